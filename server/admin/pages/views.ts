import type { StaffAccount } from "../auth.ts";
import {
  type Change,
  type EntryChange,
  type ProblemLine,
  type RolledBack,
  rolledBackMessage,
  type WordsChange,
} from "../changes.ts";
import { can } from "../permissions.ts";
import { previewPath } from "../preview.ts";
import type { ReleaseRow, RollBackPlan } from "../publish.ts";
import type { AuditEntry } from "../store.ts";
import { csrfField, html, paths } from "./html.ts";
import { readinessLine } from "./readiness.ts";

export const signInFailed = "Email or password is incorrect.";

/**
 * Every failure shows the same alert: the answer never tells whether an account exists. While
 * sign-ins are refused (`wait`), that is the one alert: the password was not checked, so it is not
 * called incorrect.
 */
export function signInBody(
  csrfToken: string,
  options: { next?: string; failed?: boolean; wait?: string } = {},
) {
  return html`<form class="panel" method="post" action="${paths.signIn}" aria-labelledby="sign-in">
    <h1 id="sign-in">Sign in</h1>
    ${options.failed ? html`<p role="alert">${signInFailed}</p>` : ""}
    ${options.wait ? html`<p role="alert">${options.wait}</p>` : ""}
    ${csrfField(csrfToken)}
    <input type="hidden" name="next" value="${options.next ?? paths.home}" />
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required />
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required />
    <button type="submit">Sign in</button>
    <p><a href="${paths.forgotPassword}">Forgot password?</a></p>
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

export function homeBody(person: StaffAccount) {
  return html`<h1>Back office</h1>
    <p>Signed in as ${person.name} (${person.email}), ${person.role}.</p>
    ${
      can(person.role, "save")
        ? html`<p>Open the <a href="${paths.editor}">Editor</a> to change the site's words and
          pictures: each save is recorded in the workspace under your name.</p>`
        : ""
    }
    ${
      can(person.role, "workEnquiries")
        ? html`<p>Open <a href="${paths.enquiries}">Enquiries</a> to read and work the messages
          visitors send from the contact form.</p>`
        : ""
    }`;
}

export interface AuditFilters {
  action: string;
  person: string;
  date: string;
}

export interface AuditLogView {
  entries: AuditEntry[];
  page: number;
  more: boolean;
  filters: AuditFilters;
  actions: string[];
}

/** The page's own address with the filters kept, on another page. */
export function auditLogLink(filters: AuditFilters, page: number) {
  const query = new URLSearchParams();
  for (const name of ["action", "person", "date"] as const) {
    if (filters[name]) query.set(name, filters[name]);
  }
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${paths.auditLog}?${search}` : paths.auditLog;
}

export function auditLogBody({ entries, page, more, filters, actions }: AuditLogView) {
  return html`<h1>Audit log</h1>
    <form class="panel" method="get" action="${paths.auditLog}" aria-label="Filter the audit log">
      <label for="audit-action">What</label>
      <select id="audit-action" name="action">
        <option value="">Any</option>
        ${actions.map(
          (action) =>
            html`<option value="${action}"${action === filters.action ? html` selected` : ""}>${action}</option>`,
        )}
      </select>
      <label for="audit-person">Who (part of the e-mail address)</label>
      <input id="audit-person" name="person" type="text" value="${filters.person}" maxlength="254" />
      <label for="audit-date">Day (UTC)</label>
      <input id="audit-date" name="date" type="date" value="${filters.date}" />
      <button type="submit">Show</button>
    </form>
    <table>
      <caption class="note">Newest first, ${auditLogPageSize} entries a page: page ${page}.</caption>
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
    </table>
    ${entries.length === 0 ? html`<p>No entries here.</p>` : ""}
    <nav aria-label="Audit log pages"><p>
      ${page > 1 ? html`<a href="${auditLogLink(filters, page - 1)}">Newer entries</a>` : ""}
      ${more ? html`<a href="${auditLogLink(filters, page + 1)}">Older entries</a>` : ""}
    </p></nav>`;
}

export const auditLogPageSize = 50;

export interface PublishView {
  canPublish: boolean;
  configured: boolean;
  warnings: string[];
  message?: string;
  problems?: { title: string; lines: ProblemLine[] };
  /** Changes waiting that a rollback took off: publishing asks before putting them back. */
  rolledBack?: RolledBack;
  /** The entries ticked on Changes, when a refused publish shows the form again; else all are. */
  ticked?: string[];
}

export interface ReleasesView extends PublishView {
  releases: ReleaseRow[];
  canRollBack: boolean;
  /** Account names by e-mail address: a release shows who published it by name. */
  names?: ReadonlyMap<string, string>;
}

function problemsAlert(problems: { title: string; lines: ProblemLine[] }) {
  return html`<div role="alert"><p>${problems.title}</p>
    <ul>${problems.lines.map(
      (line) =>
        html`<li>${line.editorPath ? html`<a href="${line.editorPath}">${line.text}</a>` : line.text}</li>`,
    )}</ul></div>`;
}

function changeLine(change: Change) {
  return html`<li>${change.editorPath ? html`<a href="${change.editorPath}">${change.text}</a>` : change.text}</li>`;
}

/** Inside the publish form: the entries that would come back, and the box without which they do not. */
function rolledBackQuestion(rolledBack: RolledBack) {
  return html`<fieldset class="panel" aria-describedby="rolled-back-why">
      <legend>Rolled back</legend>
      <p id="rolled-back-why">${rolledBackMessage(rolledBack)}</p>
      <ul class="changes">${rolledBack.changes.map(changeLine)}</ul>
      <p class="note">Publishing puts them back on the live site. To leave them off, undo them in
      the editor first (each name opens its entry).</p>
      <label><input type="checkbox" name="republish" value="yes" required /> Publish them again too</label>
    </fieldset>`;
}

/** The id of the publish form: Changes' boxes belong to it from the list (their `form`). */
const publishFormId = "publish-form";

/** `choosing`: Changes lists the entries with a box each; only those ticked are published. */
function publishPanel(
  csrfToken: string,
  view: PublishView,
  from: "changes" | "releases",
  choosing = false,
) {
  const button = view.configured
    ? view.canPublish
      ? html`<form method="post" action="${paths.publish}" id="${publishFormId}" data-publish>
          ${csrfField(csrfToken)}
          <input type="hidden" name="from" value="${from}" />
          ${choosing ? html`<input type="hidden" name="choose" value="yes" />` : ""}
          ${view.rolledBack ? rolledBackQuestion(view.rolledBack) : ""}
          <button type="submit">Publish</button>
        </form>
        ${view.warnings.map((warning) => html`<p class="note">${warning}</p>`)}`
      : html`<p class="note">Publishing is for publishers: your saves go live when one publishes.</p>`
    : html`<p class="note">Publishing is not set up on this server (RELEASES_DIR).</p>`;
  return html`<p role="status" id="publish-status" class="note">${view.message ?? ""}</p>
    ${view.problems ? problemsAlert(view.problems) : ""}
    ${button}`;
}

export function releasesBody(csrfToken: string, view: ReleasesView) {
  return html`<h1>Releases</h1>
    ${publishPanel(csrfToken, view, "releases")}
    <div class="table-scroll" role="region" aria-labelledby="releases-caption" tabindex="0"><table class="releases">
      <caption id="releases-caption">Newest first. The live one is what visitors see.</caption>
      <thead><tr><th scope="col">Time</th><th scope="col">Who</th><th scope="col">Changes</th><th scope="col">Status</th></tr></thead>
      <tbody>
        ${view.releases.map(
          (release) => html`<tr>
            <td><time datetime="${release.publishedAt.toISOString()}">${formatTime(release.publishedAt)}</time></td>
            <td>${view.names?.get(release.actor) ?? release.actor}</td>
            <td>${release.summary}</td>
            <td>${
              release.live
                ? html`<strong>Live</strong>`
                : view.canRollBack
                  ? html`<form method="get" action="${paths.rollBack}">
                      <input type="hidden" name="release" value="${release.id}" />
                      <button type="submit" aria-describedby="release-${release.id}">Roll back to this release</button>
                      <span id="release-${release.id}" hidden>${formatTime(release.publishedAt)}</span>
                    </form>`
                  : ""
            }</td>
          </tr>`,
        )}
      </tbody>
    </table></div>`;
}

export interface RollBackView extends RollBackPlan {
  problems?: { title: string; lines: ProblemLine[] };
}

/** Before a rollback: which release goes, what the live site loses, and the button that does it. */
export function rollBackBody(csrfToken: string, view: RollBackView) {
  const { target, live, changes } = view;
  const release = (record: { id: string; publishedAt: Date; actor: string }) =>
    record.actor
      ? html`release ${record.id} (published <time datetime="${record.publishedAt.toISOString()}">${formatTime(record.publishedAt)}</time> by ${record.actor})`
      : html`release ${record.id}`;
  const lost =
    changes === undefined
      ? html`<p class="note">The back office has no record of what one of these releases holds:
        what the live site loses cannot be listed.</p>`
      : changes.length === 0
        ? html`<p>No content changes: the live site loses none of its words or pictures.</p>`
        : html`<ul class="changes" aria-labelledby="roll-back-loses">${changes.map(changeLine)}</ul>`;
  return html`<h1>Roll back</h1>
    ${view.problems ? problemsAlert(view.problems) : ""}
    <p>Rolling back makes ${release(target)} live again${live ? html`, in place of ${release(live)}` : ""}.</p>
    <h2 id="roll-back-loses">What the live site loses</h2>
    ${lost}
    <p class="note">Nothing saved is lost: these changes stay in the editor and under Changes, and
    the next publish asks before putting them back.</p>
    <form method="post" action="${paths.rollBack}">
      ${csrfField(csrfToken)}
      <input type="hidden" name="release" value="${target.id}" />
      <input type="hidden" name="live" value="${live?.id ?? ""}" />
      <input type="hidden" name="confirm" value="yes" />
      <button type="submit">Roll back</button>
      <a href="${paths.releases}">Cancel</a>
    </form>`;
}

export interface ChangesView extends PublishView {
  live?: string;
  /** Each with its entry's name and state, where known (describeEntries). */
  changes: (Change & Partial<Pick<EntryChange, "name" | "state">>)[];
  /** Whether the person may save, and so discard an entry's changes. */
  canSave?: boolean;
  /** How many items the Readiness page lists, shown beside Publish. */
  unfinished?: number;
}

/** Each changed text's words before and after, each language apart: what a publish puts live. */
export function wordsDetails(words: WordsChange[]) {
  const shown = (text: string) =>
    text === "" ? html`<em>(empty)</em>` : html`<span dir="auto">${text}</span>`;
  return html`<details class="words"><summary>Before and after</summary><dl>
    ${words.map(
      (word) => html`<dt>${word.field}</dt>
        <dd>Before: ${shown(word.before)}</dd>
        <dd>After: ${shown(word.after)}</dd>`,
    )}
  </dl></details>`;
}

export function changesBody(csrfToken: string, view: ChangesView) {
  // A change a rollback took off says so: publishing puts it back.
  const back = new Set(view.rolledBack?.changes.map((change) => change.text));
  // Publishers tick the entries to publish: a box each, in the publish form by its id (no script).
  const choosing =
    Boolean(view.live) && view.changes.length > 0 && view.configured && view.canPublish;
  const ticked = (change: Change) =>
    !view.ticked || [change.entry ?? []].flat().some((entry) => view.ticked!.includes(entry));
  const list = !view.live
    ? html`<p class="note">Nothing is live from the back office yet: the first publish makes all of
      the content live. <a href="${previewPath("/")}">Preview</a> the site as it is now.</p>`
    : view.changes.length === 0
      ? html`<p class="note">No changes: the workspace is what is live.</p>`
      : html`${
          choosing
            ? html`<p>Publish puts the ticked entries live. Untick an entry to leave it out: it stays
              saved here, waiting for a later publish.</p>`
            : ""
        }<ul class="changes">
          ${view.changes.map(
            // Every item has a link "Preview": each is described by its change for screen readers.
            (change, index) =>
              html`<li>${
                choosing && change.entry
                  ? html`<input type="checkbox" class="include" form="${publishFormId}" name="include" value="${[change.entry].flat().at(-1)}"${ticked(change) ? html` checked` : ""} aria-label="Include ${change.name ?? change.text}" /> `
                  : ""
              }${change.state ? html`<span class="state">${stateWords[change.state]}</span> ` : ""}${
                change.editorPath
                  ? html`<a id="change-${index}" href="${change.editorPath}">${change.text}</a>`
                  : html`<span id="change-${index}">${change.text}</span>`
              }${back.has(change.text) ? html` <span class="note">(rolled back)</span>` : ""}
                <a class="preview-link" href="${previewPath(change.page)}" aria-describedby="change-${index}">Preview</a>${
                  view.canSave && historyOf(change)
                    ? html` <a class="history-link" href="${paths.history}?entry=${encodeURIComponent(historyOf(change)!)}" aria-describedby="change-${index}">History</a>`
                    : ""
                }
                ${change.words ? wordsDetails(change.words) : ""}
                ${
                  view.canSave && change.entry
                    ? html`<form class="discard" method="post" action="${paths.discard}">
                  ${csrfField(csrfToken)}
                  ${[change.entry].flat().map((entry) => html`<input type="hidden" name="entry" value="${entry}" />`)}
                  <button type="submit" aria-describedby="change-${index}">Discard changes</button>
                </form>`
                    : ""
                }</li>`,
          )}
        </ul>`;
  return html`<h1>Changes</h1>
    ${view.live ? html`<p>What the next publish changes: the saves since release ${view.live}, the live one.</p>` : ""}
    ${list}
    ${readinessLine(view.unfinished)}
    ${publishPanel(csrfToken, view, "changes", choosing)}`;
}

/** The entry whose History a change links to: an entry of the content model (not a picture), by its name now. */
const historyOf = (change: Change) => {
  const entry = [change.entry ?? []].flat().at(-1);
  return entry && !entry.startsWith("content/") ? entry : undefined;
};

/** How Changes says where an entry stands against the live release. */
const stateWords: Record<NonNullable<ChangesView["changes"][number]["state"]>, string> = {
  changed: "Changed since live",
  added: "New",
  removed: "Deleted",
  renamed: "Renamed",
};

export function previewBuildingBody() {
  return html`<h1>Preview</h1>
    <p role="status" class="note" data-preview-wait="reload">The preview is being built from the
    latest saves (a minute or two). This page shows it when it is ready.</p>`;
}

export function previewFailedBody(problems: { title: string; lines: ProblemLine[] }) {
  return html`<h1>Preview</h1>
    ${problemsAlert(problems)}
    <p>Correct the entries in the <a href="${paths.editor}">Editor</a>: the preview is built again
    after each save.</p>`;
}

export function forbiddenBody() {
  return html`<h1>Not allowed</h1><p>Your role does not allow this. Ask an administrator.</p>`;
}

export function notFoundBody() {
  return html`<h1>Not found</h1><p>There is no such page. <a href="${paths.home}">Back office home</a></p>`;
}

export function formatTime(date: Date) {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}
