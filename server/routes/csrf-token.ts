// GET /api/csrf: sets the CSRF cookie when a page arrived without one (e.g. from a cache). Pages
// served by this server already carry it (plugins/csrf.ts).
import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../common/paths.ts";

export async function csrfTokenRoutes(app: FastifyInstance) {
  app.get(apiPaths.csrf, async (request, reply) => {
    app.csrf.issueCookie(request, reply);
    return reply.header("Cache-Control", "no-store").code(204).send();
  });
}
