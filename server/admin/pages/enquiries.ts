// The enquiry desk's pages. Every word a visitor typed goes through visible() (control and bidi
// characters shown as their codes, never obeyed) and then html`` (escaped for HTML).
import type { Language } from "../../../common/i18n.ts";
import type { Visit } from "../../store/audience.ts";
import type {
  EnquiryReply,
  EnquiryStatus,
  HistoryEntry,
  MailState,
  StoredEnquiry,
} from "../../store/enquiry-store.ts";
import { enquiryStatuses } from "../../store/enquiry-store.ts";
import type { WebhookDelivery } from "../../store/webhooks.ts";
import { visible, visibleLines } from "../../visible-text.ts";
import { csrfField, html, type Markup, paths } from "./html.ts";
import { formatTime } from "./views.ts";
import { deliveriesSection } from "./webhooks.ts";

export const enquiryPageSize = 50;
/** The Route filter's value for the enquiries no rule routed (sent to CONTACT_TO). */
export const noRule = "none";
export const noteMaxLength = 5000;

export const statusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  open: "Open",
  answered: "Answered",
  closed: "Closed",
  spam: "Spam",
};

export const conflictMessage =
  "Someone else changed this enquiry: your change was not saved. Here it is as it is now.";

export const enquiryPath = (id: number) => `${paths.enquiries}/${id}`;
export const notesPath = (id: number) => `${paths.enquiries}/${id}/notes`;
export const replyPath = (id: number) => `${paths.enquiries}/${id}/reply`;
export const replyMaxLength = 10_000;
export const exportPath = `${paths.enquiries}/export`;
export const erasePath = (id: number) => `${paths.enquiries}/${id}/erase`;
export const notSpamPath = (id: number) => `${paths.enquiries}/${id}/not-spam`;

/** Someone an enquiry may be assigned to: a back-office account that works enquiries. */
export interface Assignable {
  email: string;
  name: string;
}

/** The list's filters as its GET form sends them; "" is "any". */
export interface EnquiryFilters {
  text: string;
  status: EnquiryStatus | "";
  /** An account's e-mail address, or "nobody". */
  assignee: string;
  language: Language | "";
  /** A routing rule's name, or noRule. */
  route: string;
  /** Whole UTC days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export interface EnquiryListView {
  enquiries: StoredEnquiry[];
  filters: EnquiryFilters;
  page: number;
  more: boolean;
  /** The accounts the Assigned to filter offers. */
  assignable: Assignable[];
  /** The routing rules' names, for the Route filter. */
  routes: string[];
  /** What was just done, for the status line. */
  message?: string;
}

/** The list's own address with the filters kept, on another page (or the export's, page 0). */
export function enquiryListLink(
  filters: EnquiryFilters,
  page: number,
  path: string = paths.enquiries,
) {
  const query = new URLSearchParams();
  if (filters.text) query.set("q", filters.text);
  if (filters.status) query.set("status", filters.status);
  if (filters.assignee) query.set("assignee", filters.assignee);
  if (filters.language) query.set("language", filters.language);
  if (filters.route) query.set("route", filters.route);
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const languageName = (enquiry: StoredEnquiry) => (enquiry.language === "ar" ? "Arabic" : "English");

const time = (date: Date) =>
  html`<time datetime="${date.toISOString()}">${formatTime(date)}</time>`;

const option = (value: string, label: string, selected: string) =>
  html`<option value="${value}"${value === selected ? html` selected` : ""}>${label}</option>`;

/** Anyone, nobody, each account that works enquiries, and one no longer among them if filtered by. */
function assigneeOptions(assignable: Assignable[], selected: string) {
  const people = assignable.map(({ email, name }) => ({ email, label: `${name} (${email})` }));
  if (selected && selected !== "nobody" && !people.some((person) => person.email === selected)) {
    people.push({ email: selected, label: selected });
  }
  return [
    option("", "Anyone", selected),
    option("nobody", "Nobody", selected),
    ...people.map(({ email, label }) => option(email, label, selected)),
  ];
}

/** Any, no rule, each rule now, and one no longer among them if filtered by. */
function routeOptions(routes: string[], selected: string) {
  const names = [...routes];
  if (selected && selected !== noRule && !names.includes(selected)) names.push(selected);
  return [
    option("", "Any", selected),
    option(noRule, "No rule (CONTACT_TO)", selected),
    ...names.map((name) => option(name, name, selected)),
  ];
}

function statusOptions(selected: string) {
  return enquiryStatuses.map((status) => option(status, statusLabels[status], selected));
}

export function enquiryListBody({
  enquiries,
  filters,
  page,
  more,
  assignable,
  routes,
  message,
}: EnquiryListView) {
  return html`<h1>Enquiries</h1>
    <p role="status" class="note">${message ?? ""}</p>
    <form class="filters" method="get" action="${paths.enquiries}" aria-label="Find enquiries">
      <p><label for="enquiry-search">Search enquiries</label>
      <input id="enquiry-search" name="q" type="search" value="${filters.text}" maxlength="200" /></p>
      <p><label for="enquiry-status">Status</label>
      <select id="enquiry-status" name="status">
        <option value=""${filters.status ? "" : html` selected`}>All</option>
        ${statusOptions(filters.status)}
      </select></p>
      <p><label for="enquiry-assignee">Assigned to</label>
      <select id="enquiry-assignee" name="assignee">${assigneeOptions(assignable, filters.assignee)}</select></p>
      <p><label for="enquiry-language">Language</label>
      <select id="enquiry-language" name="language">
        ${option("", "All", filters.language)}${option("en", "English", filters.language)}${option("ar", "Arabic", filters.language)}
      </select></p>
      <p><label for="enquiry-route">Route</label>
      <select id="enquiry-route" name="route">${routeOptions(routes, filters.route)}</select></p>
      <p><label for="enquiry-from">Received from</label>
      <input id="enquiry-from" name="from" type="date" value="${filters.from}" /></p>
      <p><label for="enquiry-to">Received to</label>
      <input id="enquiry-to" name="to" type="date" value="${filters.to}" /></p>
      <button type="submit">Show</button>
    </form>
    <table>
      <caption class="note">Newest first, ${enquiryPageSize} a page: page ${page}.</caption>
      <thead><tr><th scope="col">Received</th><th scope="col">Name</th><th scope="col">Subject</th><th scope="col">Language</th><th scope="col">Status</th><th scope="col">Assigned to</th><th scope="col">Sent from</th></tr></thead>
      <tbody>
        ${enquiries.map(
          (enquiry) => html`<tr>
            <td>${time(enquiry.receivedAt)}</td>
            <td dir="auto">${visible(enquiry.name)}</td>
            <td><a href="${enquiryPath(enquiry.id)}" dir="auto">${visible(enquiry.subject)}</a></td>
            <td>${languageName(enquiry)}</td>
            <td>${statusLabels[enquiry.status]}</td>
            <td>${enquiry.assignee ?? "Nobody"}</td>
            <td>${enquiry.page ? html`<code>${visible(enquiry.page)}</code>` : "Not known"}</td>
          </tr>`,
        )}
      </tbody>
    </table>
    ${enquiries.length === 0 ? html`<p>No enquiries here.</p>` : ""}
    <p><a href="${enquiryListLink(filters, 0, exportPath)}" download>Export CSV</a>
      <span class="note">(every enquiry found here, not only this page)</span></p>
    <nav aria-label="Enquiry pages"><p>
      ${page > 1 ? html`<a href="${enquiryListLink(filters, page - 1)}">Previous</a>` : ""}
      ${more ? html`<a href="${enquiryListLink(filters, page + 1)}">Next</a>` : ""}
    </p></nav>`;
}

export interface EnquiryView {
  enquiry: StoredEnquiry;
  /** When the daily purge erases it (RETENTION_DAYS; spam sooner). */
  erasedOn: Date;
  history: HistoryEntry[];
  replies: EnquiryReply[];
  /** Its webhook deliveries, oldest first. */
  webhooks: WebhookDelivery[];
  /** Whether this person may send a delivery again (permissions.ts manageWebhooks). */
  canSendAgain: boolean;
  assignable: Assignable[];
  /** What was just done, for the status line. */
  message?: string;
  /** Why the change just sent was not saved. */
  problem?: string;
  /** The note just sent, kept when it was refused. */
  note?: string;
  /** The reply just sent, kept when it was refused. */
  reply?: string;
}

/** An address for a link: what the visitor typed stays the link's text, shown as typed. */
const mailto = (email: string) => `mailto:${encodeURIComponent(email).replaceAll("%40", "@")}`;
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** One outbox job's delivery state in words; `none` says why there is no job. */
function delivery(mail: MailState | null, none: string) {
  if (!mail) return none;
  switch (mail.status) {
    case "sent":
      return mail.sentAt ? html`Sent ${time(mail.sentAt)}` : "Sent";
    case "failed":
      return html`Failed after ${mail.attempts} attempt(s): ${visible(mail.lastError ?? "")}`;
    default:
      return html`Waiting to be sent (${mail.attempts} attempt(s) so far${
        mail.lastError ? html`, last error: ${visible(mail.lastError)}` : ""
      })`;
  }
}

function historyLine(entry: HistoryEntry) {
  switch (entry.action) {
    case "opened":
      return "opened it";
    case "status": {
      const [before, after] = entry.detail.split(" → ");
      const label = (status: string | undefined) =>
        statusLabels[status as EnquiryStatus] ?? status ?? "";
      return `status ${label(before)} → ${label(after)}`;
    }
    case "assigned":
      return entry.detail === "nobody" ? "assigned it to nobody" : `assigned it to ${entry.detail}`;
    case "released":
      return "marked it not spam (its e-mail queued)";
    case "replied":
      return html`replied to the visitor: <span class="message" dir="auto">${visibleLines(entry.detail)}</span>`;
    case "note":
      return html`added a note: <span class="message" dir="auto">${visibleLines(entry.detail)}</span>`;
  }
}

const sourcePart = (value: string | null) => (value ? html`<bdi>${visible(value)}</bdi>` : "–");

/** Where the visitor first came from that day (the audience count's visit); "Not known" without. */
function sourceRows(source: Visit | null) {
  const known = (shown: (visit: Visit) => string | Markup) =>
    source ? shown(source) : "Not known";
  return html`<dt>Landing page</dt><dd>${known((visit) => html`<code>${visible(visit.landing)}</code>`)}</dd>
      <dt>Referrer</dt><dd>${known((visit) =>
        visit.referrer ? html`<bdi>${visible(visit.referrer)}</bdi>` : "None (no other site)",
      )}</dd>
      <dt>Campaign</dt><dd>${known(({ campaign }) =>
        campaign
          ? html`${sourcePart(campaign.source)} / ${sourcePart(campaign.medium)} / ${sourcePart(campaign.campaign)}`
          : "None",
      )}</dd>`;
}

export function enquiryBody(csrfToken: string, view: EnquiryView) {
  const { enquiry } = view;
  const assignees = [...view.assignable];
  // Someone whose account was removed since keeps the enquiry until it is given to another.
  if (enquiry.assignee && !assignees.some((person) => person.email === enquiry.assignee)) {
    assignees.push({ email: enquiry.assignee, name: "no account now" });
  }
  const phone = enquiry.phone.trim();
  return html`<h1 dir="auto">${visible(enquiry.subject)}</h1>
    <p role="status" class="note">${view.message ?? ""}</p>
    ${view.problem ? html`<p role="alert">${view.problem}</p>` : ""}
    <dl class="enquiry">
      <dt>Received</dt><dd>${time(enquiry.receivedAt)}</dd>
      <dt>Reference</dt><dd>${enquiry.publicId}</dd>
      <dt>Kept until</dt><dd>${time(view.erasedOn)}, then erased${
        enquiry.status === "spam" ? " (spam is kept a shorter time)" : ""
      }</dd>
      <dt>Name</dt><dd dir="auto">${visible(enquiry.name)}</dd>
      <dt>E-mail</dt><dd><a href="${mailto(enquiry.email)}">${visible(enquiry.email)}</a></dd>
      <dt>Phone</dt><dd>${phone ? html`<a href="${tel(phone)}">${visible(phone)}</a>` : "None given"}</dd>
      <dt>Language</dt><dd>${languageName(enquiry)} (the page it was sent from)</dd>
      <dt>Sent from</dt><dd>${enquiry.page ? html`<code>${visible(enquiry.page)}</code>` : "Not known"}</dd>
      ${sourceRows(enquiry.source)}
      <dt>Routed</dt><dd>${
        enquiry.route.rule
          ? html`by the rule "${enquiry.route.rule}", to ${enquiry.route.recipients.join(", ")}`
          : "by no rule: to the usual address (CONTACT_TO)"
      }</dd>
      <dt>Status</dt><dd>${statusLabels[enquiry.status]}${
        enquiry.spamReason ? html` (held as suspected spam: ${visible(enquiry.spamReason)})` : ""
      }</dd>
      <dt>Assigned to</dt><dd>${enquiry.assignee ?? "Nobody"}</dd>
      <dt>E-mail to the team</dt><dd>${delivery(
        enquiry.mail,
        enquiry.spamReason ? "Not sent: held as suspected spam" : "None",
      )}</dd>
      <dt>Acknowledgement to the visitor</dt><dd>${delivery(
        enquiry.acknowledgement,
        enquiry.mail === null && enquiry.spamReason
          ? "Not sent: held as suspected spam"
          : "None: this address had one in the 24 hours before, acknowledgements were off, or the enquiry came before the site sent them",
      )}</dd>
      <dt>Message</dt><dd class="message" dir="auto">${visibleLines(enquiry.message)}</dd>
      ${view.replies.map(
        (reply, index) => html`<dt>Reply ${index + 1}</dt><dd>
          by ${reply.actorName} (${reply.actor}), ${time(reply.at)}: ${delivery(reply.mail, "None")}
          <span class="message" dir="auto">${visibleLines(reply.body)}</span></dd>`,
      )}
    </dl>
    <form class="panel" method="post" action="${enquiryPath(enquiry.id)}" aria-label="Status and assignment">
      ${csrfField(csrfToken)}
      <input type="hidden" name="version" value="${enquiry.version}" />
      <label for="work-status">Status</label>
      <select id="work-status" name="status">${statusOptions(enquiry.status)}</select>
      <label for="work-assignee">Assigned to</label>
      <select id="work-assignee" name="assignee">
        <option value=""${enquiry.assignee ? "" : html` selected`}>Nobody</option>
        ${assignees.map(
          (person) =>
            html`<option value="${person.email}"${person.email === enquiry.assignee ? html` selected` : ""}>${person.name} (${person.email})</option>`,
        )}
      </select>
      <button type="submit">Save</button>
    </form>
    ${
      enquiry.status === "spam" && enquiry.spamReason
        ? html`<form class="panel" method="post" action="${notSpamPath(enquiry.id)}" aria-label="Not spam">
      ${csrfField(csrfToken)}
      <input type="hidden" name="version" value="${enquiry.version}" />
      <p class="note">Held as suspected spam, never e-mailed. Not spam sends it to the sales inbox now and marks it New.</p>
      <button type="submit">Not spam</button>
    </form>`
        : ""
    }
    ${
      enquiry.status === "spam" && enquiry.spamReason
        ? html`<p class="note">Held as suspected spam: mark it not spam before replying.</p>`
        : html`<form class="panel" method="post" action="${replyPath(enquiry.id)}" aria-label="Reply to the visitor">
      ${csrfField(csrfToken)}
      <input type="hidden" name="version" value="${enquiry.version}" />
      <label for="reply">Your reply</label>
      <p id="reply-hint" class="note">E-mailed to ${visible(enquiry.email)} from the site's address under your name; their answer comes to you. Their message is quoted under yours, and the enquiry is marked Answered.</p>
      <textarea id="reply" name="reply" rows="8" maxlength="${replyMaxLength}" required aria-describedby="reply-hint" dir="auto">${view.reply ?? ""}</textarea>
      <button type="submit">Reply</button>
      <a href="${mailto(enquiry.email)}?subject=${encodeURIComponent(`Re: ${enquiry.subject}`)}">Or write it in your mail app</a>
    </form>`
    }
    <form class="panel" method="post" action="${notesPath(enquiry.id)}" aria-label="Add a note">
      ${csrfField(csrfToken)}
      <label for="note">Note</label>
      <textarea id="note" name="note" rows="4" maxlength="${noteMaxLength}" required>${view.note ?? ""}</textarea>
      <button type="submit">Add note</button>
    </form>
    <form class="panel" method="post" action="${erasePath(enquiry.id)}" aria-label="Erase">
      ${csrfField(csrfToken)}
      <p class="note">Erasing asks first, then removes the enquiry for good.</p>
      <button type="submit">Erase</button>
    </form>
    ${deliveriesSection(csrfToken, enquiry.id, view.webhooks, view.canSendAgain)}
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      ${
        view.history.length === 0
          ? html`<p>Nothing done yet.</p>`
          : html`<ol class="history">
          ${view.history.map(
            (entry) => html`<li>${time(entry.at)}: ${entry.actor} ${historyLine(entry)}</li>`,
          )}
        </ol>`
      }
    </section>
    <p><a href="${paths.enquiries}">All enquiries</a></p>`;
}

export interface EraseView {
  enquiry: StoredEnquiry;
  /** How many enquiries were sent from the same e-mail address, this one included. */
  fromAddress: number;
}

/** The question before an erasure: what goes, and the two ways to go on (or Cancel). */
export function eraseBody(csrfToken: string, { enquiry, fromAddress }: EraseView) {
  const others = fromAddress - 1;
  return html`<h1>Erase this enquiry?</h1>
    <p>Erasing removes for good, from the database and the files the server keeps:</p>
    <ul>
      <li>the enquiry <span dir="auto">“${visible(enquiry.subject)}”</span> from
        <span dir="auto">${visible(enquiry.name)}</span>, received ${time(enquiry.receivedAt)}, with its message and contact details;</li>
      <li>its history and notes;</li>
      <li>its e-mail jobs (to the team and the acknowledgement to the visitor) and the copies of those e-mails kept on disk, if any.</li>
    </ul>
    <p>It cannot be undone. The audit log keeps only that enquiry ${enquiry.id} was erased, and by whom.
      An e-mail already sent stays in the mailboxes it reached.</p>
    <form method="post" action="${erasePath(enquiry.id)}" aria-label="Erase this enquiry">
      ${csrfField(csrfToken)}
      <input type="hidden" name="confirm" value="yes" />
      <button type="submit">Erase</button>
    </form>
    <p>${visible(enquiry.email)} sent ${
      others === 0 ? "no other enquiry" : `${others} other enquir${others === 1 ? "y" : "ies"}`
    }. For a request to erase everything about this person:</p>
    <form method="post" action="${erasePath(enquiry.id)}" aria-label="Erase everything from this address">
      ${csrfField(csrfToken)}
      <input type="hidden" name="confirm" value="yes" />
      <input type="hidden" name="scope" value="email" />
      <button type="submit">Erase everything from ${visible(enquiry.email)}</button>
    </form>
    <p><a href="${enquiryPath(enquiry.id)}">Cancel</a></p>`;
}
