// An entry's History page and the confirmation before one of its versions is restored
// (server/admin/history.ts). Plain forms, no script.
import type { EntryChange } from "../changes.ts";
import type { EntryHistory, RestorePlan, Version } from "../history.ts";
import { csrfField, html, paths } from "./html.ts";
import { formatTime, wordsDetails } from "./views.ts";

export interface HistoryView extends EntryHistory {
  message?: string;
  problem?: string;
  /** Account names by e-mail address: each version says who saved it by name. */
  names: ReadonlyMap<string, string>;
}

export const historyPath = (entry: string) => `${paths.history}?entry=${encodeURIComponent(entry)}`;

export const savedBy = (version: Version, names: ReadonlyMap<string, string>) =>
  names.get(version.authorEmail) ?? version.authorName;

const time = (date: Date) =>
  html`<time datetime="${date.toISOString()}">${formatTime(date)}</time>`;

/** What a change did to the entry, without the entry's name Changes starts its line with. */
function whatChanged(change: EntryChange | undefined) {
  if (!change) return "No change to its words";
  if (change.state === "added") return "Created";
  if (change.state === "removed") return "Deleted";
  const named = `${change.name}: `;
  return change.text.startsWith(named) ? change.text.slice(named.length) : change.text;
}

function versionCell(view: HistoryView, version: Version, index: number) {
  const marks = [
    index === 0 ? html`<strong>Latest save</strong>` : "",
    version.live ? html`<strong>Live</strong>` : "",
  ].filter(Boolean);
  const shown =
    marks.length > 0 ? html`${marks.map((mark, at) => html`${at > 0 ? ", " : ""}${mark}`)}` : "";
  if (index === 0 || version.files.size === 0) {
    return html`${shown}${version.files.size === 0 && index > 0 ? "Deleted in this version" : ""}`;
  }
  if (version.sameAsNow) return html`${shown}${marks.length > 0 ? " · " : ""}Same as now`;
  return html`${shown}<form method="get" action="${paths.restore}">
      <input type="hidden" name="entry" value="${view.entry.id}" />
      <input type="hidden" name="version" value="${version.commit}" />
      <button type="submit" aria-describedby="version-${index}">Restore this version</button>
    </form>`;
}

export function historyBody(view: HistoryView) {
  const { versions, name } = view;
  const liveLine =
    view.live === "unknown"
      ? "Nothing is live from the back office yet, or the live release is not known here."
      : view.live === "absent"
        ? `${name} is not on the live site.`
        : versions.some((version) => version.live)
          ? "The version marked Live is what the live site shows."
          : `The live site shows a version older than those listed.`;
  return html`<h1>History: ${name}</h1>
    <p role="status" class="note">${view.message ?? ""}</p>
    ${view.problem ? html`<p role="alert">${view.problem}</p>` : ""}
    <p>Every save of this entry, newest first. ${liveLine} Restoring a version asks first, then saves
    its words in place of today's as a new change in your name: nothing is lost, and it goes live
    with the next publish.</p>
    ${
      view.earlierNames.length > 0
        ? html`<p class="note">${`This entry was renamed: its history follows it under its earlier name${view.earlierNames.length > 1 ? "s" : ""} (${view.earlierNames.join(", ")}).`}
          A version is restored under its name today.</p>`
        : ""
    }
    <div class="table-scroll" role="region" aria-labelledby="history-caption" tabindex="0"><table class="versions">
      <caption id="history-caption">Versions of ${name}, newest first (times in UTC)${
        view.more ? `: the ${versions.length} newest` : ""
      }.</caption>
      <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What changed</th><th scope="col">Version</th></tr></thead>
      <tbody>
        ${versions.map(
          (version, index) => html`<tr>
            <td><span id="version-${index}">${time(version.at)}</span></td>
            <td>${savedBy(version, view.names)}</td>
            <td><div class="changes">${whatChanged(version.change)}${
              version.renamedFrom !== undefined ? ` (renamed from ${version.renamedFrom})` : ""
            }${version.change?.words ? wordsDetails(version.change.words) : ""}</div></td>
            <td>${versionCell(view, version, index)}</td>
          </tr>`,
        )}
      </tbody>
    </table></div>
    <p>${view.editorPath ? html`<a href="${view.editorPath}">Open ${name} in the editor</a> · ` : ""}<a href="${paths.changes}">Back to Changes</a></p>`;
}

export interface RestoreView extends RestorePlan {
  names: ReadonlyMap<string, string>;
  problem?: string;
}

/** Before a restore: which version comes back, what changes, and the button that does it. */
export function restoreBody(csrfToken: string, view: RestoreView) {
  const { history, version, change } = view;
  return html`<h1>Restore an earlier version</h1>
    ${view.problem ? html`<p role="alert">${view.problem}</p>` : ""}
    <p>Restoring puts ${history.name} back as it was saved on ${time(version.at)} by
    ${savedBy(version, view.names)}. It is saved as a new change in your name: today's version stays
    in the history, and the live site changes only with the next publish.</p>
    <h2 id="restore-changes">What changes</h2>
    <div class="changes">
      <p>${change ? change.text : "Its files, not its words."}</p>
      ${change?.words ? wordsDetails(change.words) : ""}
      <p class="note">"Before" is the entry now, "After" as it will be.</p>
    </div>
    <form method="post" action="${paths.restore}">
      ${csrfField(csrfToken)}
      <input type="hidden" name="entry" value="${history.entry.id}" />
      <input type="hidden" name="version" value="${version.commit}" />
      <input type="hidden" name="shown" value="${history.versions[0]?.commit ?? ""}" />
      <input type="hidden" name="confirm" value="yes" />
      <button type="submit">Restore this version</button>
      <a href="${historyPath(history.entry.id)}">Cancel</a>
    </form>`;
}

/** A refusal: what was asked cannot be done, and the way back. */
export function historyRefusedBody(title: string, message: string, entry?: string) {
  return html`<h1>${title}</h1>
    <p role="alert">${message}</p>
    <p>${entry ? html`<a href="${historyPath(entry)}">Back to its history</a> · ` : ""}<a href="${paths.changes}">Back to Changes</a></p>`;
}
