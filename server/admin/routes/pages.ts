import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Markup } from "../pages/html.ts";
import { page, paths, script, stylesheet } from "../pages/html.ts";
import { auditLogBody, homeBody, notFoundBody } from "../pages/views.ts";

export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  title: string,
  body: Markup,
  status = 200,
) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(page({ title, person: request.person, csrfToken: request.csrfToken, body }));
}

export async function pageRoutes(app: FastifyInstance) {
  app.get(paths.stylesheet, { config: { access: "public" } }, (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "no-cache").send(stylesheet),
  );
  app.get(paths.script, { config: { access: "public" } }, (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(script),
  );

  app.get(paths.home, (request, reply) =>
    sendPage(request, reply, "Back office", homeBody(request.person!)),
  );

  app.get(paths.auditLog, { config: { access: "readAuditLog" } }, async (request, reply) =>
    sendPage(request, reply, "Audit log", auditLogBody(await app.backOffice.store.audit.list())),
  );

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) return reply.code(404).send({ message: "Not found" });
    return sendPage(request, reply, "Not found", notFoundBody(), 404);
  });
}
