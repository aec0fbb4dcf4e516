// The check in challenge.ts is written with node:crypto for speed; altcha-lib's verifySolution is
// the reference it must agree with, on solutions as a browser sends them and on every way of
// spoiling one.
import { type Challenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { solvedPayload } from "../../tests/support/proof-of-work.ts";
import { checkSolution, newChallenge, type ProofOfWorkKeys, proofOfWorkKeys } from "./challenge.ts";

const keys = proofOfWorkKeys("a".repeat(64));
const otherKeys = proofOfWorkKeys("b".repeat(64));

type Payload = { challenge: Challenge; solution: Record<string, unknown> };

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");

async function reference(signedWith: ProofOfWorkKeys, payload: Payload) {
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution as never,
    deriveKey,
    hmacSignatureSecret: signedWith.challenge,
    hmacKeySignatureSecret: signedWith.derivedKey,
  }).catch(() => undefined);
  if (result?.expired) return "expired";
  return result?.verified ? "verified" : "invalid";
}

async function ours(signedWith: ProofOfWorkKeys, payload: Payload) {
  const check = await checkSolution(signedWith, encode(payload));
  if (check.valid) return "verified";
  return check.reason === "proof of work expired" ? "expired" : "invalid";
}

/** Ways a client can spoil a solved payload, each a copy with one thing changed. */
const spoilers: Record<string, (p: Payload) => Payload> = {
  "as solved": (p) => p,
  "counter changed": (p) => ({
    ...p,
    solution: { ...p.solution, counter: Number(p.solution.counter) + 1 },
  }),
  "counter a string": (p) => ({
    ...p,
    solution: { ...p.solution, counter: String(p.solution.counter) },
  }),
  "counter fractional": (p) => ({ ...p, solution: { ...p.solution, counter: 1.5 } }),
  "counter negative": (p) => ({ ...p, solution: { ...p.solution, counter: -1 } }),
  "counter past 32 bits": (p) => ({ ...p, solution: { ...p.solution, counter: 2 ** 32 } }),
  "derived key upper case": (p) => ({
    ...p,
    solution: { ...p.solution, derivedKey: String(p.solution.derivedKey).toUpperCase() },
  }),
  "derived key one digit off": (p) => {
    const key = String(p.solution.derivedKey);
    const last = key.at(-1) === "0" ? "1" : "0";
    return { ...p, solution: { ...p.solution, derivedKey: `${key.slice(0, -1)}${last}` } };
  },
  "derived key odd length": (p) => ({
    ...p,
    solution: { ...p.solution, derivedKey: String(p.solution.derivedKey).slice(1) },
  }),
  "derived key missing": (p) => ({ ...p, solution: { counter: p.solution.counter } }),
  "signature missing": (p) => ({ ...p, challenge: { ...p.challenge, signature: "" } }),
  "signature of other text": (p) => ({
    ...p,
    challenge: { ...p.challenge, signature: "0".repeat(64) },
  }),
  "expiry moved later": (p) => ({
    ...p,
    challenge: {
      ...p.challenge,
      parameters: {
        ...p.challenge.parameters,
        expiresAt: Number(p.challenge.parameters.expiresAt) + 600,
      },
    },
  }),
  "key signature dropped": (p) => {
    const { keySignature: _, ...parameters } = p.challenge.parameters;
    return { ...p, challenge: { ...p.challenge, parameters } };
  },
  "parameters with an extra key": (p) => ({
    ...p,
    challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, extra: 1 } as never },
  }),
  "parameters' keys reordered": (p) => ({
    ...p,
    challenge: {
      ...p.challenge,
      parameters: Object.fromEntries(Object.entries(p.challenge.parameters).reverse()) as never,
    },
  }),
};

describe("checkSolution agrees with altcha-lib's verifySolution", () => {
  let solved: Payload[] = [];
  let expired: Payload;

  beforeAll(async () => {
    solved = await Promise.all(
      Array.from({ length: 6 }, async () =>
        JSON.parse(
          Buffer.from(
            await solvedPayload(await newChallenge(keys, { maxNumber: 200 })),
            "base64",
          ).toString("utf8"),
        ),
      ),
    );
    expired = JSON.parse(
      Buffer.from(
        await solvedPayload(
          await newChallenge(keys, { maxNumber: 200, now: Date.now() - 3_600_000 }),
        ),
        "base64",
      ).toString("utf8"),
    );
  });

  it.each(Object.keys(spoilers))("%s", async (name) => {
    const spoil = spoilers[name]!;
    for (const payload of solved) {
      const spoiled = spoil(payload);
      for (const signedWith of [keys, otherKeys]) {
        expect(await ours(signedWith, spoiled)).toBe(await reference(signedWith, spoiled));
      }
    }
    // Agreement alone could be two checks that refuse everything: the unspoiled one passes.
    expect(await ours(keys, solved[0]!)).toBe("verified");
  });

  it("an expired challenge, however it is spoiled", async () => {
    for (const spoil of Object.values(spoilers)) {
      expect(await ours(keys, spoil(expired))).toBe(await reference(keys, spoil(expired)));
    }
    expect(await ours(keys, expired)).toBe("expired");
  });

  it("any derived key or counter a client makes up", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...solved.map((_, i) => i)),
        fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-f]{2,64}$/)),
        fc.oneof(fc.integer(), fc.double(), fc.string()),
        async (index, derivedKey, counter) => {
          const payload = { ...solved[index]!, solution: { derivedKey, counter } };
          expect(await ours(keys, payload)).toBe(await reference(keys, payload));
        },
      ),
      { numRuns: 200 },
    );
  });
});
