// The enquiry's proof of work, solved while the visitor types so that "Send Message" rarely waits.
// The browser's own crypto.subtle does the hashing: no widget, no third party, no cookie. Without a
// solution in time the enquiry is sent all the same: the server holds it as spam, never loses it.
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { challengeEndpoint } from "../../../common/proof-of-work.ts";
import { backendUrl as configuredBackend } from "../../config/runtime.ts";

/** How long a send waits for a solution still being worked out: a mid-range phone needs well under 1 s. */
export const proofWaitMs = 3_000;
/** A solution whose challenge expires sooner than this is not sent: a new one is solved. */
const freshForMs = 60_000;
/** The solver gives up after this, as the challenge's fetch does. */
const solveTimeoutMs = 20_000;

interface Proof {
  payload: string;
  expiresAtMs: number;
}

let pending: Promise<Proof | undefined> | undefined;
let solved: Proof | undefined;

async function fetchAndSolve(backendUrl: string): Promise<Proof | undefined> {
  const response = await fetch(`${backendUrl}${challengeEndpoint}`, {
    credentials: "omit",
    cache: "no-store",
    signal: AbortSignal.timeout(solveTimeoutMs),
  });
  if (!response.ok) return undefined;
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: solveTimeoutMs });
  if (!solution) return undefined;
  return {
    payload: btoa(JSON.stringify({ challenge, solution })),
    expiresAtMs: (challenge.parameters.expiresAt ?? 0) * 1000,
  };
}

const isFresh = (proof: Proof | undefined) =>
  proof !== undefined && proof.expiresAtMs - Date.now() > freshForMs;

/** Starts fetching and solving a challenge, unless one is under way or solved and still fresh. */
export function prepareProofOfWork(backendUrl = configuredBackend): void {
  if (pending && (solved === undefined || isFresh(solved))) return;
  solved = undefined;
  const attempt = fetchAndSolve(backendUrl).catch(() => undefined);
  pending = attempt;
  attempt.then((proof) => {
    if (pending === attempt) solved = proof;
    // A failed attempt is not kept: the next call tries again.
    if (pending === attempt && proof === undefined) pending = undefined;
  });
}

/**
 * The X-Altcha value for one send, or undefined after `waitMs`. A solution is good for one enquiry,
 * so it is handed out once and the next send solves another.
 */
export async function takeProofOfWork(
  waitMs = proofWaitMs,
  backendUrl = configuredBackend,
): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs, undefined);
  });
  try {
    // Twice at most: a solution that went stale while the visitor typed is replaced once.
    for (let round = 0; round < 2; round += 1) {
      prepareProofOfWork(backendUrl);
      const attempt = pending;
      if (!attempt) return undefined;
      const proof = await Promise.race([attempt, late]);
      if (proof === undefined) return undefined;
      if (pending === attempt) {
        pending = undefined;
        solved = undefined;
      }
      if (isFresh(proof)) return proof.payload;
    }
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
