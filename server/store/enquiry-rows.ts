import { type EnquiryField, enquiryFields, pickEnquiryFields } from "../../common/enquiry.ts";
import { type RoutingTable, routingRulesSchema } from "../routing/rules.ts";
import {
  type EnquirySearch,
  type EnquiryWork,
  type HistoryAction,
  type HistoryEntry,
  isEnquiryStatus,
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
];

export const selectEnquiry = `
  SELECT e.id, ${enquiryColumns
    .filter((column) => column !== "content_hash")
    .map((column) => `e.${column}`)
    .join(", ")},
         e.version,
         o.status AS mail_status, o.attempts, o.next_attempt_at, o.last_error, o.sent_at
  FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id`;

export function insertEnquirySql(placeholder: (n: number) => string): string {
  const values = enquiryColumns.map((_, index) => placeholder(index + 1));
  return `INSERT INTO enquiries (${enquiryColumns.join(", ")}) VALUES (${values.join(", ")})`;
}

export function enquiryValues(
  { enquiry, receivedAt, spamReason, contentHash, page, route }: NewEnquiry,
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
    mail:
      row.mail_status === null || row.mail_status === undefined
        ? null
        : {
            status: String(row.mail_status) as MailStatus,
            attempts: Number(row.attempts),
            nextAttemptAt: time.read(row.next_attempt_at),
            lastError: textOrNull(row.last_error),
            sentAt:
              row.sent_at === null || row.sent_at === undefined ? null : time.read(row.sent_at),
          },
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
    const fields = ["name", "email", "subject", "message"].map((field) =>
      contains(`e.${field}`, next(text)),
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
