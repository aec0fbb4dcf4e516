import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestSchema, testDatabaseUrl } from "../../tests/support/postgres.ts";
import { tempDir } from "../../tests/support/test-app.ts";
import type { EnquiryStore } from "./enquiry-store.ts";
import { openPostgresStore } from "./postgres-store.ts";
import type { RateLimitCounter } from "./rate-limit-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";

const opened: EnquiryStore[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Each call opens the store again, as another server process would: its own connection. */
type Open = () => Promise<() => Promise<RateLimitCounter>>;

const openSqlite: Open = async () => {
  const file = join(await tempDir("rate-limit-store"), "data", "enquiries.sqlite");
  return async () => {
    const store = openSqliteStore(file);
    opened.push(store);
    return store.rateLimits;
  };
};

const openPostgres: Open = async () => {
  const schema = await createTestSchema("rate_limit_store");
  cleanups.push(() => schema.drop());
  return async () => {
    const store = await openPostgresStore(schema.url);
    opened.push(store);
    return store.rateLimits;
  };
};

const kinds: [string, Open, boolean][] = [
  ["SQLite", openSqlite, true],
  ["PostgreSQL", openPostgres, Boolean(testDatabaseUrl)],
];

describe.each(kinds)("the %s counter", (_kind, open, available) => {
  it.runIf(available)(
    "counts every hit once when two connections count at the same time",
    async () => {
      const connect = await open();
      const [a, b] = [await connect(), await connect()];
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit("client", 60_000)),
      );
      expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      for (const { resetsInMs } of results) {
        expect(resetsInMs).toBeGreaterThan(50_000);
        expect(resetsInMs).toBeLessThanOrEqual(60_000);
      }
      expect(await a.peek("client")).toMatchObject({ hits: 40 });
      expect(await b.peek("other")).toEqual({ hits: 0, resetsInMs: 0 });
    },
  );

  it.runIf(available)(
    "starts a new window at 1 once the old one has ended, and deletes ended ones",
    async () => {
      const counter = await (await open())();
      await counter.hit("short", 200);
      expect((await counter.hit("short", 200)).hits).toBe(2);
      await counter.hit("long", 60_000);
      await expect.poll(async () => (await counter.peek("short")).hits, { timeout: 2_000 }).toBe(0);
      expect((await counter.hit("short", 200)).hits).toBe(1);
      await expect.poll(async () => (await counter.peek("short")).hits, { timeout: 2_000 }).toBe(0);
      expect(await counter.purgeExpired()).toBe(1);
      expect(await counter.peek("long")).toMatchObject({ hits: 1 });
    },
  );

  it.runIf(available)("takes back one hit of the window under way, never below 0", async () => {
    const counter = await (await open())();
    await counter.hit("taken-back", 60_000);
    await counter.hit("taken-back", 60_000);
    await counter.undo("taken-back");
    expect(await counter.peek("taken-back")).toMatchObject({ hits: 1 });
    await counter.undo("taken-back");
    await counter.undo("taken-back");
    expect(await counter.peek("taken-back")).toMatchObject({ hits: 0 });
    expect((await counter.hit("taken-back", 60_000)).hits).toBe(1);
    await counter.undo("never-counted");
    expect(await counter.peek("never-counted")).toEqual({ hits: 0, resetsInMs: 0 });
  });
});
