// What a route needs: its `access` (signed in, a permission, or nobody), checked once the session
// plugin has read who is asking; a page to sign in for a browser that is not.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { page } from "../pages/html.ts";
import { signInBody } from "../pages/views.ts";
import { can, type Permission } from "../permissions.ts";
import { isApiRequest, refuse } from "./refuse.ts";

export type Access = "public" | "session" | Permission;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

function signedOut(request: FastifyRequest, reply: FastifyReply) {
  if (isApiRequest(request) || request.method !== "GET") {
    return reply.code(401).send({ message: "Sign in first." });
  }
  const next = request.url.startsWith("/") && !request.url.startsWith("//") ? request.url : "/";
  return reply
    .code(401)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(
      page({
        title: "Sign in",
        csrfToken: request.csrfToken,
        body: signInBody(request.csrfToken, { next }),
      }),
    );
}

export const access = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request, reply) => {
      const needed = request.routeOptions.config.access ?? "session";
      if (needed === "public") return;
      if (!request.person) return signedOut(request, reply);
      if (needed !== "session" && !can(request.person.role, needed)) {
        return refuse(request, reply, 403);
      }
    });
  },
  { name: "back-office-access", dependencies: ["back-office-csrf", "back-office-session"] },
);
