// Counting in each process's memory would let a client through once per process and forget
// everything on restart.
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Config } from "../config.ts";
import { openPostgresRateLimitCounter } from "./rate-limit-store-postgres.ts";
import { openSqliteRateLimitCounter } from "./rate-limit-store-sqlite.ts";

export interface WindowCount {
  hits: number;
  resetsInMs: number;
}

export interface RateLimitCounter {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  /** Takes back one hit of the window under way (never below 0; an ended window is left). */
  undo(key: string): Promise<void>;
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
