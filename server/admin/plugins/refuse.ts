// The back office's one way to say no, shared by the CSRF check and the permission check: JSON to
// the editor's API and to a form post, a page to a browser's GET.
import type { FastifyReply, FastifyRequest } from "fastify";
import { page } from "../pages/html.ts";
import { forbiddenBody } from "../pages/views.ts";

export const isApiRequest = (request: FastifyRequest) => request.url.startsWith("/api/");

export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message?: string,
) {
  if (isApiRequest(request) || request.method !== "GET") {
    return reply.code(status).send({ message: message ?? "Your role does not allow this." });
  }
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(
      page({
        title: "Not allowed",
        person: request.person,
        csrfToken: request.csrfToken,
        body: forbiddenBody(),
      }),
    );
}
