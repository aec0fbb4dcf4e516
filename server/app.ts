// Builds the Fastify app: plugins in order external → app → routes (house style). server.ts listens.
import Fastify, { type FastifyError, type FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";
import { corsPolicy } from "./plugins/cors.ts";
import { csrf } from "./plugins/csrf.ts";
import { enquiryStore } from "./plugins/enquiry-store.ts";
import { outbox } from "./plugins/outbox.ts";
import { rateLimits } from "./plugins/rate-limit.ts";
import { retention } from "./plugins/retention.ts";
import { securityHeaders } from "./plugins/security-headers.ts";
import { staticSite } from "./plugins/static-site.ts";
import { csrfTokenRoutes } from "./routes/csrf-token.ts";
import { type HealthCheck, healthRoutes } from "./routes/health.ts";
import { messageRoutes } from "./routes/message.ts";

export interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // Enquiries are small; anything larger is refused with 413 before it is parsed.
    bodyLimit: 64 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
  });

  // Internal details of a 5xx stay in the log; the client gets a plain message.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({ message: "Internal server error" });
    }
    return reply.code(status).send({ message: error.message });
  });

  const healthChecks: Record<string, HealthCheck> = {};

  // External: headers, CORS, rate limits.
  await app.register(securityHeaders, { config });
  await app.register(corsPolicy, { config });
  await app.register(rateLimits);
  // App: CSRF, the enquiry store, its mail outbox and the retention purge.
  await app.register(csrf, { config });
  await app.register(enquiryStore, { config, healthChecks });
  await app.register(outbox, { config, healthChecks });
  await app.register(retention, { config });
  // Routes.
  await app.register(staticSite, { config });
  await app.register(healthRoutes, { checks: healthChecks });
  await app.register(csrfTokenRoutes);
  await app.register(messageRoutes, { config });

  return app;
}
