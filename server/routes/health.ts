import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../common/paths.ts";

/** Extra health facts contributed by plugins (the store, the mail outbox). */
export type HealthCheck = () => Promise<Record<string, unknown>>;

export async function healthRoutes(
  app: FastifyInstance,
  { checks }: { checks: Record<string, HealthCheck> },
) {
  app.get(apiPaths.health, async (_request, reply) => {
    const report: Record<string, unknown> = { status: "ok" };
    let healthy = true;
    for (const [name, check] of Object.entries(checks)) {
      try {
        report[name] = await check();
      } catch (error) {
        healthy = false;
        app.log.error({ err: error, check: name }, "health check failed");
        report[name] = { status: "error" };
      }
    }
    if (!healthy) report.status = "error";
    reply.header("Cache-Control", "no-store");
    return reply.code(healthy ? 200 : 503).send(report);
  });
}
