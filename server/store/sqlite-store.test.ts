import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { describeAudienceStore } from "./audience-store.suite.ts";
import { selectEnquiry } from "./enquiry-rows.ts";
import { describeEnquiryStore, sampleEnquiry } from "./enquiry-store.suite.ts";
import { loadMigrations } from "./migrations.ts";
import { openSqliteStore } from "./sqlite-store.ts";
import { describeWebhookStore } from "./webhook-store.suite.ts";

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

  it("moves a store of the last version to the desk: spam as spam, accounts and sessions kept", async () => {
    const dir = await mkdtemp(join(tmpdir(), "enquiries-sqlite-"));
    const file = join(dir, "enquiries.sqlite");
    const old = new DatabaseSync(file);
    old.exec(`PRAGMA foreign_keys = ON;
      CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
    for (const migration of loadMigrations("sqlite").filter((m) => m.version <= 4)) {
      old.exec(migration.sql);
      old
        .prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, 0)")
        .run(migration.version, migration.name);
    }
    const enquiry = `INSERT INTO enquiries (public_id, name, email, phone, subject, message,
      client_timestamp, received_at, spam_reason, content_hash) VALUES (?, 'A', 'a@example.org', '',
      'S', 'M', '', 0, ?, 'h')`;
    old.prepare(enquiry).run("p1", null);
    old.prepare(enquiry).run("p2", "too many links");
    old.exec(`INSERT INTO admin_users VALUES ('u1', 'Sam', 'sam@example.test', 1, NULL, 'admin', '2025', '2025');
      INSERT INTO admin_sessions VALUES ('s1', 't1', 'u1', '2099', NULL, NULL, '2025', '2025');
      INSERT INTO admin_accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
        VALUES ('a1', 'u1', 'credential', 'u1', 'hash', '2025', '2025');`);
    old.close();

    const store = openSqliteStore(file);
    expect((await store.list()).map((e) => [e.publicId, e.status, e.version])).toEqual([
      ["p2", "spam", 1],
      ["p1", "new", 1],
    ]);
    await store.close();
    const db = new DatabaseSync(file);
    db.exec("PRAGMA foreign_keys = ON");
    expect(db.prepare("SELECT count(*) AS n FROM admin_sessions").get()).toEqual({ n: 1 });
    expect(db.prepare("SELECT count(*) AS n FROM admin_accounts").get()).toEqual({ n: 1 });
    db.exec(
      `INSERT INTO admin_users VALUES ('u2', 'Kim', 'kim@example.test', 1, NULL, 'sales', '2025', '2025')`,
    );
    expect(() => db.exec("UPDATE admin_users SET role = 'boss' WHERE id = 'u2'")).toThrow(/CHECK/);
    // The references follow the renamed tables: removing an account still ends its sessions.
    db.exec("DELETE FROM admin_users WHERE id = 'u1'");
    expect(db.prepare("SELECT count(*) AS n FROM admin_sessions").get()).toEqual({ n: 0 });
    expect(db.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("moves a store of version 6 to job kinds: its jobs are staff e-mails, their state kept", async () => {
    const dir = await mkdtemp(join(tmpdir(), "enquiries-sqlite-"));
    const file = join(dir, "enquiries.sqlite");
    const old = new DatabaseSync(file);
    old.exec(`PRAGMA foreign_keys = ON;
      CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
    for (const migration of loadMigrations("sqlite").filter((m) => m.version <= 6)) {
      old.exec(migration.sql);
      old
        .prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, 0)")
        .run(migration.version, migration.name);
    }
    old.exec(`INSERT INTO enquiries (id, public_id, name, email, phone, subject, message,
        client_timestamp, received_at, spam_reason, content_hash)
        VALUES (1, 'p1', 'A', 'a@example.org', '', 'S', 'M', '', 0, NULL, 'h'),
               (2, 'p2', 'B', 'b@example.org', '', 'S', 'M', '', 0, NULL, 'h');
      INSERT INTO outbox (enquiry_id, status, attempts, next_attempt_at, created_at, sent_at)
        VALUES (1, 'sent', 2, 0, 0, 5), (2, 'pending', 0, 0, 0, NULL);`);
    old.close();

    const store = openSqliteStore(file);
    const [second, first] = await store.list();
    expect(first).toMatchObject({ mail: { status: "sent", attempts: 2 }, acknowledgement: null });
    expect(second).toMatchObject({ mail: { status: "pending" }, acknowledgement: null });
    const due = await store.outbox.claimDue({
      now: new Date(1),
      limit: 10,
      leaseMs: 60_000,
      claim: "w1",
    });
    expect(due.map((job) => [job.kind !== "webhook" && job.enquiry.publicId, job.kind])).toEqual([
      ["p2", "staff"],
    ]);
    // An enquiry sent after the move gets both jobs.
    const added = await store.add({
      enquiry: sampleEnquiry(),
      receivedAt: new Date(10),
      spamReason: null,
      contentHash: "h2",
      acknowledge: true,
    });
    expect(added).toMatchObject({
      mail: { status: "pending" },
      acknowledgement: { status: "pending" },
    });
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("moves a store of version 9 to webhooks: every job and reply kept, with its id and state", async () => {
    const dir = await mkdtemp(join(tmpdir(), "enquiries-sqlite-"));
    const file = join(dir, "enquiries.sqlite");
    const old = new DatabaseSync(file);
    old.exec(`PRAGMA foreign_keys = ON;
      CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
    for (const migration of loadMigrations("sqlite").filter((m) => m.version <= 9)) {
      old.exec(migration.sql);
      old
        .prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, 0)")
        .run(migration.version, migration.name);
    }
    old.exec(`INSERT INTO enquiries (id, public_id, name, email, phone, subject, message,
        client_timestamp, received_at, spam_reason, content_hash)
        VALUES (1, 'p1', 'A', 'a@example.org', '', 'S', 'M', '', 0, NULL, 'h');
      INSERT INTO enquiry_replies (id, enquiry_id, body, actor, actor_name, at)
        VALUES (4, 1, 'Thanks', 'sam@example.test', 'Sam', 0);
      INSERT INTO outbox (id, enquiry_id, kind, reply_id, status, attempts, next_attempt_at, created_at, sent_at)
        VALUES (7, 1, 'staff', NULL, 'sent', 2, 0, 0, 5),
               (8, 1, 'acknowledgement', NULL, 'failed', 1, 0, 0, NULL),
               (9, 1, 'reply', 4, 'pending', 0, 0, 0, NULL);`);
    old.close();

    const store = openSqliteStore(file);
    const [enquiry] = await store.list();
    expect(enquiry).toMatchObject({
      mail: { status: "sent", attempts: 2 },
      acknowledgement: { status: "failed", attempts: 1 },
    });
    expect((await store.replies(1)).map((reply) => reply.mail?.status)).toEqual(["pending"]);
    const [job] = await store.outbox.claimDue({
      now: new Date(1),
      limit: 10,
      leaseMs: 60_000,
      claim: "w1",
    });
    expect(job).toMatchObject({ jobId: 9, kind: "reply", reply: { id: 4, body: "Thanks" } });
    await store.close();
    const db = new DatabaseSync(file);
    db.exec("PRAGMA foreign_keys = ON");
    // Still one staff e-mail an enquiry.
    expect(() =>
      db.exec(`INSERT INTO outbox (enquiry_id, kind, status, next_attempt_at, created_at)
        VALUES (1, 'staff', 'pending', 0, 0)`),
    ).toThrow(/UNIQUE/);
    expect(db.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
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
    const store = openSqliteStore(join(dir, "enquiries.sqlite"), { maxPageCount: 60 });
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

  it("reads one enquiry with its jobs by index, not by a scan of the outbox", async () => {
    // Reading the enquiry back follows every stored enquiry (the 2xx, the e-mail, the page): a scan
    // of the outbox there made each enquiry cost more than the last, a third slower by 2,000.
    const dir = await mkdtemp(join(tmpdir(), "enquiries-sqlite-"));
    const file = join(dir, "enquiries.sqlite");
    await openSqliteStore(file).close();
    const db = new DatabaseSync(file);
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${selectEnquiry} WHERE e.id = ?`)
      .all(1)
      .map((row) => String(row.detail));
    db.close();
    await rm(dir, { recursive: true, force: true });
    expect(plan.filter((step) => /\b(o|a)\b/.test(step))).toEqual([
      expect.stringMatching(
        /^SEARCH o USING (COVERING )?INDEX outbox_enquiry \(enquiry_id=\? AND kind=\?\)/,
      ),
      expect.stringMatching(
        /^SEARCH a USING (COVERING )?INDEX outbox_enquiry \(enquiry_id=\? AND kind=\?\)/,
      ),
    ]);
  });
});

describeWebhookStore("SQLite (node:sqlite)", async () => {
  const dir = await mkdtemp(join(tmpdir(), "webhooks-sqlite-"));
  return {
    open: async () => openSqliteStore(join(dir, "enquiries.sqlite")),
    destroy: () => rm(dir, { recursive: true, force: true }),
  };
});

describeAudienceStore("SQLite (node:sqlite)", async () => {
  const dir = await mkdtemp(join(tmpdir(), "audience-sqlite-"));
  return {
    open: async () => openSqliteStore(join(dir, "enquiries.sqlite")),
    destroy: () => rm(dir, { recursive: true, force: true }),
  };
});
