// The enquiries the server keeps, as the enquiry route, the retention purge and the operator
// command see them; their e-mail queue is the Outbox beside it (outbox.ts). Two implementations
// (sqlite-store.ts, postgres-store.ts) pass one shared suite (enquiry-store.suite.ts).
import type { Enquiry, EnquiryFormValues } from "../../common/enquiry.ts";
import type { Language } from "../../common/i18n.ts";
import type { Outbox } from "./outbox.ts";

export type MailStatus = "pending" | "sending" | "sent" | "failed";

export interface NewEnquiry {
  enquiry: Enquiry;
  receivedAt: Date;
  /** Why the enquiry looks like spam; null when it does not. Spam is stored, never e-mailed. */
  spamReason: string | null;
  /** Hash of the normalised text, to notice the same enquiry sent again (routes/enquiry-spam.ts). */
  contentHash: string;
}

export interface MailState {
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
}

/** The enquiry's fields as the visitor sent them, and what the server knows of it. */
export interface StoredEnquiry extends EnquiryFormValues {
  id: number;
  /** A UUID: the stable part of the e-mail's Message-ID. */
  publicId: string;
  /** The `timestamp` the visitor's browser sent, as sent. */
  clientTimestamp: string;
  /** The language of the page the enquiry was sent from. */
  language: Language;
  receivedAt: Date;
  spamReason: string | null;
  /** The outbox job; null for suspected spam that the operator has not released. */
  mail: MailState | null;
}

export interface EnquiryStore {
  readonly kind: "sqlite" | "postgres";
  /** Commits the enquiry and (unless spam) its e-mail job in one transaction. */
  add(input: NewEnquiry): Promise<StoredEnquiry>;
  get(id: number): Promise<StoredEnquiry | undefined>;
  /** Newest first; all of them when no limit is given. */
  list(options?: { limit?: number }): Promise<StoredEnquiry[]>;
  countSameTextSince(contentHash: string, since: Date): Promise<number>;
  /**
   * The three deletions return the public ids of the enquiries they erased, so that copies kept
   * outside the store (the .eml folder) can be erased with them (store/erase-enquiries.ts).
   */
  delete(id: number): Promise<string[]>;
  /** Every enquiry from this address (case-insensitive). */
  deleteByEmail(email: string): Promise<string[]>;
  deleteReceivedBefore(cutoff: Date): Promise<string[]>;
  /**
   * Makes deleted rows unreadable in the store's own files (SQLite: rebuilds the file and empties
   * its write-ahead log). False when a copy may remain because another connection held the log.
   */
  scrub(): Promise<boolean>;
  /** The e-mail jobs of these enquiries, in the same database. */
  readonly outbox: Outbox;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
