// The counts live in the enquiry store's own connection (sqlite-store.ts hands this its database).
// A second connection to the same file would cost each of them its page cache on every write of
// the other: with the proof of work on, that was an eighth of an enquiry's time.
import type { DatabaseSync } from "node:sqlite";
import type { RateLimitCounter, WindowCount } from "./rate-limit-store.ts";
import { transaction, withoutWaitingForDisk } from "./sqlite-transaction.ts";

/** One more hit of `key`, in the caller's transaction (the enquiry's, for NewEnquiry.usesUp). */
export function sqliteHit(db: DatabaseSync) {
  const hit = db.prepare(`
    INSERT INTO rate_limits (key, hits, resets_at) VALUES (:key, 1, :now + :window)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.resets_at <= :now THEN 1 ELSE rate_limits.hits + 1 END,
      resets_at = CASE WHEN rate_limits.resets_at <= :now THEN excluded.resets_at
                       ELSE rate_limits.resets_at END
    RETURNING hits, resets_at`);
  return (key: string, windowMs: number, now = Date.now()): WindowCount =>
    // .all(), not .get(): a RETURNING statement left open keeps the WAL from checkpointing.
    count(hit.all({ key, now, window: windowMs })[0], now);
}

function count(row: Record<string, unknown> | undefined, now: number): WindowCount {
  return row
    ? { hits: Number(row.hits), resetsInMs: Math.max(0, Number(row.resets_at) - now) }
    : { hits: 0, resetsInMs: 0 };
}

/** Counts in `db`, which its store opens, migrates and closes. */
export function sqliteRateLimitCounter(db: DatabaseSync): RateLimitCounter {
  const hit = sqliteHit(db);
  const peek = db.prepare(
    "SELECT hits, resets_at FROM rate_limits WHERE key = :key AND resets_at > :now",
  );
  const undo = db.prepare(
    "UPDATE rate_limits SET hits = hits - 1 WHERE key = :key AND hits > 0 AND resets_at > :now",
  );
  const purge = db.prepare("DELETE FROM rate_limits WHERE resets_at <= :now");

  return {
    async hit(key, windowMs) {
      // BEGIN IMMEDIATE: the write lock first, so processes on this file take turns (busy_timeout).
      return withoutWaitingForDisk(db, () => transaction(db, () => hit(key, windowMs)));
    },
    async peek(key) {
      const now = Date.now();
      return count(peek.all({ key, now })[0], now);
    },
    async undo(key) {
      withoutWaitingForDisk(db, () => undo.run({ key, now: Date.now() }));
    },
    async purgeExpired() {
      return Number(withoutWaitingForDisk(db, () => purge.run({ now: Date.now() })).changes);
    },
  };
}
