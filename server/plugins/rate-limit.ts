// Counted in the shared store so servers and restarts do not multiply it. Accepted enquiries count
// (spam too: it is answered like any); 400s do not, so a person correcting the form is not locked
// out; nor do 403s, which would let any site use up a visitor's limit cross-site.
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { rateLimitStore } from "../store/rate-limit-store.ts";

export const enquiryWindowMs = 60_000;

declare module "fastify" {
  interface FastifyInstance {
    enquiryLimit: {
      check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      count(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
    };
  }
}

function refuse(reply: FastifyReply, max: number, resetsInSeconds: number) {
  const seconds = Math.max(1, resetsInSeconds);
  return reply
    .code(429)
    .headers({
      "retry-after": seconds,
      "x-ratelimit-limit": max,
      "x-ratelimit-remaining": 0,
      "x-ratelimit-reset": seconds,
    })
    .send({ message: `Rate limit exceeded: retry in ${seconds} s.` });
}

export const rateLimits = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const max = config.RATE_LIMIT_PER_MINUTE;
    if (max === 0) {
      app.decorate("enquiryLimit", { check: async () => {}, count: async () => true });
      return;
    }
    // Counted in the store every server shares; its plugin (enquiry-store.ts) clears ended windows.
    const counter = app.enquiryStore.rateLimits;
    await app.register(rateLimit, { global: false, store: rateLimitStore(counter) });
    // request.ip honours TRUST_PROXY, so behind a proxy the limit is per visitor, not per proxy.
    const limiter = app.createRateLimit({
      max,
      timeWindow: enquiryWindowMs,
      keyGenerator: (request) => `enquiry:${normalizeIP(request.ip)}`,
    });

    app.decorate("enquiryLimit", {
      async check(request, reply) {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) refuse(reply, max, state.ttlInSeconds);
      },
      async count(request, reply) {
        const state = await limiter(request);
        if (state.isAllowed || !state.isExceeded) return true;
        refuse(reply, max, state.ttlInSeconds);
        return false;
      },
    });
  },
  { name: "rate-limits", dependencies: ["enquiry-store"] },
);
