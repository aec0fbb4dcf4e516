// Builds the Fastify app: plugins in order external → app → routes. server.ts listens.
import Fastify, { type FastifyServerOptions } from "fastify";
import { clientErrorHandler, frameworkErrors } from "./client-errors.ts";
import type { Config } from "./config.ts";
import { hideInternalErrors } from "./lifecycle.ts";
import { logStream } from "./log-stream.ts";
import { limitPipelining, maxWaitingAnswers } from "./pipelining-limit.ts";
import { corsPolicy } from "./plugins/cors.ts";
import { csrf } from "./plugins/csrf.ts";
import { enquiryStore } from "./plugins/enquiry-store.ts";
import { outbox } from "./plugins/outbox.ts";
import { rateLimits } from "./plugins/rate-limit.ts";
import { retention } from "./plugins/retention.ts";
import { securityHeaders } from "./plugins/security-headers.ts";
import { staticSite } from "./plugins/static-site.ts";
import { csrfTokenRoutes } from "./routes/csrf-token.ts";
import { enquiryRoutes } from "./routes/enquiry.ts";
import { type HealthCheck, healthRoutes } from "./routes/health.ts";

export interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
  /** Tests shorten the request timeout and how often Node checks it (every 30 s by default). */
  requestTimeoutMs?: number;
  timeoutCheckEveryMs?: number;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function of the hop's position: Fastify
 * itself treats a bare number as "trust nothing". With n hops the client is the (n+1)-th address
 * from the right (the socket's peer counts as the first hop), so entries a client adds on the left
 * of X-Forwarded-For are never read.
 */
export function trustedProxies(setting: Config["TRUST_PROXY"]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, stream: logStream },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    // Enquiries are small; anything larger is refused with 413 before it is parsed.
    bodyLimit: 64 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    keepAliveTimeout: 5_000,
    http: { connectionsCheckingInterval: options.timeoutCheckEveryMs ?? 30_000 },
    clientErrorHandler: clientErrorHandler(config),
    frameworkErrors: frameworkErrors(config),
  });
  limitPipelining(app.server, {
    closed: (client) =>
      app.log.warn(
        { client, limit: maxWaitingAnswers },
        "closed a connection that pipelined more requests than it read answers",
      ),
    unsliced: () =>
      app.log.error("Node's HTTP server changed: pipelined requests are parsed without a bound"),
  });

  hideInternalErrors(app);

  const healthChecks: Record<string, HealthCheck> = {};

  // External: headers, CORS.
  await app.register(securityHeaders, { config });
  await app.register(corsPolicy, { config });
  // App: CSRF, the enquiry store, the rate limit counted in it, the mail outbox, the retention purge.
  await app.register(csrf, { config });
  await app.register(enquiryStore, { config, healthChecks });
  await app.register(rateLimits, { config });
  await app.register(outbox, { config, healthChecks });
  await app.register(retention, { config });
  // Routes.
  await app.register(staticSite, { config });
  await app.register(healthRoutes, { checks: healthChecks, config });
  await app.register(csrfTokenRoutes);
  await app.register(enquiryRoutes);

  return app;
}
