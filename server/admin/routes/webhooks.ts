// The Webhooks page (admins only, permissions.ts manageWebhooks): endpoints in the shared store,
// which the public server's webhook worker posts to. Each change is in the audit log, with the
// address and events but never the secret.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isWebhookEvent } from "../../store/webhooks.ts";
import { checkEndpointUrl } from "../../webhooks/endpoint-url.ts";
import { newWebhookSecret } from "../../webhooks/secret.ts";
import { paths } from "../pages/html.ts";
import { notFoundBody } from "../pages/views.ts";
import { type WebhooksView, webhooksBody } from "../pages/webhooks.ts";
import { allValues, type FormFields, oneValue } from "./form-fields.ts";
import { sendPage } from "./pages.ts";

const manageWebhooks = { config: { access: "manageWebhooks" as const } };

const doneWords: Record<string, string> = {
  disabled: "Endpoint disabled: nothing more is posted to it.",
  deleted: "Endpoint deleted, with its deliveries.",
};

export async function webhookRoutes(
  app: FastifyInstance,
  { allowPrivate }: { allowPrivate: boolean },
) {
  const store = app.backOffice.enquiries;

  async function showList(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Partial<WebhooksView> = {},
    status = 200,
  ) {
    const endpoints = await store.webhooks.endpoints();
    const body = webhooksBody(request.csrfToken, { endpoints, allowPrivate, ...extra });
    return sendPage(request, reply, "Webhooks", body, status);
  }

  /** The endpoint's id from its address; undefined for anything else (then 404). */
  function endpointId(request: FastifyRequest) {
    const { id } = request.params as { id: string };
    return /^\d{1,15}$/.test(id) ? Number(id) : undefined;
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply, "Not found", notFoundBody(), 404);

  app.get(paths.webhooks, manageWebhooks, async (request, reply) => {
    const done = oneValue((request.query as FormFields).done);
    return showList(request, reply, { message: doneWords[done] });
  });

  app.post(paths.webhooks, manageWebhooks, async (request, reply) => {
    const body = (request.body ?? {}) as FormFields;
    const sent = { url: oneValue(body.url).slice(0, 2_100), events: allValues(body.events) };
    const events = [...new Set(sent.events.filter(isWebhookEvent))];
    const checked = checkEndpointUrl(sent.url, { allowPrivate });
    const problem =
      "problem" in checked
        ? checked.problem
        : events.length === 0 || events.length !== sent.events.length
          ? "Choose at least one event from the list."
          : undefined;
    if (problem || !("url" in checked)) {
      return showList(request, reply, { problem, form: sent }, 400);
    }
    const secret = newWebhookSecret();
    const endpoint = await store.webhooks.addEndpoint({
      url: checked.url,
      secret,
      events,
      actor: request.person!.email,
      at: new Date(),
    });
    await request.audit(
      "webhook endpoint added",
      `endpoint ${endpoint.id}: ${endpoint.url} (${events.join(", ")})`,
    );
    // Answered here, not after a redirect: the secret must not travel in an address or be kept.
    return showList(request, reply, {
      message: "Endpoint added.",
      added: { endpoint, secret },
    });
  });

  app.post(`${paths.webhooks}/:id/disable`, manageWebhooks, async (request, reply) => {
    const id = endpointId(request);
    if (id === undefined) return notFound(request, reply);
    const endpoint = (await store.webhooks.endpoints()).find((found) => found.id === id);
    if (!endpoint) return notFound(request, reply);
    const reason = `disabled by ${request.person!.email} on ${new Date().toISOString().slice(0, 10)}`;
    if (await store.webhooks.disableEndpoint(id, reason)) {
      await request.audit("webhook endpoint disabled", `endpoint ${id}: ${endpoint.url}`);
    }
    return reply.redirect(`${paths.webhooks}?done=disabled`, 303);
  });

  app.post(`${paths.webhooks}/:id/delete`, manageWebhooks, async (request, reply) => {
    const id = endpointId(request);
    if (id === undefined) return notFound(request, reply);
    const deleted = await store.webhooks.deleteEndpoint(id);
    if (!deleted) return notFound(request, reply);
    await request.audit("webhook endpoint deleted", `endpoint ${id}: ${deleted.url}`);
    return reply.redirect(`${paths.webhooks}?done=deleted`, 303);
  });
}
