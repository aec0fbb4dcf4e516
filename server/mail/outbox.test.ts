import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../tests/support/smtp-sink.ts";
import {
  outboxDrained,
  startTestApp,
  type TestApp,
  tempDir,
  validEnquiry,
} from "../../tests/support/test-app.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sink() {
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.stop());
  return smtp;
}

/** The staff e-mail's delivery alone: the visitor's acknowledgement is acknowledgement.test.ts's. */
async function app(env: Record<string, string>) {
  const t = await startTestApp({ ACK_EMAILS: "off", ...env });
  cleanups.push(() => t.close());
  return t;
}

async function health(t: TestApp) {
  return (await t.app.inject({ method: "GET", url: "/api/health" })).json();
}

async function postOne(t: TestApp) {
  const response = await t.post(validEnquiry());
  expect(response.statusCode).toBe(200);
  const [row] = await t.app.enquiryStore.list({ limit: 1 });
  return row!;
}

describe("with the SMTP server down", () => {
  it("still answers 2xx, retries with backoff, and delivers once the server is back, once", async () => {
    const smtp = await sink();
    await smtp.stop();
    const t = await app({
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "100",
      OUTBOX_RETRY_BASE_MS: "100",
      OUTBOX_RETRY_MAX_MS: "800",
    });
    const row = await postOne(t);

    await expect
      .poll(async () => (await t.app.enquiryStore.get(row.id))?.mail?.attempts, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    const waiting = await t.app.enquiryStore.get(row.id);
    expect(["pending", "sending"]).toContain(waiting?.mail?.status);
    expect(waiting?.mail?.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    const report = await health(t);
    expect(report.outbox).toMatchObject({ status: "ok", pending: 1, failed: 0 });
    expect(report.outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(0);

    const back = Date.now();
    await smtp.start();
    const [mail] = await smtp.waitFor(1);
    const delay = (mail?.receivedAt ?? 0) - back;
    console.info(
      `outbox: e-mail delivered ${delay} ms after SMTP came back (cap 800 ms + poll 100 ms)`,
    );
    expect(delay).toBeLessThan(800 + 100 + 2_000);
    expect(mail?.header("message-id")).toBe(`<enquiry-${row.publicId}@consulting.test>`);

    await outboxDrained(t);
    expect((await t.app.enquiryStore.get(row.id))?.mail?.status).toBe("sent");
    expect(smtp.messages).toHaveLength(1);
    expect((await health(t)).outbox).toMatchObject({ pending: 0, oldestPendingAgeSeconds: null });
  });

  it("gives up after OUTBOX_MAX_ATTEMPTS and reports the failure", async () => {
    const smtp = await sink();
    await smtp.stop();
    const t = await app({
      SMTP_URL: smtp.url,
      OUTBOX_MAX_ATTEMPTS: "3",
      OUTBOX_RETRY_BASE_MS: "20",
      OUTBOX_RETRY_MAX_MS: "40",
    });
    const row = await postOne(t);
    await expect
      .poll(async () => (await t.app.enquiryStore.get(row.id))?.mail?.status, { timeout: 10_000 })
      .toBe("failed");
    const failed = await t.app.enquiryStore.get(row.id);
    expect(failed?.mail?.attempts).toBe(3);
    expect(failed?.mail?.lastError).toMatch(/^gave up after 3 attempts: /);
    expect((await health(t)).outbox).toMatchObject({ status: "degraded", failed: 1, pending: 0 });
  });
});

describe("SMTP replies", () => {
  it("retries after a 4xx reply and delivers once accepted", async () => {
    const smtp = await sink();
    smtp.replyWith(451);
    const t = await app({ SMTP_URL: smtp.url });
    const row = await postOne(t);
    await expect.poll(() => smtp.refused, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect((await t.app.enquiryStore.get(row.id))?.mail?.lastError).toMatch(/451/);
    smtp.replyWith(null);
    await smtp.waitFor(1);
    await outboxDrained(t);
    expect(smtp.messages).toHaveLength(1);
  });

  it("marks the job failed on a 5xx reply, without retrying; the operator's retry sends it with the same Message-ID", async () => {
    const smtp = await sink();
    smtp.replyWith(550);
    const t = await app({ SMTP_URL: smtp.url });
    const row = await postOne(t);
    await expect
      .poll(async () => (await t.app.enquiryStore.get(row.id))?.mail?.status, { timeout: 10_000 })
      .toBe("failed");
    expect((await t.app.enquiryStore.get(row.id))?.mail).toMatchObject({ attempts: 1 });
    expect((await t.app.enquiryStore.get(row.id))?.mail?.lastError).toMatch(/550/);
    await t.app.outboxWorker.drain();
    expect(smtp.refused).toBe(1);
    expect((await health(t)).outbox).toMatchObject({ status: "degraded", failed: 1 });

    smtp.replyWith(null);
    await t.app.enquiryStore.outbox.requeue(row.id, new Date());
    const [first] = await smtp.waitFor(1);
    await expect
      .poll(async () => (await t.app.enquiryStore.get(row.id))?.mail?.status)
      .toBe("sent");
    await t.app.enquiryStore.outbox.requeue(row.id, new Date());
    const [, second] = await smtp.waitFor(2);
    expect(second?.header("message-id")).toBe(first?.header("message-id"));
    expect(first?.header("message-id")).toBe(`<enquiry-${row.publicId}@consulting.test>`);
  });
});

describe("a burst of enquiries", () => {
  it("is sent side by side over a few reused SMTP connections, each e-mail once", async () => {
    const smtp = await sink();
    smtp.delayReplies(150);
    const t = await app({ SMTP_URL: smtp.url });
    const rows = [];
    for (let i = 0; i < 12; i += 1) rows.push(await postOne(t));

    const mails = await smtp.waitFor(12);
    await outboxDrained(t);
    const ids = mails.map((mail) => mail.header("message-id")).sort();
    expect(ids).toEqual(rows.map((row) => `<enquiry-${row.publicId}@consulting.test>`).sort());
    expect(smtp.maxInFlight).toBeGreaterThan(1);
    expect(smtp.maxInFlight).toBeLessThanOrEqual(5);
    expect(smtp.connections).toBeLessThanOrEqual(5);
    for (const row of rows) {
      expect((await t.app.enquiryStore.get(row.id))?.mail?.status).toBe("sent");
    }
  });
});

describe("after a restart", () => {
  it("sends what was still pending", async () => {
    const smtp = await sink();
    await smtp.stop();
    const dataDir = await tempDir("outbox-restart");
    const env = {
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      OUTBOX_RETRY_BASE_MS: "5000",
      OUTBOX_RETRY_MAX_MS: "5000",
    };
    const first = await startTestApp(env);
    const row = await postOne(first);
    await first.close();

    await smtp.start();
    const second = await app(env);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.header("message-id")).toBe(`<enquiry-${row.publicId}@consulting.test>`);
    await expect
      .poll(async () => (await second.app.enquiryStore.get(row.id))?.mail?.status)
      .toBe("sent");
  });
});

describe("without SMTP_URL", () => {
  it("writes each e-mail as an .eml file in DATA_DIR/outbox/, once per Message-ID", async () => {
    const t = await app({});
    const row = await postOne(t);
    await t.app.outboxWorker.drain();
    const dir = join(t.config.DATA_DIR, "outbox");
    const name = `enquiry-${row.publicId}@consulting.test.eml`;
    expect(await readdir(dir)).toEqual([name]);
    const eml = await readFile(join(dir, name), "utf8");
    expect(eml).toContain("Reply-To: Asha Verma <asha@example.org>\r\n");
    expect(eml).toContain(`Message-ID: <enquiry-${row.publicId}@consulting.test>\r\n`);

    await t.app.enquiryStore.outbox.requeue(row.id, new Date());
    await t.app.outboxWorker.drain();
    expect(await readdir(dir)).toEqual([name]);
    expect((await health(t)).outbox).toMatchObject({ transport: "eml", pending: 0 });
  });
});
