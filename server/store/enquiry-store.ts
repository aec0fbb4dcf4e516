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

export interface StoredEnquiry extends EnquiryFormValues {
  id: number;
  publicId: string;
  clientTimestamp: string;
  language: Language;
  receivedAt: Date;
  spamReason: string | null;
  /** The outbox job; null for suspected spam that the operator has not released. */
  mail: MailState | null;
}

export interface EnquiryStore {
  readonly kind: "sqlite" | "postgres";
  add(input: NewEnquiry): Promise<StoredEnquiry>;
  get(id: number): Promise<StoredEnquiry | undefined>;
  list(options?: { limit?: number }): Promise<StoredEnquiry[]>;
  countSameTextSince(contentHash: string, since: Date): Promise<number>;
  /** Return the erased public ids, so the .eml copies can be erased with them. */
  delete(id: number): Promise<string[]>;
  deleteByEmail(email: string): Promise<string[]>;
  deleteReceivedBefore(cutoff: Date): Promise<string[]>;
  /** False when a copy may remain because another connection held the log. */
  scrub(): Promise<boolean>;
  /** The e-mail jobs of these enquiries, in the same database. */
  readonly outbox: Outbox;
  ping(): Promise<void>;
  close(): Promise<void>;
}
