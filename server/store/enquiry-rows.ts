import { type EnquiryField, enquiryFields, pickEnquiryFields } from "../../common/enquiry.ts";
import type { MailStatus, NewEnquiry, StoredEnquiry } from "./enquiry-store.ts";

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
];

export const selectEnquiry = `
  SELECT e.id, ${enquiryColumns
    .filter((column) => column !== "content_hash")
    .map((column) => `e.${column}`)
    .join(", ")},
         o.status AS mail_status, o.attempts, o.next_attempt_at, o.last_error, o.sent_at
  FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id`;

export function insertEnquirySql(placeholder: (n: number) => string): string {
  const values = enquiryColumns.map((_, index) => placeholder(index + 1));
  return `INSERT INTO enquiries (${enquiryColumns.join(", ")}) VALUES (${values.join(", ")})`;
}

export function enquiryValues(
  { enquiry, receivedAt, spamReason, contentHash }: NewEnquiry,
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
  ];
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
