import Fastify, { type FastifyServerOptions } from "fastify";
import { weeklyAudienceReport } from "./audience/weekly-report.ts";
import { clientErrorHandler, frameworkErrors } from "./client-errors.ts";
import type { Config } from "./config.ts";
import { hideInternalErrors } from "./lifecycle.ts";
import { logStream } from "./log-stream.ts";
import { limitPipeliningWithLogs } from "./pipelining-limit.ts";
import { audience } from "./plugins/audience.ts";
import { corsPolicy } from "./plugins/cors.ts";
import { csrf } from "./plugins/csrf.ts";
import { enquiryStore } from "./plugins/enquiry-store.ts";
import { outbox } from "./plugins/outbox.ts";
import { proofOfWorkPlugin } from "./plugins/proof-of-work.ts";
import { rateLimits } from "./plugins/rate-limit.ts";
import { retention } from "./plugins/retention.ts";
import { securityHeaders } from "./plugins/security-headers.ts";
import { staticSite } from "./plugins/static-site.ts";
import { webhooks } from "./plugins/webhooks.ts";
import { challengeRoutes } from "./routes/challenge.ts";
import { csrfTokenRoutes } from "./routes/csrf-token.ts";
import { enquiryRoutes } from "./routes/enquiry.ts";
import { type HealthCheck, healthRoutes } from "./routes/health.ts";

export interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
  requestTimeoutMs?: number;
  timeoutCheckEveryMs?: number;
  /** The clock the audience count reads its day from, and the weekly report its week. */
  now?: () => Date;
}

/**
 * Fastify treats a bare hop count as "trust nothing", so it becomes a function of the hop's
 * position: entries a client adds on the left of X-Forwarded-For are never read.
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
  limitPipeliningWithLogs(app);

  hideInternalErrors(app);

  const healthChecks: Record<string, HealthCheck> = {};

  await app.register(securityHeaders, { config });
  await app.register(corsPolicy, { config });
  await app.register(csrf, { config });
  await app.register(enquiryStore, { config, healthChecks });
  await app.register(rateLimits, { config });
  await app.register(proofOfWorkPlugin, { config });
  await app.register(outbox, { config, healthChecks });
  await app.register(webhooks, { config });
  await app.register(retention, { config });
  // Before the site's routes, whose answers it counts.
  await app.register(audience, { config, now: options.now });
  await app.register(weeklyAudienceReport, { config, now: options.now });
  await app.register(staticSite, { config });
  await app.register(healthRoutes, { checks: healthChecks, config });
  await app.register(csrfTokenRoutes);
  await app.register(challengeRoutes);
  await app.register(enquiryRoutes, {
    minFillMs: config.ENQUIRY_MIN_FILL_MS,
    acknowledge: config.ACK_EMAILS,
    siteHost: new URL(config.SITE_URL).host,
  });

  return app;
}
