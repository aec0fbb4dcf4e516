// Who is asking: the session cookie read on every request into `request.person`, a session older
// than ADMIN_SESSION_MAX_DAYS ended, and `request.audit` to record what they did.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { authHeaders, type StaffAccount, sessionTooOld } from "../auth.ts";
import type { AdminConfig } from "../config.ts";
import { isRole } from "../permissions.ts";

declare module "fastify" {
  interface FastifyRequest {
    person?: StaffAccount;
    audit(action: string, detail: string, actor?: string): Promise<void>;
  }
}

export function forwardCookies(reply: FastifyReply, headers: Headers | undefined) {
  for (const cookie of headers?.getSetCookie() ?? []) {
    const existing = reply.getHeader("set-cookie");
    const list = existing === undefined ? [] : ([] as string[]).concat(existing as string[]);
    reply.header("set-cookie", [...list, cookie]);
  }
}

function toStaffAccount(user: Record<string, unknown>): StaffAccount | undefined {
  if (!isRole(user.role)) return undefined;
  return {
    id: String(user.id),
    name: String(user.name),
    email: String(user.email),
    role: user.role,
  };
}

export const backOfficeSession = fp(
  async (app: FastifyInstance, { config }: { config: AdminConfig }) => {
    const { auth } = app.backOffice.auth;

    app.decorateRequest("person", undefined);
    app.decorateRequest("audit", async function (this: FastifyRequest, action, detail, actor) {
      await app.backOffice.store.audit.record({
        actor: actor ?? this.person?.email ?? "",
        address: this.ip,
        action,
        detail,
      });
    });

    app.addHook("onRequest", async (request, reply) => {
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
        if (session.response) request.person = toStaffAccount(session.response.user);
      }
    });
  },
  { name: "back-office-session", dependencies: ["back-office-store"] },
);
