// Times come from the database's clock, so servers with skewed clocks agree. The counts use the
// enquiry store's pool (postgres-store.ts hands it over), which also closes it.
import type pg from "pg";
import type { RateLimitCounter, WindowCount } from "./rate-limit-store.ts";

const remaining = "GREATEST(0, floor(extract(epoch FROM resets_at - now()) * 1000))::bigint";

const count = (row: { hits: number; resets_in_ms: string } | undefined): WindowCount =>
  row
    ? { hits: Number(row.hits), resetsInMs: Number(row.resets_in_ms) }
    : { hits: 0, resetsInMs: 0 };

/** One more hit of `key`, on the pool or in the caller's transaction (NewEnquiry.usesUp). */
export async function postgresHit(
  client: Pick<pg.Pool, "query">,
  key: string,
  windowMs: number,
): Promise<WindowCount> {
  // One statement: atomic on its own, whatever other servers do at the same moment. now() is
  // each transaction's start: one that started a moment before the transaction that opened
  // the window would see a little more than the window left, hence the LEAST.
  const { rows } = await client.query(
    `INSERT INTO rate_limits AS r (key, hits, resets_at)
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.hits + 1 END,
       resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
     RETURNING hits, LEAST($2::bigint, ${remaining}) AS resets_in_ms`,
    [key, windowMs],
  );
  return count(rows[0]);
}

export function postgresRateLimitCounter(pool: pg.Pool): RateLimitCounter {
  return {
    hit: (key, windowMs) => postgresHit(pool, key, windowMs),
    async peek(key) {
      const { rows } = await pool.query(
        `SELECT hits, ${remaining} AS resets_in_ms FROM rate_limits
         WHERE key = $1 AND resets_at > now()`,
        [key],
      );
      return count(rows[0]);
    },
    async undo(key) {
      await pool.query(
        "UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND resets_at > now()",
        [key],
      );
    },
    async purgeExpired() {
      const result = await pool.query("DELETE FROM rate_limits WHERE resets_at <= now()");
      return result.rowCount ?? 0;
    },
  };
}
