// A solution is good for one enquiry. The rate limit's table already counts keys atomically in the
// store every server shares, until a time: a key per challenge, counted until the challenge expires,
// is exactly "used once". The store counts it in the transaction that stores the enquiry
// (NewEnquiry.usesUp), so a solution is used up exactly when an enquiry is kept; no table of its
// own, and the rate limit's purge clears it.
import type { OneUse } from "../store/enquiry-store.ts";

/** A minute past the expiry, so that servers whose clocks differ a little still agree. */
const clockMarginMs = 60_000;

const usedAgainReason = "proof of work already used";

export function solutionUse(challengeId: string, expiresAtMs: number, now = Date.now()): OneUse {
  return {
    key: `proof-of-work:${challengeId}`,
    windowMs: Math.max(1, expiresAtMs - now) + clockMarginMs,
    reasonIfUsed: usedAgainReason,
  };
}
