// CSRF: SameSite=Strict session cookie, Sec-Fetch-Site and Origin checks, and a double-submit
// token on forms; the editor's API needs Keystatic's custom header, which a cross-site page
// cannot send without a CORS grant this server never gives.
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createCsrfTokens, safeEqual } from "../../plugins/csrf.ts";
import { authHeaders, type Person, sessionTooOld } from "../auth.ts";
import type { AdminConfig } from "../config.ts";
import { page } from "../pages/html.ts";
import { forbiddenBody, signInBody } from "../pages/views.ts";
import { can, isRole, type Permission } from "../permissions.ts";

export type Access = "public" | "session" | Permission;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    person?: Person;
    csrfToken: string;
    audit(action: string, detail: string, actor?: string): Promise<void>;
  }
}

const tokenMaxAgeMs = 12 * 60 * 60 * 1000;

/**
 * Styles may be inline: the editor's components set theirs at run time. The editor's request for
 * a Google web font is blocked on purpose; it uses the system's fonts.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const isApiRequest = (request: FastifyRequest) => request.url.startsWith("/api/");

export function forwardCookies(reply: FastifyReply, headers: Headers | undefined) {
  for (const cookie of headers?.getSetCookie() ?? []) {
    const existing = reply.getHeader("set-cookie");
    const list = existing === undefined ? [] : ([] as string[]).concat(existing as string[]);
    reply.header("set-cookie", [...list, cookie]);
  }
}

function toPerson(user: Record<string, unknown>): Person | undefined {
  if (!isRole(user.role)) return undefined;
  return {
    id: String(user.id),
    name: String(user.name),
    email: String(user.email),
    role: user.role,
  };
}

export const access = fp(
  async (app: FastifyInstance, { config }: { config: AdminConfig }) => {
    const { auth } = app.backOffice.auth;
    const tokens = createCsrfTokens(app.backOffice.secret);
    const secure = config.ADMIN_URL.startsWith("https:");
    const csrfCookie = secure ? "__Host-back-office-csrf" : "back-office-csrf";
    const ownOrigin = config.ADMIN_URL;

    await app.register(fastifyCookie);
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    app.decorateRequest("person", undefined);
    app.decorateRequest("csrfToken", "");
    app.decorateRequest("audit", async function (this: FastifyRequest, action, detail, actor) {
      await app.backOffice.store.audit.record({
        actor: actor ?? this.person?.email ?? "",
        address: this.ip,
        action,
        detail,
      });
    });

    const validToken = (token: string | undefined) => {
      if (!token) return false;
      const issuedAt = tokens.verify(token);
      return issuedAt !== undefined && Math.abs(Date.now() - issuedAt) < tokenMaxAgeMs;
    };

    app.addHook("onRequest", async (request, reply) => {
      reply.headers({
        "content-security-policy": contentSecurityPolicy,
        "x-frame-options": "DENY",
        "x-content-type-options": "nosniff",
        // Not no-referrer: with it, browsers send `Origin: null` on form posts, which the CSRF check refuses.
        "referrer-policy": "same-origin",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
      });
      if (secure) reply.header("strict-transport-security", "max-age=31536000");

      const cookieToken = request.cookies[csrfCookie];
      if (cookieToken && validToken(cookieToken)) {
        request.csrfToken = cookieToken;
      } else {
        request.csrfToken = tokens.issue();
        reply.setCookie(csrfCookie, request.csrfToken, {
          path: "/",
          sameSite: "strict",
          secure,
          httpOnly: true,
        });
      }

      const session = await auth.api.getSession({
        headers: authHeaders(request.headers.cookie, request.ip),
        returnHeaders: true,
      });
      if (
        session.response &&
        sessionTooOld(session.response.session.createdAt, config.ADMIN_SESSION_MAX_DAYS)
      ) {
        const context = await auth.$context;
        await context.internalAdapter.deleteSession(session.response.session.token);
      } else {
        forwardCookies(reply, session.headers);
        if (session.response) request.person = toPerson(session.response.user);
      }

      const needed = request.routeOptions.config.access ?? "session";
      if (needed === "public") return;
      if (!request.person) return signedOut(request, reply);
      if (needed !== "session" && !can(request.person.role, needed)) {
        return refuse(request, reply, 403);
      }
    });

    app.addHook("preHandler", async (request, reply) => {
      if (!unsafeMethods.has(request.method)) return;
      const site = request.headers["sec-fetch-site"];
      const origin = request.headers.origin;
      if (
        (site !== undefined && site !== "same-origin") ||
        (origin !== undefined && origin !== ownOrigin)
      ) {
        request.log.warn({ origin, site }, "refused a cross-site request");
        return refuse(request, reply, 403, "Cross-site requests are refused.");
      }
      if (request.url.startsWith("/api/keystatic/")) {
        if (origin === ownOrigin && request.headers["no-cors"] === "1") return;
        return refuse(request, reply, 403, "Cross-site requests are refused.");
      }
      const field = (request.body as Record<string, unknown> | undefined)?.csrf;
      const token = typeof field === "string" ? field : undefined;
      const cookieToken = request.cookies[csrfCookie];
      if (!token || !cookieToken || !safeEqual(token, cookieToken) || !validToken(token)) {
        return refuse(
          request,
          reply,
          403,
          "The form's security token is missing or expired: reload the page and try again.",
        );
      }
    });

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

    function refuse(
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
  },
  { name: "back-office-access", dependencies: ["back-office-store"] },
);
