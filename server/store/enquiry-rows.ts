import { type EnquiryField, enquiryFields, pickEnquiryFields } from "../../common/enquiry.ts";
import { type RoutingTable, routingRulesSchema } from "../routing/rules.ts";
import { campaignOrNull, type Visit } from "./audience.ts";
import {
  type EnquiryReply,
  type EnquirySearch,
  type EnquiryWork,
  type HistoryAction,
  type HistoryEntry,
  isEnquiryStatus,
  type MailState,
  type MailStatus,
  type NewEnquiry,
  type StoredEnquiry,
} from "./enquiry-store.ts";

type Row = Record<string, unknown>;

export interface TimeColumn {
  write(date: Date): unknown;
  read(value: unknown): Date;
}

const enquiryColumns = [
  "public_id",
  ...enquiryFields,
  "client_timestamp",
  "language",
  "received_at",
  "spam_reason",
  "content_hash",
  "status",
  "assignee",
  "page",
  "route_rule",
  "route_recipients",
  "source_landing",
  "source_referrer",
  "source_utm_source",
  "source_utm_medium",
  "source_utm_campaign",
];

export const selectEnquiry = `
  SELECT e.id, ${enquiryColumns
    .filter((column) => column !== "content_hash")
    .map((column) => `e.${column}`)
    .join(", ")},
         e.version,
         o.status AS mail_status, o.attempts, o.next_attempt_at, o.last_error, o.sent_at,
         a.status AS ack_status, a.attempts AS ack_attempts, a.next_attempt_at AS ack_next_attempt_at,
         a.last_error AS ack_last_error, a.sent_at AS ack_sent_at
  FROM enquiries e
  LEFT JOIN outbox o ON o.enquiry_id = e.id AND o.kind = 'staff'
  LEFT JOIN outbox a ON a.enquiry_id = e.id AND a.kind = 'acknowledgement'`;

/**
 * Whether `email` (in any case) was sent an acknowledgement made at or after `since`, in the
 * dialect's placeholders: the 24-hour rule of `acknowledgementIntervalMs`. Erased enquiries take
 * their acknowledgements with them, and so are forgotten here too.
 */
export function recentAcknowledgementSql(placeholder: (n: number) => string): string {
  return `SELECT 1 AS found FROM outbox a JOIN enquiries e ON e.id = a.enquiry_id
    WHERE a.kind = 'acknowledgement' AND a.created_at >= ${placeholder(1)}
      AND lower(e.email) = lower(${placeholder(2)})
    LIMIT 1`;
}

export function insertEnquirySql(placeholder: (n: number) => string): string {
  const values = enquiryColumns.map((_, index) => placeholder(index + 1));
  return `INSERT INTO enquiries (${enquiryColumns.join(", ")}) VALUES (${values.join(", ")})`;
}

export function enquiryValues(
  { enquiry, receivedAt, spamReason, contentHash, page, route, source }: NewEnquiry,
  publicId: string,
  time: TimeColumn,
): unknown[] {
  return [
    publicId,
    ...Object.values(pickEnquiryFields(enquiry)),
    enquiry.timestamp,
    enquiry.language,
    time.write(receivedAt),
    spamReason,
    contentHash,
    spamReason === null ? "new" : "spam",
    route?.assignee ?? null,
    page ?? null,
    route?.rule ?? null,
    route?.rule ? JSON.stringify(route.recipients) : null,
    source?.landing ?? null,
    source?.referrer ?? null,
    source?.campaign?.source ?? null,
    source?.campaign?.medium ?? null,
    source?.campaign?.campaign ?? null,
  ];
}

/** The stored recipients: a JSON array of addresses; anything else reads as none (CONTACT_TO). */
function recipientsOf(value: unknown): string[] {
  const parsed = typeof value === "string" ? safeJson(value) : undefined;
  return Array.isArray(parsed) ? parsed.filter((item) => typeof item === "string") : [];
}

/** The stored rules document; a broken one reads as no rules (the default route). */
export function toRoutingTable(row: Row | undefined): RoutingTable {
  if (!row) return { rules: [], version: 0 };
  const parsed = routingRulesSchema.safeParse(safeJson(String(row.rules)));
  return { rules: parsed.success ? parsed.data : [], version: Number(row.version) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const textOrNull = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

export function toStoredEnquiry(row: Row, time: TimeColumn): StoredEnquiry {
  const fields = Object.fromEntries(enquiryFields.map((field) => [field, String(row[field])]));
  return {
    // PostgreSQL's BIGINT arrives as a string; ids stay far below 2^53.
    id: Number(row.id),
    publicId: String(row.public_id),
    ...(fields as Pick<StoredEnquiry, EnquiryField>),
    clientTimestamp: String(row.client_timestamp),
    language: row.language === "ar" ? "ar" : "en",
    receivedAt: time.read(row.received_at),
    spamReason: textOrNull(row.spam_reason),
    status: isEnquiryStatus(row.status) ? row.status : "new",
    assignee: textOrNull(row.assignee),
    version: Number(row.version),
    page: textOrNull(row.page),
    route: { rule: textOrNull(row.route_rule), recipients: recipientsOf(row.route_recipients) },
    source: toSource(row),
    mail: toMailState(row, "", "mail_status", time),
    acknowledgement: toMailState(row, "ack_", "ack_status", time),
  };
}

/** Where the visitor came from, from the enquiry's source_ columns; null without a landing page. */
function toSource(row: Row): Visit | null {
  const landing = textOrNull(row.source_landing);
  if (landing === null) return null;
  const campaign = {
    source: textOrNull(row.source_utm_source),
    medium: textOrNull(row.source_utm_medium),
    campaign: textOrNull(row.source_utm_campaign),
  };
  return {
    landing,
    referrer: textOrNull(row.source_referrer),
    campaign: campaignOrNull(campaign),
  };
}

/** A reply with its job's delivery state (the job's columns as `mail_status`, `attempts`, …). */
export function toEnquiryReply(row: Row, time: TimeColumn): EnquiryReply {
  return {
    id: Number(row.id),
    body: String(row.body),
    actor: String(row.actor),
    actorName: String(row.actor_name),
    at: time.read(row.at),
    mail: toMailState(row, "", "mail_status", time),
  };
}

export const selectReplies = `SELECT r.id, r.body, r.actor, r.actor_name, r.at,
    o.status AS mail_status, o.attempts, o.next_attempt_at, o.last_error, o.sent_at
  FROM enquiry_replies r LEFT JOIN outbox o ON o.reply_id = r.id`;

/** One job's delivery state from the columns named `${prefix}attempts` and so on. */
function toMailState(
  row: Row,
  prefix: string,
  statusColumn: string,
  time: TimeColumn,
): MailState | null {
  const status = row[statusColumn];
  if (status === null || status === undefined) return null;
  const sentAt = row[`${prefix}sent_at`];
  return {
    status: String(status) as MailStatus,
    attempts: Number(row[`${prefix}attempts`]),
    nextAttemptAt: time.read(row[`${prefix}next_attempt_at`]),
    lastError: textOrNull(row[`${prefix}last_error`]),
    sentAt: sentAt === null || sentAt === undefined ? null : time.read(sentAt),
  };
}

/**
 * The search's WHERE clause in the dialect's placeholders ("?" or "$n"); `contains` is the
 * dialect's "this text holds that one, in any case" (SQLite's own lower() folds only ASCII).
 */
export function enquirySearchFilter(
  query: Omit<EnquirySearch, "limit" | "offset">,
  placeholder: (index: number) => string,
  contains: (text: string, part: string) => string,
  time: TimeColumn,
) {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const next = (value: unknown) => {
    values.push(value);
    return placeholder(values.length);
  };
  if (query.status) conditions.push(`e.status = ${next(query.status)}`);
  if (query.assignee === null) conditions.push("e.assignee IS NULL");
  else if (query.assignee) conditions.push(`e.assignee = ${next(query.assignee)}`);
  if (query.language) conditions.push(`e.language = ${next(query.language)}`);
  if (query.route === null) conditions.push("e.route_rule IS NULL");
  else if (query.route) conditions.push(`e.route_rule = ${next(query.route)}`);
  if (query.receivedFrom) {
    conditions.push(`e.received_at >= ${next(time.write(query.receivedFrom))}`);
  }
  if (query.receivedBefore) {
    conditions.push(`e.received_at < ${next(time.write(query.receivedBefore))}`);
  }
  const text = query.text?.trim();
  if (text) {
    // The reference the visitor's acknowledgement gave them (the public id) finds it too.
    const fields = ["e.name", "e.email", "e.subject", "e.message", "CAST(e.public_id AS TEXT)"].map(
      (field) => contains(field, next(text)),
    );
    conditions.push(`(${fields.join(" OR ")})`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", values };
}

/** What a change of work state adds to the history, and whether it changes anything. */
export function workHistory(before: StoredEnquiry, after: EnquiryWork) {
  const entries: { action: HistoryAction; detail: string }[] = [];
  if (before.status !== after.status) {
    entries.push({ action: "status", detail: `${before.status} → ${after.status}` });
  }
  if ((before.assignee ?? null) !== (after.assignee ?? null)) {
    entries.push({ action: "assigned", detail: after.assignee ?? "nobody" });
  }
  return entries;
}

export function toHistoryEntry(row: Row, time: TimeColumn): HistoryEntry {
  return {
    at: time.read(row.at),
    actor: String(row.actor),
    action: String(row.action) as HistoryAction,
    detail: String(row.detail),
  };
}
