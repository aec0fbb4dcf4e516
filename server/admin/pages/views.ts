// The back office's pages, as HTML bodies for page() (html.ts).
import type { Person } from "../auth.ts";
import type { AuditEntry } from "../store.ts";
import { csrfField, html, paths } from "./html.ts";

export const signInFailed = "Email or password is incorrect.";

export function signInBody(csrfToken: string, options: { next?: string; error?: string } = {}) {
  return html`<form class="panel" method="post" action="${paths.signIn}" aria-labelledby="sign-in">
    <h1 id="sign-in">Sign in</h1>
    ${options.error ? html`<p role="alert">${options.error}</p>` : ""}
    ${csrfField(csrfToken)}
    <input type="hidden" name="next" value="${options.next ?? paths.home}" />
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required />
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required />
    <button type="submit">Sign in</button>
  </form>`;
}

export function setPasswordBody(
  csrfToken: string,
  options: { token: string; error?: string; done?: boolean },
) {
  if (options.done) {
    return html`<h1>Password set</h1>
      <p>Your password is set. <a href="${paths.signIn}">Sign in</a> with your e-mail address and it.</p>`;
  }
  return html`<form class="panel" method="post" action="${paths.setPassword}" aria-labelledby="set-password">
    <h1 id="set-password">Set your password</h1>
    <p>At least 12 characters. A sentence of a few words is easy to remember and hard to guess.</p>
    ${options.error ? html`<p role="alert">${options.error}</p>` : ""}
    ${csrfField(csrfToken)}
    <input type="hidden" name="token" value="${options.token}" />
    <label for="new-password">New password</label>
    <input id="new-password" name="password" type="password" autocomplete="new-password" required />
    <label for="repeat-password">Repeat password</label>
    <input id="repeat-password" name="repeat" type="password" autocomplete="new-password" required />
    <button type="submit">Set password</button>
  </form>`;
}

export function homeBody(person: Person) {
  return html`<h1>Back office</h1>
    <p>Signed in as ${person.name} (${person.email}), ${person.role}.</p>
    <p>Open the <a href="${paths.editor}">Editor</a> to change the site's words and pictures: each
    save is recorded in the workspace under your name.</p>`;
}

export function auditLogBody(entries: AuditEntry[]) {
  return html`<h1>Audit log</h1>
    <table>
      <caption class="note">Newest first, the last ${entries.length} entries.</caption>
      <thead><tr><th scope="col">Time</th><th scope="col">Who</th><th scope="col">Address</th><th scope="col">What</th></tr></thead>
      <tbody>
        ${entries.map(
          (entry) => html`<tr>
            <td><time datetime="${entry.at.toISOString()}">${formatTime(entry.at)}</time></td>
            <td>${entry.actor}</td>
            <td>${entry.address}</td>
            <td>${entry.action}${entry.detail ? html`: ${entry.detail}` : ""}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
}

export function notYetBody(title: string) {
  return html`<h1>${title}</h1>
    <p class="note">Not available yet: saves are recorded in the workspace, and the site is
    published from it by the engineers as before.</p>`;
}

export function forbiddenBody() {
  return html`<h1>Not allowed</h1><p>Your role does not allow this. Ask an administrator.</p>`;
}

export function notFoundBody() {
  return html`<h1>Not found</h1><p>There is no such page. <a href="${paths.home}">Back office home</a></p>`;
}

function formatTime(date: Date) {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}
