import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { sqliteFileName } from "../store/open-store.ts";
import { openPostgresPool } from "../store/postgres-store.ts";
import { openSqliteDatabase } from "../store/sqlite-store.ts";
import type { AdminConfig } from "./config.ts";

export interface AuditEntry {
  at: Date;
  actor: string;
  address: string;
  action: string;
  detail: string;
}

export interface AuditQuery {
  action?: string;
  /** Part of the person's e-mail address, in any case. */
  actor?: string;
  /** One UTC day. */
  day?: { from: Date; to: Date };
  limit: number;
  offset: number;
}

export interface AuditLog {
  record(entry: Omit<AuditEntry, "at">): Promise<void>;
  list(limit?: number): Promise<AuditEntry[]>;
  /** Newest first, filtered and paged. */
  search(query: AuditQuery): Promise<AuditEntry[]>;
  /** Every action recorded so far, for the filter's choices. */
  actions(): Promise<string[]>;
  deleteBefore(cutoff: Date): Promise<number>;
}

/** Each filter given, in the dialect's placeholders ("?" or "$n"). */
function auditFilter(
  query: AuditQuery,
  placeholder: (index: number) => string,
  time: (date: Date) => unknown,
) {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (at: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(sql(placeholder(values.length)));
  };
  if (query.action) add((at) => `action = ${at}`, query.action);
  if (query.actor) {
    const literal = query.actor.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
    add((at) => `lower(actor) LIKE ${at} ESCAPE '\\'`, `%${literal}%`);
  }
  if (query.day) {
    add((at) => `at >= ${at}`, time(query.day.from));
    add((at) => `at < ${at}`, time(query.day.to));
  }
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", values };
}

export interface ReleaseRecord {
  id: string;
  publishedAt: Date;
  actor: string;
  commit: string;
  summary: string;
}

export interface ReleaseLog {
  record(release: ReleaseRecord): Promise<void>;
  list(): Promise<ReleaseRecord[]>;
}

export interface AdminStore {
  kind: "sqlite" | "postgres";
  database: DatabaseSync | pg.Pool;
  audit: AuditLog;
  releases: ReleaseLog;
  close(): Promise<void>;
}

export async function openAdminStore(
  config: Pick<AdminConfig, "DATA_DIR" | "DATABASE_URL">,
): Promise<AdminStore> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openSqlite(join(config.DATA_DIR, sqliteFileName));
}

function openSqlite(file: string): AdminStore {
  const db = openSqliteDatabase(file);
  const insert = db.prepare(
    "INSERT INTO audit_log (at, actor, address, action, detail) VALUES (?, ?, ?, ?, ?)",
  );
  const select = db.prepare(
    "SELECT at, actor, address, action, detail FROM audit_log ORDER BY id DESC LIMIT ?",
  );
  const purge = db.prepare("DELETE FROM audit_log WHERE at < ?");
  const selectActions = db.prepare("SELECT DISTINCT action FROM audit_log ORDER BY action");
  const insertRelease = db.prepare(
    "INSERT INTO releases (id, published_at, actor, commit_sha, summary) VALUES (?, ?, ?, ?, ?)",
  );
  // Newest first by when it was published: ids name the second only, so two releases of one
  // second would otherwise come in the order of their random part.
  const selectReleases = db.prepare(
    "SELECT id, published_at, actor, commit_sha, summary FROM releases ORDER BY published_at DESC, id DESC",
  );
  return {
    kind: "sqlite",
    database: db,
    audit: {
      async record({ actor, address, action, detail }) {
        insert.run(Date.now(), actor, address, action, detail);
      },
      async list(limit = 500) {
        return select.all(limit).map(sqliteEntry);
      },
      async search(query) {
        const { where, values } = auditFilter(
          query,
          () => "?",
          (date) => date.getTime(),
        );
        return db
          .prepare(
            `SELECT at, actor, address, action, detail FROM audit_log ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
          )
          .all(...(values as number[]), query.limit, query.offset)
          .map(sqliteEntry);
      },
      async actions() {
        return selectActions.all().map((row) => String(row.action));
      },
      async deleteBefore(cutoff) {
        return Number(purge.run(cutoff.getTime()).changes);
      },
    },
    releases: {
      async record({ id, publishedAt, actor, commit, summary }) {
        insertRelease.run(id, publishedAt.getTime(), actor, commit, summary);
      },
      async list() {
        return selectReleases.all().map((row) => ({
          id: String(row.id),
          publishedAt: new Date(Number(row.published_at)),
          actor: String(row.actor),
          commit: String(row.commit_sha),
          summary: String(row.summary),
        }));
      },
    },
    async close() {
      db.close();
    },
  };
}

function sqliteEntry(row: Record<string, unknown>): AuditEntry {
  return {
    at: new Date(Number(row.at)),
    actor: String(row.actor),
    address: String(row.address),
    action: String(row.action),
    detail: String(row.detail),
  };
}

async function openPostgres(connectionString: string): Promise<AdminStore> {
  const pool = await openPostgresPool(connectionString);
  return {
    kind: "postgres",
    database: pool,
    audit: {
      async record({ actor, address, action, detail }) {
        await pool.query(
          "INSERT INTO audit_log (at, actor, address, action, detail) VALUES (now(), $1, $2, $3, $4)",
          [actor, address, action, detail],
        );
      },
      async list(limit = 500) {
        const { rows } = await pool.query(
          "SELECT at, actor, address, action, detail FROM audit_log ORDER BY id DESC LIMIT $1",
          [limit],
        );
        return rows.map(postgresEntry);
      },
      async search(query) {
        const { where, values } = auditFilter(
          query,
          (index) => `$${index}`,
          (date) => date,
        );
        const { rows } = await pool.query(
          `SELECT at, actor, address, action, detail FROM audit_log ${where}
           ORDER BY id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
          [...values, query.limit, query.offset],
        );
        return rows.map(postgresEntry);
      },
      async actions() {
        const { rows } = await pool.query("SELECT DISTINCT action FROM audit_log ORDER BY action");
        return rows.map((row) => String(row.action));
      },
      async deleteBefore(cutoff) {
        const result = await pool.query("DELETE FROM audit_log WHERE at < $1", [cutoff]);
        return result.rowCount ?? 0;
      },
    },
    releases: {
      async record({ id, publishedAt, actor, commit, summary }) {
        await pool.query(
          "INSERT INTO releases (id, published_at, actor, commit_sha, summary) VALUES ($1, $2, $3, $4, $5)",
          [id, publishedAt, actor, commit, summary],
        );
      },
      async list() {
        const { rows } = await pool.query(
          "SELECT id, published_at, actor, commit_sha, summary FROM releases ORDER BY published_at DESC, id DESC",
        );
        return rows.map((row) => ({
          id: String(row.id),
          publishedAt: row.published_at as Date,
          actor: String(row.actor),
          commit: String(row.commit_sha),
          summary: String(row.summary),
        }));
      },
    },
    async close() {
      await pool.end();
    },
  };
}

function postgresEntry(row: Record<string, unknown>): AuditEntry {
  return {
    at: row.at as Date,
    actor: String(row.actor),
    address: String(row.address),
    action: String(row.action),
    detail: String(row.detail),
  };
}
