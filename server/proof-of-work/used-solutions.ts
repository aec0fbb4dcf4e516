// A solution is good for one enquiry. The rate limit's table already counts keys atomically in the
// store every server shares, until a time: a key per challenge, counted until the challenge expires,
// is exactly "used once". No table of its own, and the rate limit's purge clears it.
import type { RateLimitCounter } from "../store/rate-limit-store.ts";

/** A minute past the expiry, so that servers whose clocks differ a little still agree. */
const clockMarginMs = 60_000;

export interface UsedSolutions {
  /** True the first time a challenge is used; false on every later use, from any server. */
  firstUse(challengeId: string, expiresAtMs: number, now?: number): Promise<boolean>;
}

export function usedSolutions(counter: RateLimitCounter): UsedSolutions {
  return {
    async firstUse(challengeId, expiresAtMs, now = Date.now()) {
      const windowMs = Math.max(1, expiresAtMs - now) + clockMarginMs;
      const { hits } = await counter.hit(`proof-of-work:${challengeId}`, windowMs);
      return hits === 1;
    },
  };
}
