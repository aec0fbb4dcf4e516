// The back office's security headers, on every answer.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AdminConfig } from "../config.ts";

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

export const backOfficeHeaders = fp(
  async (app: FastifyInstance, { config }: { config: AdminConfig }) => {
    const secure = config.ADMIN_URL.startsWith("https:");
    app.addHook("onRequest", async (_request, reply) => {
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
    });
  },
  { name: "back-office-headers" },
);
