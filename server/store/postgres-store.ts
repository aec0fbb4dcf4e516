// Workers claim outbox jobs with FOR UPDATE SKIP LOCKED, so no job goes to two of them.

import { randomUUID } from "node:crypto";
import pg from "pg";
import { postgresAudienceStore } from "./audience-postgres.ts";
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
  type NewEnquiry,
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
import { postgresHit, postgresRateLimitCounter } from "./rate-limit-store-postgres.ts";
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

type Row = Record<string, unknown>;

/** Any constant works; it only has to be the same for every process migrating this database. */
const migrationLockKey = 5_204_817;
/**
 * The first key of the lock two enquiries from one address take (the second is the address's
 * hash), so that both cannot see "no acknowledgement yet" and make one each.
 */
const acknowledgementLockKey = 5_204_818;

const returning = "RETURNING public_id";
const deleted = (result: pg.QueryResult) => result.rows.map((row) => String(row.public_id));

const time: TimeColumn = { write: (date) => date, read: (value) => value as Date };
const toEnquiry = (row: Row) => toStoredEnquiry(row, time);

/** One outcome, on the pool or in the caller's transaction; false when the claim was lost. */
async function recordOne(client: Pick<pg.Pool, "query">, outcome: JobOutcome): Promise<boolean> {
  const { job } = outcome;
  const result =
    "sent" in outcome
      ? await client.query(
          `UPDATE outbox SET status = 'sent', sent_at = $1, last_error = NULL, last_answer = $4,
           locked_by = NULL, locked_until = NULL
           WHERE id = $2 AND status = 'sending' AND locked_by = $3`,
          [outcome.sent.at, job.jobId, job.claim, outcome.sent.answer ?? null],
        )
      : "retry" in outcome
        ? await client.query(
            `UPDATE outbox SET status = 'pending', next_attempt_at = $1, last_error = $2,
             last_answer = $2, locked_by = NULL, locked_until = NULL
             WHERE id = $3 AND status = 'sending' AND locked_by = $4`,
            [outcome.retry.at, outcome.retry.error, job.jobId, job.claim],
          )
        : await client.query(
            `UPDATE outbox SET status = 'failed', last_error = $1, last_answer = $1,
             locked_by = NULL, locked_until = NULL
             WHERE id = $2 AND status = 'sending' AND locked_by = $3`,
            [outcome.failed.error, job.jobId, job.claim],
          );
  return (result.rowCount ?? 0) > 0;
}

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function migratePostgres(pool: pg.Pool) {
  await inTransaction(pool, async (client) => {
    // Two servers starting together: the second waits here until the first has migrated.
    await client.query("SELECT pg_advisory_xact_lock($1)", [migrationLockKey]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: number }>(
      "SELECT version FROM schema_migrations",
    );
    const applied = rows.map((row) => Number(row.version));
    for (const migration of pendingMigrations(loadMigrations("postgres"), applied)) {
      await client.query(migration.sql);
      await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
    }
  });
}

export async function openPostgresPool(connectionString: string): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString,
    max: 5,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on("error", () => {});
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}

export async function openPostgresStore(connectionString: string): Promise<EnquiryStore> {
  const pool = await openPostgresPool(connectionString);

  const get = async (id: number, client: pg.Pool | pg.PoolClient = pool) => {
    const { rows } = await client.query(`${selectEnquiry} WHERE e.id = $1`, [id]);
    return rows[0] ? toEnquiry(rows[0]) : undefined;
  };

  // A second staff e-mail or acknowledgement for an enquiry is never made (outbox_one_job_per_kind).
  const insertJob = (client: pg.PoolClient, enquiryId: unknown, kind: OutboxJobKind, at: Date) =>
    client.query(
      `INSERT INTO outbox (enquiry_id, kind, status, attempts, next_attempt_at, created_at)
       VALUES ($1, $2, 'pending', 0, $3, $3) ON CONFLICT (enquiry_id, kind) WHERE reply_id IS NULL AND endpoint_id IS NULL DO NOTHING`,
      [enquiryId, kind, at],
    );

  /** An acknowledgement job, unless the address had one in the last 24 hours. */
  const acknowledge = async (
    client: pg.PoolClient,
    enquiryId: unknown,
    email: string,
    at: Date,
  ) => {
    const address = email.trim();
    await client.query("SELECT pg_advisory_xact_lock($1, hashtext(lower($2)))", [
      acknowledgementLockKey,
      address,
    ]);
    const since = new Date(at.getTime() - acknowledgementIntervalMs);
    const recent = await client.query(
      recentAcknowledgementSql((n) => `$${n}`),
      [since, address],
    );
    if (recent.rows.length === 0) await insertJob(client, enquiryId, "acknowledgement", at);
  };

  const changed = (result: pg.QueryResult) => (result.rowCount ?? 0) > 0;

  /** One delivery job per enabled endpoint taking the event, with the enquiry as it is now. */
  const enqueueWebhooks = async (
    client: pg.PoolClient,
    id: number,
    event: WebhookEvent,
    at: Date,
  ) => {
    // FOR SHARE: an endpoint being disabled or deleted meanwhile waits for this commit (then
    // fails or deletes the deliveries made here), or is seen disabled; none is left pending.
    const { rows } = await client.query(
      "SELECT id, events FROM webhook_endpoints WHERE enabled FOR SHARE",
    );
    const endpoints = subscribed(rows, event);
    if (endpoints.length === 0) return;
    const payload = webhookPayload(event, (await get(id, client))!, at);
    for (const endpoint of endpoints) {
      await client.query(
        `INSERT INTO outbox (enquiry_id, kind, endpoint_id, event, message_id, payload, status,
         attempts, next_attempt_at, created_at)
         VALUES ($1, 'webhook', $2, $3, $4, $5, 'pending', 0, $6, $6)`,
        [id, endpoint, event, newMessageId(randomUUID()), payload, at],
      );
    }
  };

  /**
   * The enquiry, its row locked until COMMIT (a colleague's change waits, then sees the new
   * version), if it is still at `version`.
   */
  const lockedAt = async (client: pg.PoolClient, id: number, version: number) => {
    const locked = await client.query("SELECT id FROM enquiries WHERE id = $1 FOR UPDATE", [id]);
    if (locked.rows.length === 0) return { outcome: "missing" } as const;
    const enquiry = (await get(id, client))!;
    if (enquiry.version !== version) return { outcome: "conflict", enquiry } as const;
    return { outcome: "current", enquiry } as const;
  };

  /** The enquiry's staff e-mail job back to pending from scratch, made if it has none (held spam). */
  const requeue = async (client: pg.PoolClient, id: number, now: Date) => {
    const result = await client.query(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, last_error = NULL,
       locked_by = NULL, locked_until = NULL, sent_at = NULL WHERE enquiry_id = $2 AND kind = 'staff'`,
      [now, id],
    );
    if (!changed(result)) await insertJob(client, id, "staff", now);
  };

  const reply = async (id: number) => {
    const { rows } = await pool.query(`${selectReplies} WHERE r.id = $1`, [id]);
    return rows[0] ? toEnquiryReply(rows[0], time) : undefined;
  };

  const webhookJob = async (jobId: number) => {
    const { rows } = await pool.query(`${selectWebhookJob} WHERE o.id = $1`, [jobId]);
    return rows[0] ? toWebhookJob(rows[0], time) : undefined;
  };

  const routingTable = async () => {
    const { rows } = await pool.query("SELECT rules, version FROM enquiry_routing WHERE id = 1");
    return toRoutingTable(rows[0]);
  };

  return {
    kind: "postgres",

    async add(input: NewEnquiry) {
      const { receivedAt, usesUp } = input;
      const id = await inTransaction(pool, async (client) => {
        const usedBefore =
          usesUp !== undefined && (await postgresHit(client, usesUp.key, usesUp.windowMs)).hits > 1;
        const spamReason = usedBefore ? usesUp.reasonIfUsed : input.spamReason;
        const { rows } = await client.query(
          `${insertEnquirySql((n) => `$${n}`)} RETURNING id`,
          enquiryValues({ ...input, spamReason }, randomUUID(), time),
        );
        const enquiryId = rows[0].id;
        if (spamReason === null) {
          await insertJob(client, enquiryId, "staff", receivedAt);
          if (input.acknowledge) {
            await acknowledge(client, enquiryId, input.enquiry.email, receivedAt);
          }
          await enqueueWebhooks(client, Number(enquiryId), "enquiry.received", receivedAt);
        }
        return Number(enquiryId);
      });
      return (await get(id))!;
    },

    get: (id) => get(id),

    async list({ limit } = {}) {
      const { rows } =
        limit === undefined
          ? await pool.query(`${selectEnquiry} ORDER BY e.id DESC`)
          : await pool.query(`${selectEnquiry} ORDER BY e.id DESC LIMIT $1`, [limit]);
      return rows.map(toEnquiry);
    },

    async countSameTextSince(contentHash, since) {
      const { rows } = await pool.query(
        "SELECT count(*) AS n FROM enquiries WHERE content_hash = $1 AND received_at >= $2",
        [contentHash, since],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async search(query) {
      const { where, values } = enquirySearchFilter(
        query,
        (index) => `$${index}`,
        (text, part) => `strpos(lower(${text}), lower(${part})) > 0`,
        time,
      );
      const { rows } = await pool.query(
        `${selectEnquiry} ${where} ORDER BY e.id DESC
         LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        // A NULL LIMIT is PostgreSQL's "no limit".
        [...values, query.limit ?? null, query.offset ?? 0],
      );
      return rows.map(toEnquiry);
    },

    async countWithStatus(status) {
      const { rows } = await pool.query("SELECT count(*) AS n FROM enquiries WHERE status = $1", [
        status,
      ]);
      return Number(rows[0]?.n ?? 0);
    },

    async changeWork(id, work, { version, actor, at }) {
      return inTransaction(pool, async (client) => {
        const current = await lockedAt(client, id, version);
        if (current.outcome !== "current") return current;
        const before = current.enquiry;
        const entries = workHistory(before, work);
        if (entries.length === 0) return { outcome: "unchanged", enquiry: before } as const;
        await client.query(
          "UPDATE enquiries SET status = $1, assignee = $2, version = version + 1 WHERE id = $3",
          [work.status, work.assignee, id],
        );
        for (const entry of entries) {
          await client.query(
            "INSERT INTO enquiry_history (enquiry_id, at, actor, action, detail) VALUES ($1, $2, $3, $4, $5)",
            [id, at, actor, entry.action, entry.detail],
          );
        }
        await enqueueWebhooks(client, id, "enquiry.updated", at);
        return { outcome: "saved", enquiry: (await get(id, client))! } as const;
      });
    },

    async releaseSpam(id, { version, actor, at, acknowledge: acknowledged }) {
      return inTransaction(pool, async (client) => {
        const current = await lockedAt(client, id, version);
        if (current.outcome !== "current") return current;
        const before = current.enquiry;
        if (before.status !== "spam" || before.spamReason === null) {
          return { outcome: "unchanged", enquiry: before } as const;
        }
        await requeue(client, id, at);
        if (acknowledged) await acknowledge(client, id, before.email, at);
        await client.query(
          "UPDATE enquiries SET status = 'new', version = version + 1 WHERE id = $1",
          [id],
        );
        await client.query(
          `INSERT INTO enquiry_history (enquiry_id, at, actor, action, detail)
           VALUES ($1, $2, $3, 'released', 'not spam')`,
          [id, at, actor],
        );
        await enqueueWebhooks(client, id, "enquiry.received", at);
        return { outcome: "saved", enquiry: (await get(id, client))! } as const;
      });
    },

    async addReply(id, { body, actorName }, { version, actor, at }) {
      return inTransaction(pool, async (client) => {
        const current = await lockedAt(client, id, version);
        if (current.outcome !== "current") return current;
        const before = current.enquiry;
        const { rows } = await client.query(
          `INSERT INTO enquiry_replies (enquiry_id, body, actor, actor_name, at)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [id, body, actor, actorName, at],
        );
        await client.query(
          `INSERT INTO outbox (enquiry_id, kind, reply_id, status, attempts, next_attempt_at, created_at)
           VALUES ($1, 'reply', $2, 'pending', 0, $3, $3)`,
          [id, rows[0].id, at],
        );
        const history = (action: string, detail: string) =>
          client.query(
            `INSERT INTO enquiry_history (enquiry_id, at, actor, action, detail)
             VALUES ($1, $2, $3, $4, $5)`,
            [id, at, actor, action, detail],
          );
        await history("replied", body);
        const status = answeredAfterReply(before.status);
        if (status !== before.status) await history("status", `${before.status} → ${status}`);
        await client.query(
          "UPDATE enquiries SET status = $1, version = version + 1 WHERE id = $2",
          [status, id],
        );
        if (status !== before.status) await enqueueWebhooks(client, id, "enquiry.updated", at);
        return { outcome: "saved", enquiry: (await get(id, client))! } as const;
      });
    },

    async replies(id) {
      const { rows } = await pool.query(`${selectReplies} WHERE r.enquiry_id = $1 ORDER BY r.id`, [
        id,
      ]);
      return rows.map((row) => toEnquiryReply(row, time));
    },

    routingTable,

    async saveRoutingRules(rules, { version, actor, at }) {
      const saved = await pool.query(
        `UPDATE enquiry_routing SET rules = $1, version = version + 1, updated_at = $2,
         updated_by = $3 WHERE id = 1 AND version = $4 RETURNING rules, version`,
        [JSON.stringify(rules), at, actor, version],
      );
      if (saved.rows.length === 1) {
        return { outcome: "saved", table: toRoutingTable(saved.rows[0]) } as const;
      }
      return { outcome: "conflict", table: await routingTable() } as const;
    },

    async addHistory(id, { at, actor, action, detail }) {
      const result = await pool.query(
        `INSERT INTO enquiry_history (enquiry_id, at, actor, action, detail)
         SELECT id, $2, $3, $4, $5 FROM enquiries WHERE id = $1`,
        [id, at, actor, action, detail],
      );
      return changed(result);
    },

    async history(id) {
      const { rows } = await pool.query(
        "SELECT at, actor, action, detail FROM enquiry_history WHERE enquiry_id = $1 ORDER BY id",
        [id],
      );
      return rows.map((row) => toHistoryEntry(row, time));
    },

    async delete(id) {
      return deleted(await pool.query(`DELETE FROM enquiries WHERE id = $1 ${returning}`, [id]));
    },

    async deleteByEmail(email) {
      return deleted(
        await pool.query(`DELETE FROM enquiries WHERE lower(email) = lower($1) ${returning}`, [
          email.trim(),
        ]),
      );
    },

    async deleteReceivedBefore(cutoff) {
      return deleted(
        await pool.query(`DELETE FROM enquiries WHERE received_at < $1 ${returning}`, [cutoff]),
      );
    },

    async deleteSpamReceivedBefore(cutoff) {
      return deleted(
        await pool.query(
          `DELETE FROM enquiries WHERE status = 'spam' AND received_at < $1 ${returning}`,
          [cutoff],
        ),
      );
    },

    async scrub() {
      // PostgreSQL's own files and WAL are the database administrator's (README "Privacy and
      // retention"); VACUUM marks the dead rows' space for reuse, it does not overwrite them.
      await pool.query("VACUUM enquiries, outbox, enquiry_history");
      return true;
    },

    rateLimits: postgresRateLimitCounter(pool),
    audience: postgresAudienceStore(pool),

    outbox: {
      async claimDue({ now, limit, leaseMs, claim, kinds }: ClaimOptions): Promise<ClaimedJob[]> {
        const { rows } = await pool.query(
          `UPDATE outbox o SET status = 'sending', attempts = o.attempts + 1, locked_by = $1, locked_until = $2
         FROM (SELECT id FROM outbox
               WHERE ((status = 'pending' AND next_attempt_at <= $3)
                  OR (status = 'sending' AND locked_until <= $3))
                 AND kind = ANY($5)
               ORDER BY next_attempt_at, id
               LIMIT $4
               FOR UPDATE SKIP LOCKED) due
         WHERE o.id = due.id
         RETURNING o.id, o.enquiry_id, o.kind, o.reply_id, o.attempts`,
          [claim, new Date(now.getTime() + leaseMs), now, limit, kinds ?? outboxJobKinds],
        );
        const jobs: ClaimedJob[] = [];
        // A job whose enquiry was erased meanwhile went with it: nothing to hand out.
        for (const row of rows) {
          const claimed = {
            jobId: Number(row.id),
            claim,
            attempts: Number(row.attempts),
            enquiryId: Number(row.enquiry_id),
          };
          const kind = isOutboxJobKind(row.kind) ? row.kind : "staff";
          if (kind === "webhook") {
            const webhook = await webhookJob(claimed.jobId);
            if (webhook) jobs.push({ ...claimed, kind, webhook });
            continue;
          }
          const enquiry = await get(claimed.enquiryId);
          if (enquiry) {
            jobs.push({
              ...claimed,
              kind,
              enquiry,
              reply: row.reply_id === null ? undefined : await reply(Number(row.reply_id)),
            });
          }
        }
        return jobs;
      },

      async markSent(job, at, answer) {
        return recordOne(pool, { job, sent: { at, answer } });
      },

      async scheduleRetry(job, error, at) {
        return recordOne(pool, { job, retry: { error, at } });
      },

      async markFailed(job, error) {
        return recordOne(pool, { job, failed: { error } });
      },

      async record(outcomes) {
        return inTransaction(pool, async (client) => {
          const recorded: boolean[] = [];
          for (const outcome of outcomes) recorded.push(await recordOne(client, outcome));
          return recorded;
        });
      },

      async claimsInFlight() {
        const { rows } = await pool.query(
          "SELECT DISTINCT locked_by FROM outbox WHERE status = 'sending'",
        );
        return rows.map((row) => String(row.locked_by));
      },

      async releaseClaims(claims, now) {
        if (claims.length === 0) return 0;
        const result = await pool.query(
          `UPDATE outbox SET status = 'pending', next_attempt_at = $1, locked_by = NULL,
           locked_until = NULL WHERE status = 'sending' AND locked_by = ANY($2)`,
          [now, claims],
        );
        return result.rowCount ?? 0;
      },

      async requeue(id, now) {
        return inTransaction(pool, async (client) => {
          const { rows } = await client.query("SELECT id FROM enquiries WHERE id = $1 FOR UPDATE", [
            id,
          ]);
          if (rows.length === 0) return false;
          await requeue(client, id, now);
          return true;
        });
      },

      async stats(): Promise<OutboxStats> {
        const { rows } = await pool.query(`SELECT
        count(*) FILTER (WHERE status IN ('pending', 'sending')) AS pending,
        count(*) FILTER (WHERE status = 'sending') AS sending,
        count(*) FILTER (WHERE status = 'failed' AND kind = 'staff') AS failed,
        min(created_at) FILTER (WHERE status IN ('pending', 'sending')) AS oldest
        FROM outbox WHERE kind <> 'webhook'`);
        const row = rows[0] ?? {};
        return {
          pending: Number(row.pending ?? 0),
          sending: Number(row.sending ?? 0),
          failed: Number(row.failed ?? 0),
          oldestPendingAt: row.oldest ?? null,
        };
      },
    },

    webhooks: {
      async addEndpoint({ url, secret, events, actor, at }) {
        const { rows } = await pool.query(
          `INSERT INTO webhook_endpoints (url, secret, events, created_at, created_by)
           VALUES ($1, $2, $3, $4, $5)
           RETURNING id, url, events, enabled, disabled_reason, created_at, created_by`,
          [url, secret, JSON.stringify(events), at, actor],
        );
        return toWebhookEndpoint(rows[0], time);
      },

      async endpoints() {
        const { rows } = await pool.query(`${selectEndpoints} ORDER BY id`);
        return rows.map((row) => toWebhookEndpoint(row, time));
      },

      async disableEndpoint(id, reason) {
        return inTransaction(pool, async (client) => {
          const disabled = await client.query(
            `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $1
             WHERE id = $2 AND enabled`,
            [reason, id],
          );
          if (!changed(disabled)) return false;
          await client.query(
            `UPDATE outbox SET status = 'failed', last_error = $1, last_answer = $1, locked_by = NULL,
             locked_until = NULL WHERE endpoint_id = $2 AND status IN ('pending', 'sending')`,
            [reason, id],
          );
          return true;
        });
      },

      async deleteEndpoint(id) {
        const { rows } = await pool.query(
          `DELETE FROM webhook_endpoints WHERE id = $1
           RETURNING id, url, events, enabled, disabled_reason, created_at, created_by`,
          [id],
        );
        return rows[0] ? toWebhookEndpoint(rows[0], time) : undefined;
      },

      async deliveries(enquiryId) {
        const { rows } = await pool.query(
          `${selectDeliveries} WHERE o.enquiry_id = $1 ORDER BY o.id`,
          [enquiryId],
        );
        return rows.map((row) => toWebhookDelivery(row, time));
      },

      async resend(enquiryId, jobId, now) {
        return changed(
          await pool.query(
            `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1,
             created_at = $1, last_error = NULL, last_answer = NULL, locked_by = NULL,
             locked_until = NULL, sent_at = NULL
             WHERE id = $2 AND enquiry_id = $3 AND kind = 'webhook'
               AND endpoint_id IN (SELECT id FROM webhook_endpoints WHERE enabled)`,
            [now, jobId, enquiryId],
          ),
        );
      },
    },

    async ping() {
      await pool.query("SELECT 1");
    },

    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
