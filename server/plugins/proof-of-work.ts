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
import { usedSolutions } from "../proof-of-work/used-solutions.ts";
import { purgeEveryMs } from "../store/rate-limit-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    proofOfWork: {
      keys: ProofOfWorkKeys;
      /** Null when the POST carries a valid solution not used before (or the rule is off). */
      spamReason(request: FastifyRequest): Promise<string | null>;
    };
  }
}

export const proofOfWorkPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const keys = proofOfWorkKeys(config.ALTCHA_HMAC_KEY);
    if (config.SPAM_PROOF_OF_WORK === "off") {
      app.decorate("proofOfWork", { keys, spamReason: async () => null });
      return;
    }
    const counter = app.enquiryStore.rateLimits;
    const used = usedSolutions(counter);
    // The rate limit purges the same table, but it is not there when RATE_LIMIT_PER_MINUTE is 0.
    const purge = async () => {
      try {
        await counter.purgeExpired();
      } catch (error) {
        app.log.warn({ err: error }, "could not delete expired proof-of-work solutions");
      }
    };
    const timer = setInterval(purge, purgeEveryMs);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));

    app.decorate("proofOfWork", {
      keys,
      async spamReason(request) {
        const header = request.headers[proofOfWorkHeader.toLowerCase()];
        const check = await checkSolution(keys, Array.isArray(header) ? header[0] : header);
        if (!check.valid) return check.reason;
        return (await used.firstUse(check.id, check.expiresAtMs))
          ? null
          : "proof of work already used";
      },
    });
  },
  { name: "proof-of-work", dependencies: ["enquiry-store"] },
);
