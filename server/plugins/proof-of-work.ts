// The enquiry route asks here whether a POST carried a fresh solution (server/routes/enquiry.ts);
// the answer is a spam reason, never a refusal, so an enquiry without one is held, not lost.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { proofOfWorkHeader } from "../../common/proof-of-work.ts";
import type { Config } from "../config.ts";
import {
  checkSolution,
  type ProofOfWorkKeys,
  proofOfWorkKeys,
} from "../proof-of-work/challenge.ts";
import { solutionUse } from "../proof-of-work/used-solutions.ts";
import type { OneUse } from "../store/enquiry-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    proofOfWork: {
      keys: ProofOfWorkKeys;
      /**
       * What the POST's solution means for its enquiry: held as spam (none, expired, invalid), or
       * a challenge the stored enquiry uses up (a second use is held). Nothing when the rule is off.
       */
      check(request: FastifyRequest): Promise<{ spamReason: string } | { usesUp: OneUse } | null>;
    };
  }
}

export const proofOfWorkPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const keys = proofOfWorkKeys(config.ALTCHA_HMAC_KEY);
    if (config.SPAM_PROOF_OF_WORK === "off") {
      app.decorate("proofOfWork", { keys, check: async () => null });
      return;
    }
    app.decorate("proofOfWork", {
      keys,
      async check(request) {
        const header = request.headers[proofOfWorkHeader.toLowerCase()];
        const check = await checkSolution(keys, Array.isArray(header) ? header[0] : header);
        if (!check.valid) return { spamReason: check.reason };
        return { usesUp: solutionUse(check.id, check.expiresAtMs) };
      },
    });
  },
  { name: "proof-of-work", dependencies: ["enquiry-store"] },
);
