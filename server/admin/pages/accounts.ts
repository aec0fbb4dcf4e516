// The Accounts page (admins only, permissions.ts manageAccounts): who may sign in, with which
// role, and the ways to change that; and the "Forgot password?" pages anyone may open.
// The buttons of a row are told apart by the account's address: "Change role" by its select
// ("Role for <email>"), "Resend link" and "Remove" by their own names.

import { visible } from "../../visible-text.ts";
import type { AccountSummary } from "../accounts.ts";
import { roles } from "../permissions.ts";
import { csrfField, html, paths } from "./html.ts";

export const addAccountPath = paths.accounts;
export const changeRolePath = `${paths.accounts}/role`;
export const resendLinkPath = `${paths.accounts}/resend`;
export const removeAccountPath = `${paths.accounts}/remove`;

export const roleDescriptions: Record<(typeof roles)[number], string> = {
  editor: "changes the words and pictures and saves",
  publisher: "also publishes, schedules and rolls back",
  sales: "works the enquiries and sees nothing else",
  admin: "may do all of it, and manages accounts, Routing, Webhooks and the audit log",
};

export interface AccountsView {
  accounts: AccountSummary[];
  /** The signed-in admin's address: their row says "(you)". */
  me: string;
  message?: string;
  problem?: string;
  /** A set-password link that was not e-mailed: shown on this answer only, never stored. */
  link?: { email: string; url: string; lifetime: string; why: string };
  /** The add form as just sent, when it was refused. */
  form?: { name: string; email: string; role: string };
}

function roleOptions(selected: string) {
  return roles.map(
    (role) =>
      html`<option value="${role}"${role === selected ? html` selected` : ""}>${role}</option>`,
  );
}

export function accountsBody(csrfToken: string, view: AccountsView) {
  const form = view.form ?? { name: "", email: "", role: "editor" };
  const { link } = view;
  return html`<h1>Accounts</h1>
    <p role="status" class="note">${view.message ?? ""}</p>
    ${view.problem ? html`<p role="alert">${view.problem}</p>` : ""}
    ${
      link
        ? html`<section class="panel" aria-labelledby="link-heading">
      <h2 id="link-heading">Set-password link for ${link.email}</h2>
      <p>${link.why} Send it to them yourself: it works once, for ${link.lifetime}, and is not
        shown again (press <strong>Resend link</strong> for another).</p>
      <p><code class="secret">${link.url}</code></p>
    </section>`
        : ""
    }
    <div class="table-scroll">
    <table>
      <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Password</th><th scope="col">Change</th></tr></thead>
      <tbody>
        ${view.accounts.map((account, index) => {
          const cell = `account-${index}`;
          return html`<tr>
            <td>${visible(account.name)}${account.email === view.me ? " (you)" : ""}</td>
            <td id="${cell}">${account.email}</td>
            <td>${account.role}</td>
            <td>${account.passwordSet ? "Set" : "Not set yet"}</td>
            <td>
              <form method="post" action="${changeRolePath}" class="inline">
                ${csrfField(csrfToken)}
                <input type="hidden" name="email" value="${account.email}" />
                <select name="role" aria-label="Role for ${account.email}">${roleOptions(account.role)}</select>
                <button type="submit" aria-describedby="${cell}">Change role</button>
              </form>
              <form method="post" action="${resendLinkPath}" class="inline">
                ${csrfField(csrfToken)}
                <input type="hidden" name="email" value="${account.email}" />
                <button type="submit" aria-label="Resend link to ${account.email}">Resend link</button>
              </form>
              <form method="post" action="${removeAccountPath}" class="inline">
                ${csrfField(csrfToken)}
                <input type="hidden" name="email" value="${account.email}" />
                <button type="submit" class="danger" aria-label="Remove ${account.email}">Remove</button>
              </form>
            </td>
          </tr>`;
        })}
      </tbody>
    </table>
    </div>
    <form class="panel" method="post" action="${addAccountPath}" aria-labelledby="add-account">
      ${csrfField(csrfToken)}
      <h2 id="add-account">Add account</h2>
      <p>The new person gets an e-mail with a link to set their password (it works once, for 24
        hours).</p>
      <label for="account-name">Name</label>
      <input id="account-name" name="name" type="text" maxlength="100" autocomplete="off" value="${form.name}" />
      <label for="account-email">Email</label>
      <input id="account-email" name="email" type="email" maxlength="254" required autocomplete="off" value="${form.email}" />
      <label for="account-role">Role</label>
      <select id="account-role" name="role" aria-describedby="role-descriptions">${roleOptions(form.role)}</select>
      <ul id="role-descriptions" class="note">
        ${roles.map((role) => html`<li><strong>${role}</strong> ${roleDescriptions[role]}</li>`)}
      </ul>
      <button type="submit">Add account</button>
    </form>`;
}

/** The question before a removal: which account, and what goes with it. */
export function removeAccountBody(csrfToken: string, account: AccountSummary) {
  return html`<h1>Remove this account?</h1>
    <p>${visible(account.name)} (${account.email}, ${account.role}) is signed out at once and can no
      longer sign in; a set-password link sent to them stops working. What they did stays in the
      audit log and in the site's history. To give them access again, add the account anew.</p>
    <form method="post" action="${removeAccountPath}" aria-label="Remove this account">
      ${csrfField(csrfToken)}
      <input type="hidden" name="email" value="${account.email}" />
      <input type="hidden" name="confirm" value="yes" />
      <button type="submit" class="danger">Remove ${account.email}</button>
    </form>
    <p><a href="${paths.accounts}">Cancel</a></p>`;
}

/** Words that read the same whether or not an account has the address typed. */
export const forgotPasswordAnswer = (minutes: number) =>
  `If an account has this address, a link to set a new password is on its way. It works for ${minutes} minutes.`;

export function forgotPasswordBody(
  csrfToken: string,
  { minutes, problem }: { minutes: number; problem?: string },
) {
  return html`<form class="panel" method="post" action="${paths.forgotPassword}" aria-labelledby="forgot-password">
    <h1 id="forgot-password">Forgot password?</h1>
    <p>Type the e-mail address you sign in with. If it has an account, a link to set a new password
      is e-mailed to it: it works once, for ${minutes} minutes. Your password stays as it is until
      you set a new one.</p>
    ${problem ? html`<p role="alert">${problem}</p>` : ""}
    ${csrfField(csrfToken)}
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" maxlength="254" required />
    <button type="submit">Send link</button>
  </form>
  <p><a href="${paths.signIn}">Back to sign in</a></p>`;
}

/** The one answer to "Send link": no form (and so no token), nothing of what was typed. */
export function forgotPasswordSentBody(minutes: number) {
  return html`<h1>Check your e-mail</h1>
    <p role="status" class="note">${forgotPasswordAnswer(minutes)}</p>
    <p>No e-mail after a few minutes? Check the spam folder, and that you typed the address you sign
      in with; or ask an administrator.</p>
    <p><a href="${paths.signIn}">Sign in</a></p>`;
}
