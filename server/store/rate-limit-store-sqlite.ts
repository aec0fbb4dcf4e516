import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sqliteFileName } from "./open-store.ts";
import type { RateLimitCounter } from "./rate-limit-store.ts";
import { migrateSqlite } from "./sqlite-store.ts";

export function openSqliteRateLimitCounter(dataDir: string): RateLimitCounter {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, sqliteFileName));
  // A lost count after a power cut is harmless: NORMAL is enough here (the enquiry store uses FULL).
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA busy_timeout = 5000;
  `);
  migrateSqlite(db);

  const hit = db.prepare(`
    INSERT INTO rate_limits (key, hits, resets_at) VALUES (:key, 1, :now + :window)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.resets_at <= :now THEN 1 ELSE rate_limits.hits + 1 END,
      resets_at = CASE WHEN rate_limits.resets_at <= :now THEN excluded.resets_at
                       ELSE rate_limits.resets_at END
    RETURNING hits, resets_at`);
  const peek = db.prepare(
    "SELECT hits, resets_at FROM rate_limits WHERE key = :key AND resets_at > :now",
  );
  const undo = db.prepare(
    "UPDATE rate_limits SET hits = hits - 1 WHERE key = :key AND hits > 0 AND resets_at > :now",
  );
  const purge = db.prepare("DELETE FROM rate_limits WHERE resets_at <= :now");

  const count = (row: Record<string, unknown> | undefined, now: number) =>
    row
      ? { hits: Number(row.hits), resetsInMs: Math.max(0, Number(row.resets_at) - now) }
      : { hits: 0, resetsInMs: 0 };

  return {
    async hit(key, windowMs) {
      const now = Date.now();
      // BEGIN IMMEDIATE: the write lock first, so processes on this file take turns (busy_timeout).
      db.exec("BEGIN IMMEDIATE");
      try {
        // .all(), not .get(): a RETURNING statement left open keeps the WAL from checkpointing.
        const [row] = hit.all({ key, now, window: windowMs });
        db.exec("COMMIT");
        return count(row, now);
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
    async peek(key) {
      const now = Date.now();
      return count(peek.all({ key, now })[0], now);
    },
    async undo(key) {
      undo.run({ key, now: Date.now() });
    },
    async purgeExpired() {
      return Number(purge.run({ now: Date.now() }).changes);
    },
    async close() {
      db.close();
    },
  };
}
