// The Accounts page (admins only, permissions.ts manageAccounts): the same functions as the
// command line's add-user, set-role and remove-user (accounts.ts), which also write the audit log
// under the admin's address. A set-password link is e-mailed as add-user e-mails it
// (link-email.ts); when it cannot be, it is shown to the admin on the answer, once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AccountError, AccountExists, type Actor } from "../accounts.ts";
import { setPasswordLinkSeconds } from "../auth.ts";
import type { AdminConfig } from "../config.ts";
import { emailSetPasswordLink, type LinkReason, lifetimeWords } from "../link-email.ts";
import {
  type AccountsView,
  accountsBody,
  changeRolePath,
  removeAccountBody,
  removeAccountPath,
  resendLinkPath,
} from "../pages/accounts.ts";
import { paths } from "../pages/html.ts";
import { type FormFields, textField } from "./form-fields.ts";
import { sendPage } from "./pages.ts";

const manageAccounts = { config: { access: "manageAccounts" as const } };
const linkMinutes = setPasswordLinkSeconds / 60;

export async function accountRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<AdminConfig, "SMTP_URL" | "CONTACT_FROM" | "DATA_DIR" | "ADMIN_URL"> },
) {
  const { accounts } = app.backOffice;
  const by = (request: FastifyRequest): Actor => ({
    actor: request.person!.email,
    address: request.ip,
  });

  async function showList(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Partial<AccountsView> = {},
    status = 200,
  ) {
    const view = { accounts: await accounts.list(), me: request.person!.email, ...extra };
    return sendPage(request, reply, "Accounts", accountsBody(request.csrfToken, view), status);
  }

  /** E-mails the link; what the page says about it, and the link itself when it did not go. */
  async function sendLink(
    request: FastifyRequest,
    to: { name: string; email: string },
    url: string,
    reason: LinkReason,
  ): Promise<Pick<AccountsView, "link"> & { said: string }> {
    const lifetime = lifetimeWords(linkMinutes);
    try {
      if (await emailSetPasswordLink(config, to, url, { reason, minutes: linkMinutes })) {
        return {
          said: `A link to set the password was e-mailed to ${to.email}; it works for ${lifetime}.`,
        };
      }
      return {
        said: "",
        link: { email: to.email, url, lifetime, why: "No e-mail server is set up (SMTP_URL)." },
      };
    } catch (error) {
      // The error alone: the message sent, and so its link, stays out of the log.
      request.log.error(
        { err: { message: (error as Error).message, code: (error as { code?: string }).code } },
        "a set-password link could not be e-mailed",
      );
      return {
        said: "",
        link: { email: to.email, url, lifetime, why: "The e-mail could not be sent." },
      };
    }
  }

  app.get(paths.accounts, manageAccounts, (request, reply) => {
    // After a removal (below); fixed words, so no link can make the page say anything else.
    const done = textField(request.query as FormFields, "done", 10);
    const message = done === "removed" ? "Account removed: its sessions are ended." : undefined;
    return showList(request, reply, { message });
  });

  app.post(paths.accounts, manageAccounts, async (request, reply) => {
    const body = request.body as FormFields | undefined;
    const form = {
      name: textField(body, "name", 100),
      email: textField(body, "email", 254),
      role: textField(body, "role", 20),
    };
    let added: Awaited<ReturnType<typeof accounts.add>>;
    try {
      added = await accounts.add(form, by(request));
    } catch (error) {
      if (error instanceof AccountExists) {
        const problem = `${error.email} already has an account: change its role in the table.`;
        return showList(request, reply, { problem, form }, 409);
      }
      if (!(error instanceof AccountError)) throw error;
      const problem = error.message.replace(/^--role/, "The role");
      return showList(request, reply, { problem, form }, 400);
    }
    const { said, link } = await sendLink(request, added, added.link, "new account");
    return showList(request, reply, {
      message: `Account added: ${added.email} (${added.role}). ${said}`.trim(),
      link,
    });
  });

  app.post(changeRolePath, manageAccounts, async (request, reply) => {
    const body = request.body as FormFields | undefined;
    const email = textField(body, "email", 254);
    try {
      const changed = await accounts.setRole(email, textField(body, "role", 20), by(request));
      const message = changed.changed
        ? `Role of ${changed.email} changed from ${changed.from} to ${changed.to}.`
        : `${changed.email} already has the role ${changed.to}: nothing changed.`;
      return showList(request, reply, { message });
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      return showList(request, reply, { problem: error.message }, 409);
    }
  });

  app.post(resendLinkPath, manageAccounts, async (request, reply) => {
    const email = textField(request.body as FormFields | undefined, "email", 254);
    let resent: Awaited<ReturnType<typeof accounts.resendLink>>;
    try {
      resent = await accounts.resendLink(email, by(request));
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      return showList(request, reply, { problem: error.message }, 404);
    }
    const { said, link } = await sendLink(request, resent, resent.link, "resent");
    return showList(request, reply, {
      message: `New link for ${resent.email}. ${said}`.trim(),
      link,
    });
  });

  // Without confirm=yes the post only asks first, naming the account.
  app.post(removeAccountPath, manageAccounts, async (request, reply) => {
    const body = request.body as FormFields | undefined;
    const email = textField(body, "email", 254).toLowerCase();
    const account = (await accounts.list()).find((one) => one.email === email);
    if (!account) return showList(request, reply, { problem: `No account for ${email}` }, 404);
    if (textField(body, "confirm", 3) !== "yes") {
      return sendPage(
        request,
        reply,
        "Remove this account?",
        removeAccountBody(request.csrfToken, account),
      );
    }
    try {
      await accounts.remove(email, by(request));
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      return showList(request, reply, { problem: error.message }, 409);
    }
    return reply.redirect(`${paths.accounts}?done=removed`, 303);
  });
}
