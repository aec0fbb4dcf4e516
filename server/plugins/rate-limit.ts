// Per-client-address rate limiting, off by default for every route: a route opts in with
// `config: { rateLimit: enquiryRateLimit(config) }`. RATE_LIMIT_PER_MINUTE=0 turns it off.
import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";

export function enquiryRateLimit(config: Pick<Config, "RATE_LIMIT_PER_MINUTE">) {
  return config.RATE_LIMIT_PER_MINUTE > 0
    ? ({ max: config.RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } satisfies RateLimitOptions)
    : false;
}

export const rateLimits = fp(
  async (app: FastifyInstance) => {
    // request.ip honours TRUST_PROXY, so behind a proxy the limit is per visitor, not per proxy.
    await app.register(rateLimit, { global: false });
  },
  { name: "rate-limits" },
);
