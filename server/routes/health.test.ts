import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { apiPaths } from "../../common/paths.ts";
import { startTestApp, type TestApp, validEnquiry } from "../../tests/support/test-app.ts";
import { sampleEnquiry } from "../store/enquiry-store.suite.ts";
import { sqliteFileName } from "../store/open-store.ts";

let t: TestApp | undefined;
afterEach(() => t?.close());

const health = (
  app: TestApp,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => app.app.inject({ url: apiPaths.health, ...options });

describe("GET /api/health", () => {
  it("tells a client elsewhere only its status, and one on this machine the details", async () => {
    t = await startTestApp();
    const remote = await health(t, { remoteAddress: "203.0.113.9" });
    expect(remote.statusCode).toBe(200);
    expect(remote.json()).toEqual({ status: "ok" });
    expect(remote.headers["cache-control"]).toBe("no-store");

    const local = await health(t, { remoteAddress: "127.0.0.1" });
    expect(local.json()).toMatchObject({ status: "ok", store: { kind: "sqlite" } });
    // Through a proxy on this machine the client is elsewhere.
    const proxied = await health(t, {
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.json()).toEqual({ status: "ok" });
  });

  it("gives the details to everyone with HEALTH_DETAILS=public", async () => {
    t = await startTestApp({ HEALTH_DETAILS: "public" });
    const remote = await health(t, { remoteAddress: "203.0.113.9" });
    expect(remote.json()).toMatchObject({ status: "ok", outbox: { pending: 0 } });
  });

  it("is degraded (503) while enquiries cannot be written, and ok once one is", async () => {
    t = await startTestApp();
    // Another connection makes every new enquiry fail, as a full disk does.
    const db = new DatabaseSync(join(t.config.DATA_DIR, sqliteFileName));
    db.exec(
      "CREATE TRIGGER refuse BEFORE INSERT ON enquiries BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END",
    );
    expect((await t.post(validEnquiry())).statusCode).toBe(500);
    const failing = await health(t);
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toMatchObject({ status: "degraded", store: { writes: "failing" } });
    expect((await health(t, { remoteAddress: "203.0.113.9" })).json()).toEqual({
      status: "degraded",
    });

    db.exec("DROP TRIGGER refuse");
    db.close();
    expect((await t.post(validEnquiry())).statusCode).toBe(200);
    const recovered = await health(t);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({ status: "ok", store: { writes: "ok" } });
  });

  it("is degraded (503) when an e-mail has waited longer than three of the longest retry intervals", async () => {
    // Nothing listens on port 9 (discard): every send fails and is retried.
    t = await startTestApp({ SMTP_URL: "smtp://127.0.0.1:9", OUTBOX_RETRY_MAX_MS: "60000" });
    const input = { spamReason: null, contentHash: "x" };
    await t.app.enquiryStore.add({ ...input, enquiry: sampleEnquiry(), receivedAt: new Date() });
    expect((await health(t)).json()).toMatchObject({ status: "ok" });

    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.app.enquiryStore.add({ ...input, enquiry: sampleEnquiry(), receivedAt: hourAgo });
    const stuck = await health(t);
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json()).toMatchObject({
      status: "degraded",
      outbox: { status: "degraded", pending: 2 },
    });
    expect(stuck.json().outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(3600);
  });
});
