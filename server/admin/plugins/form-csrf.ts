// CSRF: SameSite=Strict session cookie, Sec-Fetch-Site and Origin checks, and a double-submit
// token on forms; the editor's API needs Keystatic's custom header, which a cross-site page
// cannot send without a CORS grant this server never gives.
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createCsrfTokens, safeEqual } from "../../plugins/csrf.ts";
import type { AdminConfig } from "../config.ts";
import { refuse } from "./refuse.ts";

declare module "fastify" {
  interface FastifyRequest {
    csrfToken: string;
  }
}

const tokenMaxAgeMs = 12 * 60 * 60 * 1000;
const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const formCsrf = fp(
  async (app: FastifyInstance, { config }: { config: AdminConfig }) => {
    const tokens = createCsrfTokens(app.backOffice.secret);
    const secure = config.ADMIN_URL.startsWith("https:");
    const csrfCookie = secure ? "__Host-back-office-csrf" : "back-office-csrf";
    const ownOrigin = config.ADMIN_URL;

    await app.register(fastifyCookie);
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => {
        // A name sent more than once (ticked checkboxes) keeps every value, as a list; fromEntries
        // makes own properties, so a field named __proto__ stays a field.
        const fields = new Map<string, string | string[]>();
        for (const [name, value] of new URLSearchParams(String(body))) {
          const before = fields.get(name);
          fields.set(name, before === undefined ? value : [before, value].flat());
        }
        done(null, Object.fromEntries(fields));
      },
    );
    app.decorateRequest("csrfToken", "");

    const validToken = (token: string | undefined) => {
      if (!token) return false;
      const issuedAt = tokens.verify(token);
      return issuedAt !== undefined && Math.abs(Date.now() - issuedAt) < tokenMaxAgeMs;
    };

    app.addHook("onRequest", async (request, reply) => {
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
      // The editor's live preview is its API too: the same custom header.
      if (request.url.startsWith("/api/keystatic/") || request.url === "/api/live-preview") {
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
  },
  { name: "back-office-csrf", dependencies: ["back-office-store"] },
);
