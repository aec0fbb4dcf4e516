// Proof of work with altcha-lib, in its deterministic mode: the server picks the counter, so a
// solver's work is bounded by maxNumber, and a solution is checked with two HMACs, no hashing
// search. The challenge is signed, so the server keeps nothing until a solution is used.
//
// altcha-lib makes the challenges and the form's solver; the check is done here with node:crypto.
// The library's verifySolution computes each HMAC through WebCrypto (a key imported, then an
// asynchronous sign, per call): on the enquiry's path that was most of what the proof of work cost
// the server, a fifth of its throughput. challenge.test.ts holds this check to verifySolution's
// answer on valid, tampered, expired and malformed solutions.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Challenge, createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

export const proofOfWork = {
  algorithm: "SHA-256",
  /** One SHA-256 per try. */
  cost: 1,
  /**
   * The counter is drawn up to this, so on average half of it is tried. Headless Chromium on a busy
   * 2-core server tries about 100,000 a second (docs/benchmarks.md): 0.2 s at worst, so a phone a
   * few times slower still needs well under a second.
   */
  maxNumber: 20_000,
  /** Long enough to fill the form in; a visitor who takes longer gets a fresh challenge. */
  expiresInMs: 20 * 60 * 1000,
} as const;

export interface ProofOfWorkKeys {
  /** Signs the challenge's parameters: nothing in them can be changed. */
  challenge: string;
  /** Signs the key the counter derives, so that checking a solution needs no hashing. */
  derivedKey: string;
}

/** Without a configured key each start draws its own, and challenges from before a restart fail. */
export function proofOfWorkKeys(hmacKey = randomBytes(32).toString("hex")): ProofOfWorkKeys {
  return {
    challenge: hmacKey,
    derivedKey: createHmac("sha256", hmacKey).update("altcha derived key").digest("hex"),
  };
}

export async function newChallenge(
  keys: ProofOfWorkKeys,
  {
    now = Date.now(),
    maxNumber = proofOfWork.maxNumber,
  }: { now?: number; maxNumber?: number } = {},
): Promise<Challenge> {
  return createChallenge({
    algorithm: proofOfWork.algorithm,
    cost: proofOfWork.cost,
    counter: randomInt(maxNumber, 0),
    deriveKey,
    expiresAt: new Date(now + proofOfWork.expiresInMs),
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
  });
}

export type SolutionCheck =
  | { valid: true; id: string; expiresAtMs: number }
  | { valid: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The header's base64 JSON `{challenge, solution}`, as the solver in the form sends it. */
function decodePayload(header: string): { challenge: Challenge; solution: unknown } | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
    if (!isRecord(payload) || !isRecord(payload.challenge)) return undefined;
    const { parameters } = payload.challenge;
    if (!isRecord(parameters) || typeof parameters.nonce !== "string") return undefined;
    return payload as { challenge: Challenge; solution: unknown };
  } catch {
    return undefined;
  }
}

const hmacHex = (data: string | Buffer, key: string) =>
  createHmac("sha256", key).update(data).digest("hex");

/** Equal strings, compared in constant time. */
function sameText(a: unknown, b: string): boolean {
  if (typeof a !== "string" || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** altcha-lib's canonical JSON: keys sorted at every depth, undefined values left out. */
function sortKeys(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .flatMap((key) => (value[key] === undefined ? [] : [[key, sortKeys(value[key])]])),
  );
}

const lowerHexBytes = /^(?:[0-9a-f]{2})+$/;
const maxCounter = 0xffff_ffff;

/**
 * What verifySolution answers for a challenge signed with a key signature (every challenge
 * newChallenge makes): expired, signature, solution shape, then the derived key's signature.
 */
function verify(
  keys: ProofOfWorkKeys,
  { challenge, solution }: { challenge: Challenge; solution: unknown },
  nowMs: number,
): "verified" | "expired" | "invalid" {
  const { parameters } = challenge;
  if (parameters.expiresAt && parameters.expiresAt < nowMs / 1000) return "expired";
  if (
    !sameText(challenge.signature, hmacHex(JSON.stringify(sortKeys(parameters)), keys.challenge))
  ) {
    return "invalid";
  }
  if (!isRecord(solution)) return "invalid";
  const { derivedKey, counter } = solution;
  if (typeof derivedKey !== "string" || !lowerHexBytes.test(derivedKey)) return "invalid";
  if (!Number.isInteger(counter) || (counter as number) < 0 || (counter as number) > maxCounter) {
    return "invalid";
  }
  // A challenge of ours always carries the key signature; one without is not ours.
  if (typeof parameters.keySignature !== "string") return "invalid";
  const signed = hmacHex(Buffer.from(derivedKey, "hex"), keys.derivedKey);
  return sameText(parameters.keySignature, signed) ? "verified" : "invalid";
}

export async function checkSolution(
  keys: ProofOfWorkKeys,
  header: string | undefined,
  nowMs = Date.now(),
): Promise<SolutionCheck> {
  if (header === undefined || header.trim() === "") {
    return { valid: false, reason: "no proof of work" };
  }
  const payload = decodePayload(header.trim());
  if (!payload) return { valid: false, reason: "proof of work unreadable" };
  const result = verify(keys, payload, nowMs);
  if (result === "expired") return { valid: false, reason: "proof of work expired" };
  // A signed challenge always has its expiry: one without is not ours.
  const { expiresAt, nonce } = payload.challenge.parameters;
  if (result !== "verified" || typeof expiresAt !== "number") {
    return { valid: false, reason: "proof of work invalid" };
  }
  return { valid: true, id: nonce, expiresAtMs: expiresAt * 1000 };
}
