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

export interface AuditLog {
  record(entry: Omit<AuditEntry, "at">): Promise<void>;
  list(limit?: number): Promise<AuditEntry[]>;
  deleteBefore(cutoff: Date): Promise<number>;
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
  const insertRelease = db.prepare(
    "INSERT INTO releases (id, published_at, actor, commit_sha, summary) VALUES (?, ?, ?, ?, ?)",
  );
  const selectReleases = db.prepare(
    "SELECT id, published_at, actor, commit_sha, summary FROM releases ORDER BY id DESC",
  );
  return {
    kind: "sqlite",
    database: db,
    audit: {
      async record({ actor, address, action, detail }) {
        insert.run(Date.now(), actor, address, action, detail);
      },
      async list(limit = 500) {
        return select.all(limit).map((row) => ({
          at: new Date(Number(row.at)),
          actor: String(row.actor),
          address: String(row.address),
          action: String(row.action),
          detail: String(row.detail),
        }));
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
        return rows.map((row) => ({
          at: row.at as Date,
          actor: String(row.actor),
          address: String(row.address),
          action: String(row.action),
          detail: String(row.detail),
        }));
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
          "SELECT id, published_at, actor, commit_sha, summary FROM releases ORDER BY id DESC",
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
