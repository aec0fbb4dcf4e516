import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Markup } from "../pages/html.ts";
import { page, paths, script, stylesheet } from "../pages/html.ts";
import {
  type AuditFilters,
  auditLogBody,
  auditLogPageSize,
  homeBody,
  notFoundBody,
} from "../pages/views.ts";
import { can } from "../permissions.ts";
import type { AuditQuery } from "../store.ts";
import { textField } from "./form-fields.ts";

export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  title: string,
  body: Markup,
  status = 200,
  { script = true }: { script?: boolean } = {},
) {
  const { person } = request;
  const newEnquiries =
    person && can(person.role, "workEnquiries")
      ? await request.server.backOffice.enquiries.countWithStatus("new")
      : undefined;
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(page({ title, person, csrfToken: request.csrfToken, body, newEnquiries, script }));
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

  app.get(paths.auditLog, { config: { access: "readAuditLog" } }, async (request, reply) => {
    const { audit } = app.backOffice.store;
    const { filters, query, page } = auditLogQuery(request.query as Record<string, unknown>);
    // One more than a page: whether there is an older page to link to.
    const found = await audit.search({
      ...query,
      limit: auditLogPageSize + 1,
      offset: (page - 1) * auditLogPageSize,
    });
    const view = {
      entries: found.slice(0, auditLogPageSize),
      more: found.length > auditLogPageSize,
      page,
      filters,
      actions: await audit.actions(),
    };
    return sendPage(request, reply, "Audit log", auditLogBody(view));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) return reply.code(404).send({ message: "Not found" });
    return sendPage(request, reply, "Not found", notFoundBody(), 404);
  });
}

/** What the filter form sent; anything malformed is ignored rather than refused. */
function auditLogQuery(input: Record<string, unknown>) {
  const text = (name: string, max: number) => textField(input, name, max);
  const requested = Number(text("page", 9));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const filters: AuditFilters = {
    action: text("action", 100),
    person: text("person", 254),
    date: text("date", 10),
  };
  const from = /^\d{4}-\d{2}-\d{2}$/.test(filters.date)
    ? new Date(`${filters.date}T00:00:00Z`)
    : undefined;
  if (!from || Number.isNaN(from.getTime())) filters.date = "";
  const query: Omit<AuditQuery, "limit" | "offset"> = {
    action: filters.action || undefined,
    actor: filters.person || undefined,
    day:
      from && filters.date
        ? { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) }
        : undefined,
  };
  return { filters, query, page };
}
