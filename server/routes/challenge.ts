// No cookie and no server-side state: the challenge is signed and carries its own expiry.
import type { FastifyInstance } from "fastify";
import { challengeEndpoint } from "../../common/proof-of-work.ts";
import { newChallenge } from "../proof-of-work/challenge.ts";

export async function challengeRoutes(app: FastifyInstance) {
  app.get(challengeEndpoint, async (_request, reply) => {
    const challenge = await newChallenge(app.proofOfWork.keys);
    return reply.header("Cache-Control", "no-store").code(200).send(challenge);
  });
}
