// The one repository interface the server, the outbox worker and the operator command use.
// Two implementations (sqlite-store.ts, postgres-store.ts) pass one shared suite (enquiry-store.suite.ts).
import type { Enquiry, EnquiryFormValues } from "../../common/enquiry.ts";
import type { Language } from "../../common/i18n.ts";

export type MailStatus = "pending" | "sending" | "sent" | "failed";

export interface NewEnquiry {
  enquiry: Enquiry;
  receivedAt: Date;
  /** Why the enquiry looks like spam; null when it does not. Spam is stored, never e-mailed. */
  spamReason: string | null;
  /** Hash of the normalised text, to notice the same enquiry sent again (spam.ts). */
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

/** An outbox job taken by one worker; `claim` must be passed back to record the outcome. */
export interface ClaimedJob {
  jobId: number;
  claim: string;
  /** Including this one. */
  attempts: number;
  enquiry: StoredEnquiry;
}

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** A job whose worker died mid-send becomes claimable again after this long. */
  leaseMs: number;
  claim: string;
}

export interface OutboxStats {
  /** Waiting or being sent. */
  pending: number;
  sending: number;
  failed: number;
  oldestPendingAt: Date | null;
}

export interface EnquiryStore {
  readonly kind: "sqlite" | "postgres";
  /** Commits the enquiry and (unless spam) its outbox job in one transaction. */
  add(input: NewEnquiry): Promise<StoredEnquiry>;
  get(id: number): Promise<StoredEnquiry | undefined>;
  /** Newest first; all of them when no limit is given. */
  list(options?: { limit?: number }): Promise<StoredEnquiry[]>;
  countSameTextSince(contentHash: string, since: Date): Promise<number>;
  /**
   * The three deletions return the public ids of the enquiries they erased, so that copies kept
   * outside the store (the .eml outbox) can be erased with them (store/erase-enquiries.ts).
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
  /** Takes due jobs (and jobs whose lease ran out) so that no other worker takes them too. */
  claimDue(options: ClaimOptions): Promise<ClaimedJob[]>;
  /** Each returns false when the claim was lost (the lease ran out and another worker took it). */
  markSent(job: ClaimedJob, at: Date): Promise<boolean>;
  scheduleRetry(job: ClaimedJob, error: string, at: Date): Promise<boolean>;
  markFailed(job: ClaimedJob, error: string): Promise<boolean>;
  /** The claims of jobs being sent now (each names its worker: mail/claim-owner.ts). */
  claimsInFlight(): Promise<string[]>;
  /** Gives the jobs held by these claims back as due now (their worker is known dead); how many. */
  releaseClaims(claims: string[], now: Date): Promise<number>;
  /** Operator retry: the job goes back to pending with a fresh attempt count (created for spam). */
  requeue(id: number, now: Date): Promise<boolean>;
  outboxStats(): Promise<OutboxStats>;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
