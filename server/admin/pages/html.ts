import type { StaffAccount } from "../auth.ts";
import { can } from "../permissions.ts";

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export class Markup {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString() {
    return this.value;
  }
}

type Value = string | number | Markup | undefined | null | false | Value[];

function render(value: Value): string {
  if (value === undefined || value === null || value === false) return "";
  if (Array.isArray(value)) return value.map(render).join("");
  if (value instanceof Markup) return value.value;
  return String(value).replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(strings.reduce((out, text, index) => out + text + render(values[index]), ""));
}

export const paths = {
  home: "/",
  signIn: "/sign-in",
  signOut: "/sign-out",
  setPassword: "/set-password",
  forgotPassword: "/forgot-password",
  editor: "/keystatic",
  changes: "/changes",
  discard: "/changes/discard",
  history: "/changes/history",
  restore: "/changes/history/restore",
  releases: "/releases",
  publish: "/releases/publish",
  rollBack: "/releases/roll-back",
  auditLog: "/audit-log",
  enquiries: "/enquiries",
  routing: "/routing",
  webhooks: "/webhooks",
  accounts: "/accounts",
  audience: "/audience",
  audienceCsv: "/audience.csv",
  readiness: "/readiness",
  media: "/media",
  mediaPicture: "/media/pictures",
  stylesheet: "/assets/back-office.css",
  script: "/assets/back-office.js",
  previewState: "/api/preview",
} as const;

export interface PageOptions {
  title: string;
  person?: StaffAccount;
  csrfToken: string;
  body: Markup;
  /** How many enquiries are new, for those who work them. */
  newEnquiries?: number;
  /** False for a page that needs none of the back office's script: no `<script>` at all. */
  script?: boolean;
}

/** Each person sees the links of what their role may use, and no others. */
export function navigation(person: StaffAccount, csrfToken: string, newEnquiries?: number) {
  const links: [string, string, Markup?][] = [];
  if (can(person.role, "save")) links.push(["Editor", paths.editor]);
  if (can(person.role, "readSite")) {
    links.push(["Changes", paths.changes], ["Releases", paths.releases]);
  }
  if (can(person.role, "save")) {
    links.push(["Readiness", paths.readiness], ["Media", paths.media]);
  }
  if (can(person.role, "workEnquiries")) {
    // The count beside the link, not in it: the link's name stays "Enquiries".
    const count = newEnquiries
      ? html` <span class="count">(${newEnquiries} new)</span>`
      : undefined;
    links.push(["Enquiries", paths.enquiries, count]);
  }
  if (can(person.role, "readAudience")) links.push(["Audience", paths.audience]);
  if (can(person.role, "editRouting")) links.push(["Routing", paths.routing]);
  if (can(person.role, "manageWebhooks")) links.push(["Webhooks", paths.webhooks]);
  if (can(person.role, "manageAccounts")) links.push(["Accounts", paths.accounts]);
  if (can(person.role, "readAuditLog")) links.push(["Audit log", paths.auditLog]);
  return html`<nav aria-label="Back office">
      <ul>
        ${links.map(([label, href, after]) => html`<li><a href="${href}">${label}</a>${after}</li>`)}
      </ul>
      <p class="who">${person.name} (${person.role})</p>
      <form method="post" action="${paths.signOut}">
        ${csrfField(csrfToken)}
        <button type="submit">Sign out</button>
      </form>
    </nav>`;
}

export function csrfField(token: string) {
  return html`<input type="hidden" name="csrf" value="${token}" />`;
}

export function page({
  title,
  person,
  csrfToken,
  body,
  newEnquiries,
  script = true,
}: PageOptions): string {
  return `<!doctype html>${html`<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · Back office</title>
    <link rel="stylesheet" href="${paths.stylesheet}" />
    ${script ? html`<script src="${paths.script}" defer></script>` : ""}
  </head>
  <body>
    <header>
      <p class="brand"><a href="${paths.home}">Back office</a></p>
      ${person ? navigation(person, csrfToken, newEnquiries) : ""}
    </header>
    <main>${body}</main>
  </body>
</html>
`}`;
}

export const stylesheet = `
:root { font-family: system-ui, sans-serif; color: #1b1f24; background: #fff; line-height: 1.5; }
body { margin: 0; }
header { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem 2rem; padding: 0.75rem 1.5rem;
  background: #0b3b5c; color: #fff; }
header a, header .who { color: #fff; }
.brand { margin: 0; font-weight: 700; }
nav { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; list-style: none; margin: 0; padding: 0; }
nav form { margin: 0; }
.who { margin: 0; }
main { max-width: 60rem; padding: 1.5rem; }
form.panel { display: grid; gap: 0.75rem; max-width: 24rem; }
label { font-weight: 600; }
input { font: inherit; padding: 0.4rem 0.5rem; border: 1px solid #57606a; border-radius: 4px; }
button { font: inherit; padding: 0.45rem 1rem; border: 0; border-radius: 4px; background: #0b3b5c;
  color: #fff; cursor: pointer; }
header button { background: #fff; color: #0b3b5c; }
[role="alert"] { margin: 0; padding: 0.5rem 0.75rem; border-left: 4px solid #b42318; background: #fef3f2; color: #7a271a; }
.note { padding: 0.5rem 0.75rem; border-left: 4px solid #0b3b5c; background: #eef4f8; }
.note:empty { padding: 0; border: 0; }
.changes li + li { margin-top: 0.4rem; }
.preview-link { margin-inline-start: 0.75rem; }
.history-link { margin-inline-start: 0.75rem; }
table.versions td { overflow-wrap: anywhere; }
table.versions form { margin: 0; }
table.versions button { padding: 0.15rem 0.6rem; background: #fff; color: #0b3b5c; border: 1px solid #0b3b5c; }
.changes details.words { margin-block: 0.25rem 0.5rem; }
.changes details.words dl { margin: 0.25rem 0 0; }
.changes details.words dt { font-weight: 600; margin-top: 0.4rem; }
.changes details.words dd { margin-inline-start: 1rem; overflow-wrap: anywhere; }
.changes form.discard { display: inline; margin-inline-start: 0.75rem; }
.changes form.discard button { padding: 0.15rem 0.6rem; background: #fff; color: #0b3b5c; border: 1px solid #0b3b5c; }
.changes input.include { width: 1.1rem; height: 1.1rem; margin: 0 0.4rem 0 0; vertical-align: middle; }
.changes .state { font-size: 0.85rem; padding: 0 0.4rem; border: 1px solid #57606a; border-radius: 4px; color: #424a53; }
table { border-collapse: collapse; width: 100%; }
select, textarea { font: inherit; padding: 0.4rem 0.5rem; border: 1px solid #57606a; border-radius: 4px; }
form.filters { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem 1rem; margin-bottom: 1rem; }
form.filters p { display: grid; gap: 0.25rem; margin: 0; }
dl.enquiry { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; }
dl.enquiry dt { font-weight: 600; }
dl.enquiry dd { margin: 0; }
.message { white-space: pre-wrap; overflow-wrap: anywhere; }
.history li + li { margin-top: 0.4rem; }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
:focus-visible { outline: 3px solid #d97706; outline-offset: 2px; }
.table-scroll { overflow-x: auto; max-width: 100%; }
.table-scroll table { min-width: 32rem; }
.table-scroll th[scope="row"] { font-weight: 400; overflow-wrap: anywhere; }
table.releases td { overflow-wrap: anywhere; }
.audience-table caption { text-align: start; font-weight: 700; font-size: 1.15rem; padding: 0.4rem 0; color: #1b1f24; }
.audience-table { margin-block: 1.5rem; }
.audience-table p { margin-block: 0.5rem; }
a.edit { margin-inline-start: 0.5rem; }
dl.totals { display: flex; flex-wrap: wrap; gap: 0.75rem 2.5rem; margin: 0; }
dl.totals dt { color: #424a53; }
dl.totals dd { margin: 0; font-size: 1.5rem; font-weight: 700; }
svg.chart { display: block; width: 100%; max-width: 40rem; height: auto; margin-block: 1rem; }
svg.chart .chart-label { font: 600 20px system-ui, sans-serif; fill: #1b1f24; }
table.media img { display: block; width: 6rem; height: 4rem; object-fit: contain; background: #f6f8fa; border: 1px solid #d0d7de; }
table.media th[scope="row"] { font-weight: 400; overflow-wrap: anywhere; }
table.media label { display: grid; gap: 0.25rem; margin-top: 0.4rem; font-weight: 400; font-size: 0.85rem; color: #424a53; }
table.media input { width: 100%; box-sizing: border-box; font-size: 0.85rem; }
table.media ul { margin: 0; padding-inline-start: 1.1rem; }
`;

export const script = `
for (const form of document.querySelectorAll("form[data-publish]")) {
  form.addEventListener("submit", () => {
    const status = document.getElementById("publish-status");
    if (status) status.textContent = "Publishing: checking the content, building the site and checking every page (a minute or two)…";
    setTimeout(() => form.querySelector("button")?.setAttribute("disabled", ""));
  });
}
const waiting = document.querySelector("[data-preview-wait]");
if (waiting) {
  const poll = async () => {
    try {
      const state = await (await fetch("${paths.previewState}", { cache: "no-store" })).json();
      if (state.kind !== "building" && !state.updating) {
        if (waiting.dataset.previewWait === "reload") return location.reload();
        const link = document.createElement("a");
        link.href = location.href;
        link.textContent = "Show the updated preview";
        waiting.replaceChildren("Updated with the latest saves. ", link);
        return;
      }
    } catch {}
    setTimeout(poll, 2000);
  };
  setTimeout(poll, 2000);
}
`;
