// Rate-limit counts kept where every server process sees them: SQLite in DATA_DIR or PostgreSQL
// (DATABASE_URL), the same choice as the enquiry store. Counting in each process's memory would let a
// client through once per process and forget everything on restart.
// Fixed windows: the first hit opens a window of `windowMs`; later hits in it add one; the first hit
// after it ends opens a new one. Each hit is one atomic statement, so concurrent servers never lose one.
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Config } from "../config.ts";
import { openPostgresRateLimitCounter } from "./rate-limit-store-postgres.ts";
import { openSqliteRateLimitCounter } from "./rate-limit-store-sqlite.ts";

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends (0 when none is open). */
  resetsInMs: number;
}

export interface RateLimitCounter {
  /** Counts one hit for the key and returns the window's total. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window's count, without counting. */
  peek(key: string): Promise<WindowCount>;
  /** Deletes the rows of ended windows; returns how many. */
  purgeExpired(): Promise<number>;
  close(): Promise<void>;
}

/** Ended windows are deleted this often (each process does it; a DELETE twice is harmless). */
export const purgeEveryMs = 60_000;

export function openRateLimitCounter(
  config: Pick<Config, "DATA_DIR" | "DATABASE_URL">,
): RateLimitCounter {
  return config.DATABASE_URL
    ? openPostgresRateLimitCounter(config.DATABASE_URL)
    : openSqliteRateLimitCounter(config.DATA_DIR);
}

/** The counter as @fastify/rate-limit's custom `store` (its `incr`/`read`/`child` interface). */
export function rateLimitStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  const reply = (callback: Callback) => ({
    ok: ({ hits, resetsInMs }: WindowCount) => callback(null, { current: hits, ttl: resetsInMs }),
    fail: (error: unknown) =>
      callback(error instanceof Error ? error : new Error(String(error)), undefined),
  });
  return class CounterStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const { ok, fail } = reply(callback);
      counter.hit(key, timeWindow).then(ok, fail);
    }
    read(key: string, callback: Callback) {
      const { ok, fail } = reply(callback);
      counter.peek(key).then(ok, fail);
    }
    child() {
      return this;
    }
  };
}
