import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { createTestSchema, testDatabaseUrl } from "../../tests/support/postgres.ts";
import { type ServerProcess, spawnServer } from "../../tests/support/server-process.ts";
import {
  csrfHeaders,
  startTestApp,
  type TestApp,
  tempDir,
  tinySite,
  validEnquiry,
} from "../../tests/support/test-app.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";

const limit = 5;
const servers: ServerProcess[] = [];
const apps: TestApp[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill("SIGTERM")));
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function serverEnv(extra: Record<string, string> = {}) {
  const dir = await tempDir("rate-limit");
  return {
    STATIC_DIR: await tinySite(dir),
    DATA_DIR: join(dir, "data"),
    RATE_LIMIT_PER_MINUTE: String(limit),
    ...extra,
  };
}

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  servers.push(server);
  return server;
}

async function burst(
  targets: ServerProcess[],
  count: number,
  headers?: (i: number) => Record<string, string>,
) {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      targets[i % targets.length]!.post(validEnquiry(), headers?.(i)),
    ),
  );
  for (const response of responses) {
    if (response.status === 429)
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  return responses.map((response) => response.status);
}

const tally = (statuses: number[]) => ({
  accepted: statuses.filter((status) => status === 200).length,
  limited: statuses.filter((status) => status === 429).length,
});

describe("one limit for every server on one store", () => {
  it("two processes on one SQLite DATA_DIR let one client through exactly the limit", async () => {
    const env = await serverEnv();
    const [a, b] = [await start(env), await start(env)];
    expect(tally(await burst([a!, b!], 12))).toEqual({ accepted: limit, limited: 12 - limit });
  });

  it.skipIf(!testDatabaseUrl)(
    "two processes on one PostgreSQL let one client through exactly the limit",
    async () => {
      const schema = await createTestSchema("rate_limit");
      cleanups.push(() => schema.drop());
      const env = await serverEnv({ DATABASE_URL: schema.url });
      const a = await start(env);
      const b = await start(env);
      expect(tally(await burst([a, b], 12))).toEqual({ accepted: limit, limited: 12 - limit });
    },
  );

  it("a restart does not forget what a client has used", async () => {
    const env = await serverEnv();
    const first = await start(env);
    expect(tally(await burst([first], 3))).toEqual({ accepted: 3, limited: 0 });
    await first.kill("SIGTERM");
    const second = await start(env);
    expect(tally(await burst([second], 5))).toEqual({ accepted: 2, limited: 3 });
  });
});

describe("what counts", () => {
  async function limited() {
    const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: String(limit) });
    apps.push(t);
    return t;
  }
  const statuses = async (t: TestApp, count: number, headers = () => csrfHeaders()) => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push((await t.post(validEnquiry(), headers())).statusCode);
    return out;
  };

  it("a person correcting the form is not locked out by invalid posts", async () => {
    const t = await limited();
    for (let i = 0; i < 10; i++) {
      expect((await t.post(validEnquiry({ email: "not-an-address" }))).statusCode).toBe(400);
    }
    expect(tally(await statuses(t, limit + 1))).toEqual({ accepted: limit, limited: 1 });
    expect(await t.app.enquiryStore.list()).toHaveLength(limit);
  });

  it("cross-site and tokenless posts (refused 403) do not use up the visitor's limit", async () => {
    const t = await limited();
    for (let i = 0; i < 10; i++) {
      expect((await t.post(validEnquiry(), {})).statusCode).toBe(403);
      const crossSite = { ...csrfHeaders(), origin: "https://evil.example" };
      expect((await t.post(validEnquiry(), crossSite)).statusCode).toBe(403);
    }
    expect(tally(await statuses(t, limit + 1))).toEqual({ accepted: limit, limited: 1 });
  });

  it("suspected spam counts like any accepted enquiry", async () => {
    const t = await limited();
    // Sent a moment after the token was issued: stored as suspected spam, answered 200.
    const instant = () => csrfHeaders(0);
    expect(tally(await statuses(t, limit, instant))).toEqual({ accepted: limit, limited: 0 });
    expect((await t.app.enquiryStore.list()).every((row) => row.spamReason !== null)).toBe(true);
    expect((await t.post(validEnquiry())).statusCode).toBe(429);
  });

  it("a client at the limit is refused before its body is looked at", async () => {
    const t = await limited();
    await statuses(t, limit);
    const invalid = await t.post(validEnquiry({ email: "x" }));
    expect(invalid.statusCode).toBe(429);
    expect(invalid.json().message).toMatch(/rate limit/i);
    expect(invalid.headers["x-ratelimit-limit"]).toBe(String(limit));
  });
});

describe("behind proxies (TRUST_PROXY)", () => {
  const real = "203.0.113.7";
  const forged = (i: number) => `198.51.100.${i}`;

  const loggedAddresses = (server: ServerProcess) =>
    new Set(
      server.logs
        .map((entry) => (entry.req as { remoteAddress?: string } | undefined)?.remoteAddress)
        .filter(Boolean),
    );

  it.each([
    ["1 hop", "1", (i: number) => `${forged(i)}, ${real}`],
    ["2 hops", "2", (i: number) => `${forged(i)}, ${real}, 10.0.0.2`],
    [
      "a list of proxies",
      "127.0.0.1, 10.0.0.0/8",
      (i: number) => `${forged(i)}, ${real}, 10.0.0.2`,
    ],
  ])(
    "%s: forged leftmost X-Forwarded-For entries neither dodge the limit nor reach the log",
    async (_name, trust, xff) => {
      const server = await start(await serverEnv({ TRUST_PROXY: trust }));
      const statuses = await burst([server], 12, (i) => ({ "x-forwarded-for": xff(i) }));
      expect(tally(statuses)).toEqual({ accepted: limit, limited: 12 - limit });
      await expect.poll(() => loggedAddresses(server).size).toBeGreaterThan(0);
      expect([...loggedAddresses(server)]).toEqual([real]);
    },
  );

  it("without TRUST_PROXY, X-Forwarded-For is ignored: the client is the socket's address", async () => {
    const server = await start(await serverEnv());
    const statuses = await burst([server], 8, (i) => ({ "x-forwarded-for": forged(i) }));
    expect(tally(statuses)).toEqual({ accepted: limit, limited: 8 - limit });
    expect([...loggedAddresses(server)]).toEqual(["127.0.0.1"]);
  });

  it("counts each real client on its own", async () => {
    const server = await start(await serverEnv({ TRUST_PROXY: "1" }));
    const statuses = await burst([server], 12, (i) => ({
      "x-forwarded-for": `${real}, 192.0.2.${i}`,
    }));
    expect(tally(statuses)).toEqual({ accepted: 12, limited: 0 });
  });
});

describe("ended windows", () => {
  it("are deleted when a server starts, whether or not its rate limit is on", async () => {
    for (const limitSetting of ["0", String(limit)]) {
      const env = await serverEnv({ RATE_LIMIT_PER_MINUTE: limitSetting });
      const file = join(env.DATA_DIR, "enquiries.sqlite");
      const store = openSqliteStore(file);
      await store.rateLimits.hit("ended", 1);
      await store.rateLimits.hit("running", 60_000);
      await store.close();
      const rows = () => {
        const db = new DatabaseSync(file, { readOnly: true });
        const keys = db.prepare("SELECT key FROM rate_limits ORDER BY key").all();
        db.close();
        return keys.map((row) => row.key);
      };
      expect(rows()).toEqual(["ended", "running"]);
      const t = await startTestApp(env);
      apps.push(t);
      expect(rows()).toEqual(["running"]);
    }
  });
});
