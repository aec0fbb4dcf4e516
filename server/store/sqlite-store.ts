// WAL with synchronous=FULL so an answered enquiry survives a power cut. Deleted enquiries must
// not stay readable in the file: secure_delete, and scrub() rebuilds it and empties the WAL.

import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue, type SQLOutputValue } from "node:sqlite";
import { sqliteAudienceStore } from "./audience-sqlite.ts";
import {
  enquirySearchFilter,
  enquiryValues,
  insertEnquirySql,
  recentAcknowledgementSql,
  selectEnquiry,
  selectReplies,
  type TimeColumn,
  toEnquiryReply,
  toHistoryEntry,
  toRoutingTable,
  toStoredEnquiry,
  workHistory,
} from "./enquiry-rows.ts";
import {
  acknowledgementIntervalMs,
  answeredAfterReply,
  type EnquiryStore,
  type StoredEnquiry,
} from "./enquiry-store.ts";
import { loadMigrations, pendingMigrations } from "./migrations.ts";
import {
  type ClaimedJob,
  type ClaimOptions,
  isOutboxJobKind,
  type JobOutcome,
  type OutboxJobKind,
  type OutboxStats,
  outboxJobKinds,
} from "./outbox.ts";
import { ensurePrivateDir, ensurePrivateFile } from "./private-files.ts";
import { sqliteHit, sqliteRateLimitCounter } from "./rate-limit-store-sqlite.ts";
import { transaction, withoutWaitingForDisk } from "./sqlite-transaction.ts";
import {
  newMessageId,
  selectDeliveries,
  selectEndpoints,
  selectWebhookJob,
  toWebhookDelivery,
  toWebhookEndpoint,
  toWebhookJob,
} from "./webhook-rows.ts";
import { subscribed, type WebhookEvent, webhookPayload } from "./webhooks.ts";

type Row = Record<string, SQLOutputValue>;

const time: TimeColumn = {
  write: (date) => date.getTime(),
  read: (value) => new Date(Number(value)),
};
const toEnquiry = (row: Row) => toStoredEnquiry(row, time);

/** RETURNING read with .all(): a statement left open after .get() keeps the WAL from checkpointing. */
const returning = "RETURNING public_id";
const deleted = (rows: Row[]) => rows.map((row) => String(row.public_id));

export function migrateSqlite(db: DatabaseSync) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  transaction(db, () => {
    const applied = db
      .prepare("SELECT version FROM schema_migrations")
      .all()
      .map((row) => Number(row.version));
    for (const migration of pendingMigrations(loadMigrations("sqlite"), applied)) {
      db.exec(migration.sql);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        migration.version,
        migration.name,
        Date.now(),
      );
    }
  });
}

/** Claims up to a limit of the jobs `due` picks, of the kinds asked for, in the order they fell due. */
function claimSql(due: string): string {
  return `UPDATE outbox SET status = 'sending', attempts = attempts + 1, locked_by = ?, locked_until = ?
    WHERE id IN (SELECT id FROM outbox
      WHERE ${due} AND kind IN (SELECT value FROM json_each(?))
      ORDER BY next_attempt_at, id LIMIT ?)
    RETURNING id, enquiry_id, kind, reply_id, attempts`;
}

export interface SqliteStoreOptions {
  maxPageCount?: number;
}

export function openSqliteDatabase(file: string, options: SqliteStoreOptions = {}): DatabaseSync {
  ensurePrivateDir(dirname(file));
  ensurePrivateFile(file);
  for (const suffix of ["-wal", "-shm"]) {
    if (existsSync(file + suffix)) ensurePrivateFile(file + suffix);
  }
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
    PRAGMA secure_delete = ON;
    PRAGMA temp_store = MEMORY;
  `);
  if (options.maxPageCount !== undefined) {
    db.exec(`PRAGMA max_page_count = ${Math.trunc(options.maxPageCount)}`);
  }
  migrateSqlite(db);
  return db;
}

export function openSqliteStore(file: string, options: SqliteStoreOptions = {}): EnquiryStore {
  const db = openSqliteDatabase(file, options);
  // Case folding for the search beyond ASCII ("Ünal" finds "ünal"), as PostgreSQL's lower() does.
  db.function("fold_case", { deterministic: true }, (value) =>
    typeof value === "string" ? value.toLowerCase() : value,
  );

  const statements = {
    insertEnquiry: db.prepare(insertEnquirySql(() => "?")),
    // A second staff e-mail or acknowledgement for an enquiry is never made (outbox_one_job_per_kind).
    insertJob: db.prepare(`INSERT INTO outbox (enquiry_id, kind, status, attempts, next_attempt_at,
      created_at) VALUES (?, ?, 'pending', 0, ?, ?) ON CONFLICT (enquiry_id, kind) WHERE reply_id IS NULL AND endpoint_id IS NULL DO NOTHING`),
    recentAcknowledgement: db.prepare(recentAcknowledgementSql(() => "?")),
    get: db.prepare(`${selectEnquiry} WHERE e.id = ?`),
    countSameText: db.prepare(
      "SELECT count(*) AS n FROM enquiries WHERE content_hash = ? AND received_at >= ?",
    ),
    countWithStatus: db.prepare("SELECT count(*) AS n FROM enquiries WHERE status = ?"),
    setWork: db.prepare(
      "UPDATE enquiries SET status = ?, assignee = ?, version = version + 1 WHERE id = ?",
    ),
    addHistory: db.prepare(
      "INSERT INTO enquiry_history (enquiry_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)",
    ),
    history: db.prepare(
      "SELECT at, actor, action, detail FROM enquiry_history WHERE enquiry_id = ? ORDER BY id",
    ),
    exists: db.prepare("SELECT 1 AS found FROM enquiries WHERE id = ?"),
    routing: db.prepare("SELECT rules, version FROM enquiry_routing WHERE id = 1"),
    saveRouting: db.prepare(`UPDATE enquiry_routing SET rules = ?, version = version + 1,
      updated_at = ?, updated_by = ? WHERE id = 1 AND version = ?`),
    // Two statements, not one with an OR: each walks outbox_due in order and stops at its limit,
    // where the OR sorted every due job on each claim (a burst's backlog, claimed five at a time).
    // Jobs whose lease ran out (their server died) first, then those due.
    claimExpired: db.prepare(claimSql("status = 'sending' AND locked_until <= ?")),
    claimDue: db.prepare(claimSql("status = 'pending' AND next_attempt_at <= ?")),
    insertReply: db.prepare(`INSERT INTO enquiry_replies (enquiry_id, body, actor, actor_name, at)
      VALUES (?, ?, ?, ?, ?)`),
    insertReplyJob: db.prepare(`INSERT INTO outbox (enquiry_id, kind, reply_id, status, attempts,
      next_attempt_at, created_at) VALUES (?, 'reply', ?, 'pending', 0, ?, ?)`),
    replies: db.prepare(`${selectReplies} WHERE r.enquiry_id = ? ORDER BY r.id`),
    reply: db.prepare(`${selectReplies} WHERE r.id = ?`),
    markSent:
      db.prepare(`UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL, last_answer = ?,
      locked_by = NULL, locked_until = NULL WHERE id = ? AND status = 'sending' AND locked_by = ?`),
    scheduleRetry:
      db.prepare(`UPDATE outbox SET status = 'pending', next_attempt_at = ?1, last_error = ?2,
      last_answer = ?2, locked_by = NULL, locked_until = NULL
      WHERE id = ?3 AND status = 'sending' AND locked_by = ?4`),
    markFailed: db.prepare(`UPDATE outbox SET status = 'failed', last_error = ?1, last_answer = ?1,
      locked_by = NULL, locked_until = NULL WHERE id = ? AND status = 'sending' AND locked_by = ?`),
    requeue: db.prepare(`UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?,
      last_error = NULL, locked_by = NULL, locked_until = NULL, sent_at = NULL
      WHERE enquiry_id = ? AND kind = 'staff'`),
    inFlight: db.prepare("SELECT DISTINCT locked_by FROM outbox WHERE status = 'sending'"),
    release:
      db.prepare(`UPDATE outbox SET status = 'pending', next_attempt_at = ?, locked_by = NULL,
      locked_until = NULL WHERE status = 'sending' AND locked_by = ?`),
    stats: db.prepare(`SELECT
      count(*) FILTER (WHERE status IN ('pending', 'sending')) AS pending,
      count(*) FILTER (WHERE status = 'sending') AS sending,
      count(*) FILTER (WHERE status = 'failed' AND kind = 'staff') AS failed,
      min(created_at) FILTER (WHERE status IN ('pending', 'sending')) AS oldest
      FROM outbox WHERE kind <> 'webhook'`),
    enabledEndpoints: db.prepare("SELECT id, events FROM webhook_endpoints WHERE enabled = 1"),
    insertWebhookJob: db.prepare(`INSERT INTO outbox (enquiry_id, kind, endpoint_id, event,
      message_id, payload, status, attempts, next_attempt_at, created_at)
      VALUES (?, 'webhook', ?, ?, ?, ?, 'pending', 0, ?, ?)`),
    webhookJob: db.prepare(`${selectWebhookJob} WHERE o.id = ?`),
    insertEndpoint: db.prepare(`INSERT INTO webhook_endpoints (url, secret, events, created_at,
      created_by) VALUES (?, ?, ?, ?, ?) RETURNING id`),
    endpoint: db.prepare(`${selectEndpoints} WHERE id = ?`),
    endpoints: db.prepare(`${selectEndpoints} ORDER BY id`),
    disableEndpoint: db.prepare(`UPDATE webhook_endpoints SET enabled = 0, disabled_reason = ?
      WHERE id = ? AND enabled = 1`),
    failEndpointJobs: db.prepare(`UPDATE outbox SET status = 'failed', last_error = ?1,
      last_answer = ?1, locked_by = NULL, locked_until = NULL
      WHERE endpoint_id = ?2 AND status IN ('pending', 'sending')`),
    deleteEndpoint: db.prepare("DELETE FROM webhook_endpoints WHERE id = ?"),
    deliveries: db.prepare(`${selectDeliveries} WHERE o.enquiry_id = ? ORDER BY o.id`),
    resend: db.prepare(`UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?1,
      created_at = ?1, last_error = NULL, last_answer = NULL, locked_by = NULL,
      locked_until = NULL, sent_at = NULL
      WHERE id = ?2 AND enquiry_id = ?3 AND kind = 'webhook'
        AND endpoint_id IN (SELECT id FROM webhook_endpoints WHERE enabled = 1)`),
  };

  const hitRateLimit = sqliteHit(db);

  /** One outcome, in the caller's transaction if any; false when the claim was lost. */
  const recordOne = (outcome: JobOutcome): boolean => {
    const { job } = outcome;
    const result =
      "sent" in outcome
        ? statements.markSent.run(
            outcome.sent.at.getTime(),
            outcome.sent.answer ?? null,
            job.jobId,
            job.claim,
          )
        : "retry" in outcome
          ? statements.scheduleRetry.run(
              outcome.retry.at.getTime(),
              outcome.retry.error,
              job.jobId,
              job.claim,
            )
          : statements.markFailed.run(outcome.failed.error, job.jobId, job.claim);
    return Number(result.changes) > 0;
  };

  const get = (id: number) => {
    const row = statements.get.get(id);
    return row ? toEnquiry(row) : undefined;
  };

  const insertJob = (id: number | bigint, kind: OutboxJobKind, at: Date) =>
    statements.insertJob.run(id, kind, at.getTime(), at.getTime());

  /** The enquiry's staff e-mail job back to pending from scratch, made if it has none (held spam). */
  const requeue = (id: number, now: Date) => {
    if (Number(statements.requeue.run(now.getTime(), id).changes) === 0) {
      insertJob(id, "staff", now);
    }
  };

  /** One delivery job per enabled endpoint taking the event, with the enquiry as it is now. */
  const enqueueWebhooks = (
    id: number | bigint,
    event: WebhookEvent,
    at: Date,
    enquiry?: StoredEnquiry,
  ) => {
    const endpoints = subscribed(
      statements.enabledEndpoints.all() as { id: unknown; events: unknown }[],
      event,
    );
    if (endpoints.length === 0) return;
    const payload = webhookPayload(event, enquiry ?? get(Number(id))!, at);
    for (const endpoint of endpoints) {
      statements.insertWebhookJob.run(
        id,
        endpoint,
        event,
        newMessageId(randomUUID()),
        payload,
        at.getTime(),
        at.getTime(),
      );
    }
  };

  /** An acknowledgement job, unless the address had one in the last 24 hours. */
  const acknowledge = (id: number | bigint, email: string, at: Date) => {
    const since = at.getTime() - acknowledgementIntervalMs;
    if (statements.recentAcknowledgement.all(since, email.trim()).length > 0) return;
    insertJob(id, "acknowledgement", at);
  };

  return {
    kind: "sqlite",

    async add(input) {
      const { receivedAt, usesUp } = input;
      return transaction(db, () => {
        const usedBefore = usesUp && hitRateLimit(usesUp.key, usesUp.windowMs).hits > 1;
        const spamReason = usedBefore ? usesUp.reasonIfUsed : input.spamReason;
        const { lastInsertRowid } = statements.insertEnquiry.run(
          ...(enquiryValues({ ...input, spamReason }, randomUUID(), time) as SQLInputValue[]),
        );
        if (spamReason === null) {
          insertJob(lastInsertRowid, "staff", receivedAt);
          if (input.acknowledge) acknowledge(lastInsertRowid, input.enquiry.email, receivedAt);
        }
        // Read once, with its jobs: the answer, and the webhooks' payload (their jobs are not in it).
        const stored = get(Number(lastInsertRowid))!;
        if (spamReason === null) {
          enqueueWebhooks(lastInsertRowid, "enquiry.received", receivedAt, stored);
        }
        return stored;
      });
    },

    async get(id) {
      return get(id);
    },

    async list({ limit } = {}) {
      const sql = `${selectEnquiry} ORDER BY e.id DESC${limit === undefined ? "" : " LIMIT ?"}`;
      const rows = limit === undefined ? db.prepare(sql).all() : db.prepare(sql).all(limit);
      return rows.map(toEnquiry);
    },

    async countSameTextSince(contentHash, since) {
      return Number(statements.countSameText.get(contentHash, since.getTime())?.n ?? 0);
    },

    async search(query) {
      const { where, values } = enquirySearchFilter(
        query,
        () => "?",
        (text, part) => `instr(fold_case(${text}), fold_case(${part})) > 0`,
        time,
      );
      return (
        db
          .prepare(`${selectEnquiry} ${where} ORDER BY e.id DESC LIMIT ? OFFSET ?`)
          // A negative LIMIT is SQLite's "no limit".
          .all(...(values as SQLInputValue[]), query.limit ?? -1, query.offset ?? 0)
          .map(toEnquiry)
      );
    },

    async countWithStatus(status) {
      return Number(statements.countWithStatus.get(status)?.n ?? 0);
    },

    async changeWork(id, work, { version, actor, at }) {
      return transaction(db, () => {
        const before = get(id);
        if (!before) return { outcome: "missing" } as const;
        if (before.version !== version) return { outcome: "conflict", enquiry: before } as const;
        const entries = workHistory(before, work);
        if (entries.length === 0) return { outcome: "unchanged", enquiry: before } as const;
        statements.setWork.run(work.status, work.assignee, id);
        for (const entry of entries) {
          statements.addHistory.run(id, at.getTime(), actor, entry.action, entry.detail);
        }
        enqueueWebhooks(id, "enquiry.updated", at);
        return { outcome: "saved", enquiry: get(id)! } as const;
      });
    },

    async releaseSpam(id, { version, actor, at, acknowledge: acknowledged }) {
      return transaction(db, () => {
        const before = get(id);
        if (!before) return { outcome: "missing" } as const;
        if (before.version !== version) return { outcome: "conflict", enquiry: before } as const;
        if (before.status !== "spam" || before.spamReason === null) {
          return { outcome: "unchanged", enquiry: before } as const;
        }
        requeue(id, at);
        if (acknowledged) acknowledge(id, before.email, at);
        statements.setWork.run("new", before.assignee, id);
        statements.addHistory.run(id, at.getTime(), actor, "released", "not spam");
        enqueueWebhooks(id, "enquiry.received", at);
        return { outcome: "saved", enquiry: get(id)! } as const;
      });
    },

    async addReply(id, { body, actorName }, { version, actor, at }) {
      return transaction(db, () => {
        const before = get(id);
        if (!before) return { outcome: "missing" } as const;
        if (before.version !== version) return { outcome: "conflict", enquiry: before } as const;
        const { lastInsertRowid } = statements.insertReply.run(
          id,
          body,
          actor,
          actorName,
          at.getTime(),
        );
        statements.insertReplyJob.run(id, lastInsertRowid, at.getTime(), at.getTime());
        statements.addHistory.run(id, at.getTime(), actor, "replied", body);
        const status = answeredAfterReply(before.status);
        if (status !== before.status) {
          statements.addHistory.run(
            id,
            at.getTime(),
            actor,
            "status",
            `${before.status} → ${status}`,
          );
        }
        statements.setWork.run(status, before.assignee, id);
        if (status !== before.status) enqueueWebhooks(id, "enquiry.updated", at);
        return { outcome: "saved", enquiry: get(id)! } as const;
      });
    },

    async replies(id) {
      return statements.replies.all(id).map((row) => toEnquiryReply(row, time));
    },

    async routingTable() {
      return toRoutingTable(statements.routing.get());
    },

    async saveRoutingRules(rules, { version, actor, at }) {
      return transaction(db, () => {
        const { changes } = statements.saveRouting.run(
          JSON.stringify(rules),
          at.getTime(),
          actor,
          version,
        );
        const table = toRoutingTable(statements.routing.get());
        return Number(changes) === 1
          ? ({ outcome: "saved", table } as const)
          : ({ outcome: "conflict", table } as const);
      });
    },

    async addHistory(id, { at, actor, action, detail }) {
      return transaction(db, () => {
        if (!statements.exists.all(id).length) return false;
        statements.addHistory.run(id, at.getTime(), actor, action, detail);
        return true;
      });
    },

    async history(id) {
      return statements.history.all(id).map((row) => toHistoryEntry(row, time));
    },

    async delete(id) {
      return deleted(db.prepare(`DELETE FROM enquiries WHERE id = ? ${returning}`).all(id));
    },

    async deleteByEmail(email) {
      return deleted(
        db
          .prepare(`DELETE FROM enquiries WHERE lower(email) = lower(?) ${returning}`)
          .all(email.trim()),
      );
    },

    async deleteReceivedBefore(cutoff) {
      return deleted(
        db
          .prepare(`DELETE FROM enquiries WHERE received_at < ? ${returning}`)
          .all(cutoff.getTime()),
      );
    },

    async deleteSpamReceivedBefore(cutoff) {
      return deleted(
        db
          .prepare(`DELETE FROM enquiries WHERE status = 'spam' AND received_at < ? ${returning}`)
          .all(cutoff.getTime()),
      );
    },

    async scrub() {
      // An index's inner pages keep copies of keys (e-mail addresses) that secure_delete does not
      // reach; VACUUM rewrites every page. TRUNCATE then empties the WAL, which holds old page images.
      db.exec("VACUUM");
      const result = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get();
      return Number(result?.busy ?? 1) === 0;
    },

    rateLimits: sqliteRateLimitCounter(db),
    audience: sqliteAudienceStore(db),

    outbox: {
      async claimDue({ now, limit, leaseMs, claim, kinds }: ClaimOptions): Promise<ClaimedJob[]> {
        const t = now.getTime();
        const only = JSON.stringify(kinds ?? outboxJobKinds);
        const claimed = withoutWaitingForDisk(db, () =>
          transaction(db, () => {
            const rows = statements.claimExpired.all(claim, t + leaseMs, t, only, limit);
            if (rows.length < limit) {
              rows.push(
                ...statements.claimDue.all(claim, t + leaseMs, t, only, limit - rows.length),
              );
            }
            return rows.map((row) => ({
              jobId: Number(row.id),
              kind: isOutboxJobKind(row.kind) ? row.kind : "staff",
              enquiryId: Number(row.enquiry_id),
              replyId: row.reply_id === null ? undefined : Number(row.reply_id),
              attempts: Number(row.attempts),
            }));
          }),
        );
        return claimed.map((job): ClaimedJob => {
          const { jobId, kind, enquiryId, attempts } = job;
          const claimedJob = { jobId, claim, attempts, enquiryId };
          if (kind === "webhook") {
            return {
              ...claimedJob,
              kind,
              webhook: toWebhookJob(statements.webhookJob.get(jobId)!, time),
            };
          }
          return {
            ...claimedJob,
            kind,
            enquiry: get(enquiryId)!,
            reply:
              job.replyId === undefined
                ? undefined
                : toEnquiryReply(statements.reply.get(job.replyId)!, time),
          };
        });
      },

      async markSent(job, at, answer) {
        return withoutWaitingForDisk(db, () => recordOne({ job, sent: { at, answer } }));
      },

      async scheduleRetry(job, error, at) {
        return withoutWaitingForDisk(db, () => recordOne({ job, retry: { error, at } }));
      },

      async markFailed(job, error) {
        return withoutWaitingForDisk(db, () => recordOne({ job, failed: { error } }));
      },

      async record(outcomes) {
        return withoutWaitingForDisk(db, () => transaction(db, () => outcomes.map(recordOne)));
      },

      async claimsInFlight() {
        return statements.inFlight.all().map((row) => String(row.locked_by));
      },

      async releaseClaims(claims, now) {
        return transaction(db, () =>
          claims.reduce(
            (count, claim) => count + Number(statements.release.run(now.getTime(), claim).changes),
            0,
          ),
        );
      },

      async requeue(id, now) {
        return transaction(db, () => {
          if (!statements.get.get(id)) return false;
          requeue(id, now);
          return true;
        });
      },

      async stats(): Promise<OutboxStats> {
        const row = statements.stats.get() ?? {};
        return {
          pending: Number(row.pending ?? 0),
          sending: Number(row.sending ?? 0),
          failed: Number(row.failed ?? 0),
          oldestPendingAt: row.oldest == null ? null : time.read(row.oldest),
        };
      },
    },

    webhooks: {
      async addEndpoint({ url, secret, events, actor, at }) {
        const [row] = statements.insertEndpoint.all(
          url,
          secret,
          JSON.stringify(events),
          at.getTime(),
          actor,
        );
        return toWebhookEndpoint(statements.endpoint.get(Number(row!.id))!, time);
      },

      async endpoints() {
        return statements.endpoints.all().map((row) => toWebhookEndpoint(row, time));
      },

      async disableEndpoint(id, reason) {
        return transaction(db, () => {
          if (Number(statements.disableEndpoint.run(reason, id).changes) === 0) return false;
          statements.failEndpointJobs.run(reason, id);
          return true;
        });
      },

      async deleteEndpoint(id) {
        return transaction(db, () => {
          const row = statements.endpoint.get(id);
          if (!row) return undefined;
          statements.deleteEndpoint.run(id);
          return toWebhookEndpoint(row, time);
        });
      },

      async deliveries(enquiryId) {
        return statements.deliveries.all(enquiryId).map((row) => toWebhookDelivery(row, time));
      },

      async resend(enquiryId, jobId, now) {
        return Number(statements.resend.run(now.getTime(), jobId, enquiryId).changes) > 0;
      },
    },

    async ping() {
      db.prepare("SELECT 1").get();
    },

    async close() {
      if (db.isOpen) db.close();
    },
  };
}
