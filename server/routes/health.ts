import type { FastifyInstance, FastifyRequest } from "fastify";
import { apiPaths } from "../../common/paths.ts";
import type { Config } from "../config.ts";

export type HealthCheck = () => Promise<{ status: "ok" | "degraded"; [fact: string]: unknown }>;

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const forwarded = ["forwarded", "x-forwarded-for", "x-real-ip"];

/** A client on this machine, not one a proxy here passes on. */
function isLocalClient(request: FastifyRequest): boolean {
  return loopback.test(request.ip) && forwarded.every((name) => !(name in request.headers));
}

export async function healthRoutes(
  app: FastifyInstance,
  { checks, config }: { checks: Record<string, HealthCheck>; config: Config },
) {
  app.get(apiPaths.health, async (request, reply) => {
    const details: Record<string, unknown> = {};
    let status: "ok" | "degraded" | "error" = "ok";
    for (const [name, check] of Object.entries(checks)) {
      try {
        const result = await check();
        details[name] = result;
        if (result.status === "degraded" && status === "ok") status = "degraded";
      } catch (error) {
        status = "error";
        app.log.error({ err: error, check: name }, "health check failed");
        details[name] = { status: "error" };
      }
    }
    const detailed = config.HEALTH_DETAILS === "public" || isLocalClient(request);
    reply.header("Cache-Control", "no-store");
    return reply
      .code(status === "ok" ? 200 : 503)
      .send(detailed ? { status, ...details } : { status });
  });
}
