import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../common/paths.ts";

export async function csrfTokenRoutes(app: FastifyInstance) {
  app.get(apiPaths.csrf, async (request, reply) => {
    app.csrf.issueCookie(request, reply);
    return reply.header("Cache-Control", "no-store").code(204).send();
  });
}
