import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authHeaders, newPasswordProblem, requestAddress } from "../auth.ts";
import type { AdminConfig } from "../config.ts";
import { page, paths } from "../pages/html.ts";
import { setPasswordBody, signInBody } from "../pages/views.ts";
import { forwardCookies } from "../plugins/session.ts";
import { signInLimits, typedEmail } from "../throttle.ts";

type Form = Record<string, string | undefined>;

/**
 * Only a page of this back office, read as a browser reads it: resolved against its own origin.
 * Whitespace and control characters are refused outright, as browsers drop some of them (a tab
 * makes `/\t/host` read `//host`) and a line break cannot go into a Location header.
 */
export function safeNext(next: string | undefined, origin: string) {
  if (!next || /[\s\p{Cc}]/u.test(next)) return paths.home;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return paths.home;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== origin || !path.startsWith("/") || /^\/[/\\]/.test(path)) return paths.home;
  return path;
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

export async function signInRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<AdminConfig, "ADMIN_URL"> },
) {
  const { auth } = app.backOffice.auth;
  const { throttle } = app.backOffice;
  const open = { config: { access: "public" as const } };
  const nextOf = (value: string | undefined) => safeNext(value, config.ADMIN_URL);

  app.get(paths.signIn, open, (request, reply) => {
    if (request.person) return reply.redirect(paths.home, 303);
    const next = nextOf((request.query as Form).next);
    return sendPage(reply, request, 200, "Sign in", signInBody(request.csrfToken, { next }));
  });

  app.post(paths.signIn, open, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const email = typedEmail(form.email);
    const password = String(form.password ?? "");
    const next = nextOf(form.next);
    const attempt = await throttle.attempt(email, request.ip);
    if (!attempt.allowed) {
      // Once per limit and window, not once per request: a flood cannot drown the log.
      for (const limit of attempt.firstRefused) {
        const minutes = signInLimits.windowMs / 60_000;
        const what = limit === "account" ? "this account" : "this address";
        await request.audit(
          "sign-in refused (too many failures)",
          `further sign-ins to ${what} refused for up to ${minutes} minutes, not recorded one by one`,
          email,
        );
      }
      const minutes = Math.ceil(attempt.waitSeconds / 60);
      return sendPage(
        reply.header("retry-after", attempt.waitSeconds),
        request,
        429,
        "Sign in",
        signInBody(request.csrfToken, {
          next,
          wait: `Too many failed sign-ins: try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        }),
      );
    }
    let signedIn = false;
    try {
      const { headers, response } = await auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: authHeaders(request.headers.cookie, request.ip),
        returnHeaders: true,
      });
      signedIn = true;
      forwardCookies(reply, headers);
      await request.audit("signed in", "", response.user.email);
      return reply.redirect(next, 303);
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === undefined || status >= 500) throw error;
      await request.audit("sign-in failed", email, email);
      return sendPage(
        reply,
        request,
        401,
        "Sign in",
        signInBody(request.csrfToken, { next, failed: true }),
      );
    } finally {
      await attempt.finished(signedIn);
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
      newPasswordProblem(password) ??
      (password !== form.repeat ? "The two passwords are not the same." : undefined);
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
        "This link has expired or was already used. Ask for a new one with “Forgot password?” on the sign-in page, or ask an administrator.",
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
