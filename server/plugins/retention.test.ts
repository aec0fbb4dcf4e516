import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { filesContaining } from "../../tests/support/data-files.ts";
import { startTestApp, type TestApp, tempDir, validEnquiry } from "../../tests/support/test-app.ts";
import { sampleEnquiry } from "../store/enquiry-store.suite.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);
const add = (store: ReturnType<typeof openSqliteStore>, subject: string, receivedAt: Date) =>
  store.add({
    enquiry: sampleEnquiry({ subject }),
    receivedAt,
    spamReason: null,
    contentHash: subject,
  });

let t: TestApp | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("retention", () => {
  it("deletes enquiries older than RETENTION_DAYS at start-up and keeps the rest", async () => {
    dataDir = await tempDir("retention");
    const seed = openSqliteStore(join(dataDir, "enquiries.sqlite"));
    await add(seed, "old", daysAgo(31));
    await add(seed, "recent", daysAgo(29));
    await seed.close();

    t = await startTestApp({ DATA_DIR: dataDir, RETENTION_DAYS: "30" });
    expect((await t.app.enquiryStore.list()).map((e) => e.subject)).toEqual(["recent"]);
  });

  it("deletes spam older than 30 days, while real enquiries of that age stay", async () => {
    dataDir = await tempDir("retention");
    const seed = openSqliteStore(join(dataDir, "enquiries.sqlite"));
    await add(seed, "real, 31 days", daysAgo(31));
    for (const [subject, days] of [
      ["spam, 31 days", 31],
      ["spam, 29 days", 29],
    ] as const) {
      await seed.add({
        enquiry: sampleEnquiry({ subject }),
        receivedAt: daysAgo(days),
        spamReason: "too many links",
        contentHash: subject,
      });
    }
    await seed.close();

    t = await startTestApp({ DATA_DIR: dataDir, RETENTION_DAYS: "365" });
    expect((await t.app.enquiryStore.list()).map((e) => e.subject)).toEqual([
      "spam, 29 days",
      "real, 31 days",
    ]);
  });

  it("purges again every day while the server runs", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    t = await startTestApp({ RETENTION_DAYS: "365" });
    const store = t.app.enquiryStore;
    await add(store, "aged while the server ran", daysAgo(366));
    await add(store, "young", daysAgo(1));

    await vi.advanceTimersByTimeAsync(day - 1000);
    expect(await store.list()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(async () =>
      expect((await store.list()).map((e) => e.subject)).toEqual(["young"]),
    );
  });

  it("leaves no copy of a purged enquiry under DATA_DIR: not in the database, its WAL or the .eml folder", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    t = await startTestApp({ RETENTION_DAYS: "30" });
    const dataDir = t.config.DATA_DIR;
    const secret = "Purge me: an old enquiry's words 3f8a";
    await t.app.enquiryStore.add({
      enquiry: sampleEnquiry({ message: secret }),
      receivedAt: daysAgo(31),
      spamReason: null,
      contentHash: "secret",
    });
    for (let i = 0; i < 10; i += 1) expect((await t.post(validEnquiry())).statusCode).toBe(200);
    await t.app.outboxWorker.drain();
    expect((await filesContaining(dataDir, secret)).length).toBeGreaterThanOrEqual(2);

    await vi.advanceTimersByTimeAsync(day);
    // The purge rewrites the database files (VACUUM, WAL checkpoint): seconds on a loaded machine,
    // more than waitFor's default second.
    const settled = { timeout: 15_000, interval: 100 };
    await vi.waitFor(
      async () => expect(await t!.app.enquiryStore.list()).toHaveLength(10),
      settled,
    );
    await vi.waitFor(
      async () => expect(await filesContaining(dataDir, secret)).toEqual([]),
      settled,
    );
  });
});
