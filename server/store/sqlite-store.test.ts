import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { describeEnquiryStore, sampleEnquiry } from "./enquiry-store.suite.ts";
import { loadMigrations } from "./migrations.ts";
import { openSqliteStore } from "./sqlite-store.ts";

describeEnquiryStore("SQLite (node:sqlite)", async () => {
  const dir = await mkdtemp(join(tmpdir(), "enquiries-sqlite-"));
  return {
    open: async () => openSqliteStore(join(dir, "enquiries.sqlite")),
    destroy: () => rm(dir, { recursive: true, force: true }),
  };
});

describe("SQLite store file", () => {
  it("is in WAL mode with synchronous FULL and records its migrations", async () => {
    const dir = await mkdtemp(join(tmpdir(), "enquiries-sqlite-"));
    const file = join(dir, "nested", "enquiries.sqlite");
    const store = openSqliteStore(file);
    await store.close();
    const db = new DatabaseSync(file);
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(
      db.prepare("SELECT version, name FROM schema_migrations ORDER BY version").all(),
    ).toEqual(loadMigrations("sqlite").map(({ version, name }) => ({ version, name })));
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("refuses a database whose schema is newer than the code", async () => {
    const dir = await mkdtemp(join(tmpdir(), "enquiries-sqlite-"));
    const file = join(dir, "enquiries.sqlite");
    await openSqliteStore(file).close();
    const db = new DatabaseSync(file);
    db.prepare(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'x', 0)",
    ).run();
    db.close();
    expect(() => openSqliteStore(file)).toThrow(/schema is at version 99/);
    await rm(dir, { recursive: true, force: true });
  });

  it("reports a full disk as SQLITE_FULL, not as the failed rollback after it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "enquiries-sqlite-"));
    const store = openSqliteStore(join(dir, "enquiries.sqlite"), { maxPageCount: 40 });
    const add = (i: number) =>
      store.add({
        enquiry: sampleEnquiry({ message: `${i} ${"A long enquiry. ".repeat(600)}` }),
        receivedAt: new Date(),
        spamReason: null,
        contentHash: String(i),
      });
    const errors: unknown[] = [];
    for (let i = 0; i < 40 && errors.length < 3; i += 1) await add(i).catch((e) => errors.push(e));
    expect(errors).toHaveLength(3);
    for (const error of errors) {
      // What the error handler logs for each failed request: the cause, every time.
      expect(error).toMatchObject({ code: "ERR_SQLITE_ERROR", errcode: 13 });
      expect(String((error as Error).message)).toMatch(/database or disk is full/);
      expect(String((error as Error).message)).not.toMatch(/rollback|transaction/);
    }
    expect((await store.list()).length).toBeGreaterThan(0);
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
});
