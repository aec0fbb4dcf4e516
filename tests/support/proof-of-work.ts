// Solves the server's challenge for real, as the form does, and gives the X-Altcha header's value.
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error("the challenge was not solved within 10 s");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
