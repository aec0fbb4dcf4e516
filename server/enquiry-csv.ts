// Enquiries as CSV, the same bytes from `npm run enquiries -- export --csv` and from the back
// office's "Export CSV": one function makes both.
import { enquiryFields } from "../common/enquiry.ts";
import type { StoredEnquiry } from "./store/enquiry-store.ts";

/** Where the enquiry's e-mail stands: its outbox job's status, "spam" while held, else "none". */
export function mailState(enquiry: StoredEnquiry): string {
  if (!enquiry.mail) return enquiry.spamReason ? "spam" : "none";
  return enquiry.mail.status;
}

/**
 * Where the visitor's acknowledgement stands: its job's status, "spam" while the enquiry is held,
 * else "none" (ACK_EMAILS off, or the address was acknowledged in the 24 hours before).
 */
export function acknowledgementState(enquiry: StoredEnquiry): string {
  if (!enquiry.acknowledgement)
    return enquiry.mail === null && enquiry.spamReason ? "spam" : "none";
  return enquiry.acknowledgement.status;
}

/** OWASP "CSV injection": a formula character wherever a spreadsheet may start a cell. */
const formulaStart = /(^|[;,\n])([ "]*)([=+\-@\t\r])/g;

/** RFC 4180, every cell quoted, and a "'" before each formula character that could start a cell. */
export function csvCell(value: string): string {
  const safe = value.replace(formulaStart, "$1$2'$3");
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Spreadsheets read a CSV without it as their local code page, garbling names in other scripts. */
export const utf8Bom = "\uFEFF";

export const csvColumns = [
  "id",
  "received_at",
  ...enquiryFields,
  "client_timestamp",
  "mail_status",
  "mail_attempts",
  "mail_sent_at",
  "mail_last_error",
  "spam_reason",
  "language",
  // Last, so that the columns before keep their places in a spreadsheet made for older exports.
  "acknowledgement_status",
  "acknowledgement_sent_at",
];

function csvRow(e: StoredEnquiry): string[] {
  return [
    String(e.id),
    e.receivedAt.toISOString(),
    ...enquiryFields.map((field) => e[field]),
    e.clientTimestamp,
    mailState(e),
    String(e.mail?.attempts ?? ""),
    e.mail?.sentAt?.toISOString() ?? "",
    e.mail?.lastError ?? "",
    e.spamReason ?? "",
    e.language,
    acknowledgementState(e),
    e.acknowledgement?.sentAt?.toISOString() ?? "",
  ];
}

/** UTF-8 with a byte order mark, records ending in CRLF (none after the last), every cell csvCell. */
export function csvText(rows: string[][]): string {
  return utf8Bom + rows.map((row) => row.map(csvCell).join(",")).join("\r\n");
}

/** A header row, then one record per enquiry (csvText). */
export function enquiriesCsv(enquiries: StoredEnquiry[]): string {
  return csvText([[...csvColumns], ...enquiries.map(csvRow)]);
}
