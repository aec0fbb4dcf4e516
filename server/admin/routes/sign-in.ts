import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authHeaders, minPasswordLength, requestAddress } from "../auth.ts";
import { page, paths } from "../pages/html.ts";
import { setPasswordBody, signInBody } from "../pages/views.ts";
import { forwardCookies } from "../plugins/access.ts";

type Form = Record<string, string | undefined>;

/** Only a path on this server, so the form cannot send anyone elsewhere after signing in. */
export function safeNext(next: string | undefined) {
  return next && /^\/(?![/\\])/.test(next) ? next : paths.home;
}

function sendPage(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  title: string,
  body: ReturnType<typeof signInBody>,
) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(page({ title, person: request.person, csrfToken: request.csrfToken, body }));
}

export async function signInRoutes(app: FastifyInstance) {
  const { auth } = app.backOffice.auth;
  const { throttle } = app.backOffice;
  const open = { config: { access: "public" as const } };

  app.get(paths.signIn, open, (request, reply) => {
    if (request.person) return reply.redirect(paths.home, 303);
    const next = safeNext((request.query as Form).next);
    return sendPage(reply, request, 200, "Sign in", signInBody(request.csrfToken, { next }));
  });

  app.post(paths.signIn, open, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const email = String(form.email ?? "")
      .trim()
      .toLowerCase();
    const password = String(form.password ?? "");
    const next = safeNext(form.next);
    const wait = await throttle.waitSeconds(email, request.ip);
    if (wait > 0) {
      await request.audit("sign-in refused (too many failures)", email, email);
      const minutes = Math.ceil(wait / 60);
      return sendPage(
        reply.header("retry-after", wait),
        request,
        429,
        "Sign in",
        signInBody(request.csrfToken, {
          next,
          failed: true,
          wait: `Too many failed sign-ins: try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        }),
      );
    }
    try {
      const { headers, response } = await auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: authHeaders(request.headers.cookie, request.ip),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
      await request.audit("signed in", "", response.user.email);
      return reply.redirect(next, 303);
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === undefined || status >= 500) throw error;
      await throttle.failed(email, request.ip);
      await request.audit("sign-in failed", email, email);
      return sendPage(
        reply,
        request,
        401,
        "Sign in",
        signInBody(request.csrfToken, { next, failed: true }),
      );
    }
  });

  app.post(paths.signOut, async (request, reply) => {
    const { headers } = await auth.api.signOut({
      headers: authHeaders(request.headers.cookie, request.ip),
      returnHeaders: true,
    });
    forwardCookies(reply, headers);
    await request.audit("signed out", "");
    return reply.redirect(paths.signIn, 303);
  });

  app.get(paths.setPassword, open, (request, reply) => {
    const token = String((request.query as Form).token ?? "");
    return sendPage(
      reply,
      request,
      200,
      "Set your password",
      setPasswordBody(request.csrfToken, { token }),
    );
  });

  app.post(paths.setPassword, open, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const token = String(form.token ?? "");
    const password = String(form.password ?? "");
    const problem =
      password.length < minPasswordLength
        ? `The password must have at least ${minPasswordLength} characters.`
        : password !== form.repeat
          ? "The two passwords are not the same."
          : undefined;
    const again = (status: number, error: string) =>
      sendPage(
        reply,
        request,
        status,
        "Set your password",
        setPasswordBody(request.csrfToken, { token, error }),
      );
    if (problem) return again(400, problem);
    try {
      await requestAddress.run(request.ip, () =>
        auth.api.resetPassword({ body: { token, newPassword: password } }),
      );
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === undefined || status >= 500) throw error;
      return again(
        400,
        "This link has expired or was already used. Ask an administrator for a new one.",
      );
    }
    return sendPage(
      reply,
      request,
      200,
      "Password set",
      setPasswordBody(request.csrfToken, { token, done: true }),
    );
  });
}
