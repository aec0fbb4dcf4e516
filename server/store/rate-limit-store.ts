// Counting in each process's memory would let a client through once per process and forget
// everything on restart. Each enquiry store counts in its own database (`store.rateLimits`).
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

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
}

/** Ended windows are deleted this often (each process does it; a DELETE twice is harmless). */
export const purgeEveryMs = 60_000;

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
