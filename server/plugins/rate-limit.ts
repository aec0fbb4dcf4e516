// The per-client enquiry limit (RATE_LIMIT_PER_MINUTE; 0 turns it off), counted in the store every
// server shares (store/rate-limit-store.ts) through @fastify/rate-limit's custom store, so servers
// behind one address and restarts do not multiply it.
//
// What counts: enquiries the server accepts (stored, suspected spam included: spam is answered like
// any enquiry, so it must use up the limit too). What does not: invalid posts (400), so that a
// person correcting the form is not locked out; and CSRF/origin refusals (403), which cost the server
// nothing (no body read, nothing written), while counting them would let any site a visitor opens
// post cross-site from the visitor's browser and use up the visitor's limit.
// A client at the limit is refused (429) before its body is read, whatever it sends.
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { openRateLimitCounter, purgeEveryMs, rateLimitStore } from "../store/rate-limit-store.ts";

export const enquiryWindowMs = 60_000;

declare module "fastify" {
  interface FastifyInstance {
    enquiryLimit: {
      /** onRequest hook: 429 when the client has used up its enquiries for this window. */
      check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Counts an accepted enquiry; false (and a 429 sent) when another server took the last one. */
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
    const counter = openRateLimitCounter(config);
    const purge = async () => {
      try {
        await counter.purgeExpired();
      } catch (error) {
        app.log.warn({ err: error }, "could not delete ended rate-limit windows");
      }
    };
    const timer = setInterval(purge, purgeEveryMs);
    timer.unref();
    app.addHook("onReady", purge);
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await counter.close();
    });

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
  // The PostgreSQL table comes from the enquiry store's migrations, run when it opens.
  { name: "rate-limits", dependencies: ["enquiry-store"] },
);
