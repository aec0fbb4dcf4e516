// "Forgot password?" on the sign-in page. Whether an account has the address typed is never told:
// every request gets the same page and status after the same work (two counts in the store), and
// the account is looked up, the link made and e-mailed only once the answer is sent. The link is
// the set-password link (one use, kept hashed) working for `forgottenPasswordLinkMinutes`.
//
// Counted in the store as the sign-in throttle counts (throttle.ts), by the address typed whether
// or not it has an account, and by the client's address. Past either limit the answer is the same
// and nothing is sent; the first refusal in each window is recorded, the rest are not.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { forgottenPasswordLinkMinutes } from "../accounts.ts";
import type { AdminConfig } from "../config.ts";
import { emailSetPasswordLink } from "../link-email.ts";
import { forgotPasswordBody, forgotPasswordSentBody } from "../pages/accounts.ts";
import { type Markup, page, paths } from "../pages/html.ts";
import { typedEmail } from "../throttle.ts";
import { type FormFields, oneValue } from "./form-fields.ts";

export const forgotPasswordLimits = {
  /** Links e-mailed to one address an hour. */
  perEmail: 3,
  emailWindowMs: 60 * 60_000,
  /** Requests from one client address in 15 minutes. */
  perAddress: 10,
  addressWindowMs: 15 * 60_000,
};

const open = { config: { access: "public" as const } };
const minutes = forgottenPasswordLinkMinutes;

export async function forgotPasswordRoutes(
  app: FastifyInstance,
  {
    config,
    limits = forgotPasswordLimits,
  }: {
    config: Pick<AdminConfig, "SMTP_URL" | "CONTACT_FROM" | "DATA_DIR" | "ADMIN_URL">;
    limits?: typeof forgotPasswordLimits;
  },
) {
  const { accounts } = app.backOffice;
  const counter = app.backOffice.enquiries.rateLimits;
  /** What each answered request still has to do; started once its answer is sent. */
  const afterAnswer = new WeakMap<FastifyRequest, () => Promise<void>>();
  const under = new Set<Promise<void>>();

  const send = (request: FastifyRequest, reply: FastifyReply, status: number, body: Markup) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(page({ title: "Forgot password", csrfToken: request.csrfToken, body }));

  app.get(paths.forgotPassword, open, (request, reply) =>
    send(request, reply, 200, forgotPasswordBody(request.csrfToken, { minutes })),
  );

  async function sendLink(request: FastifyRequest, email: string) {
    const found = await accounts.forgottenPasswordLink(email);
    await request.audit(
      "password link requested",
      found ? "for an existing account" : "for no account",
      email,
    );
    if (!found) return;
    try {
      const sent = await emailSetPasswordLink(config, found, found.link, {
        reason: "forgotten",
        minutes,
      });
      if (!sent) request.log.warn("no SMTP_URL: a forgotten-password link could not be e-mailed");
    } catch (error) {
      // The error alone: the message, and so its link, stays out of the log.
      request.log.error(
        { err: { message: (error as Error).message, code: (error as { code?: string }).code } },
        "a forgotten-password link could not be e-mailed",
      );
    }
  }

  async function refused(request: FastifyRequest, email: string, first: ("email" | "address")[]) {
    for (const limit of first) {
      const detail =
        limit === "email"
          ? `more than ${limits.perEmail} for this e-mail address in ${limits.emailWindowMs / 60_000} minutes: further ones not sent and not recorded one by one`
          : `more than ${limits.perAddress} from this address in ${limits.addressWindowMs / 60_000} minutes: further ones not sent and not recorded one by one`;
      request.log.warn({ limit }, "forgotten-password links refused (too many requests)");
      await request.audit("password link refused (too many requests)", detail, email);
    }
  }

  app.post(
    paths.forgotPassword,
    {
      ...open,
      onResponse: async (request) => {
        const work = afterAnswer.get(request);
        if (!work) return;
        afterAnswer.delete(request);
        const running = work().catch((error) =>
          request.log.error({ err: error }, "a forgotten-password request failed"),
        );
        under.add(running);
        await running;
        under.delete(running);
      },
    },
    async (request, reply) => {
      const email = typedEmail(oneValue((request.body as FormFields | undefined)?.email));
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        const problem = "Type the e-mail address you sign in with.";
        return send(
          request,
          reply,
          400,
          forgotPasswordBody(request.csrfToken, { minutes, problem }),
        );
      }
      const [byEmail, byAddress] = await Promise.all([
        counter.hit(`back-office-forgot-password:email:${email}`, limits.emailWindowMs),
        counter.hit(`back-office-forgot-password:address:${request.ip}`, limits.addressWindowMs),
      ]);
      const overEmail = byEmail.hits > limits.perEmail;
      const overAddress = byAddress.hits > limits.perAddress;
      if (overEmail || overAddress) {
        const first: ("email" | "address")[] = [];
        if (byEmail.hits === limits.perEmail + 1) first.push("email");
        if (byAddress.hits === limits.perAddress + 1) first.push("address");
        afterAnswer.set(request, () => refused(request, email, first));
      } else {
        afterAnswer.set(request, () => sendLink(request, email));
      }
      return send(request, reply, 200, forgotPasswordSentBody(minutes));
    },
  );

  // Closing waits for the links still being made or e-mailed (the store closes after this).
  app.addHook("onClose", async () => {
    await Promise.all(under);
  });
}
