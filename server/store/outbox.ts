import type { EnquiryReply, StoredEnquiry } from "./enquiry-store.ts";

/**
 * What a job delivers: "staff", the enquiry e-mailed to the group (CONTACT_TO); "acknowledgement",
 * the visitor's notice that it arrived. Each kind of an enquiry has its own job and delivery state.
 */
export const outboxJobKinds = ["staff", "acknowledgement", "reply"] as const;
export type OutboxJobKind = (typeof outboxJobKinds)[number];

export function isOutboxJobKind(value: unknown): value is OutboxJobKind {
  return outboxJobKinds.includes(value as OutboxJobKind);
}

export interface ClaimedJob {
  jobId: number;
  kind: OutboxJobKind;
  claim: string;
  attempts: number;
  enquiry: StoredEnquiry;
  /** The reply a "reply" job sends. */
  reply?: EnquiryReply;
}

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** A job whose worker died mid-send becomes claimable again after this long. */
  leaseMs: number;
  claim: string;
}

export interface OutboxStats {
  pending: number;
  sending: number;
  /**
   * Jobs given up on that someone must see to. A failed acknowledgement is not among them: the
   * visitor's address refused it (mistyped, or a mailbox that does not exist), which no operator
   * can fix; the enquiry's page shows it.
   */
  failed: number;
  oldestPendingAt: Date | null;
}

export interface Outbox {
  claimDue(options: ClaimOptions): Promise<ClaimedJob[]>;
  /** Each returns false when the claim was lost (the lease ran out and another worker took it). */
  markSent(job: ClaimedJob, at: Date): Promise<boolean>;
  scheduleRetry(job: ClaimedJob, error: string, at: Date): Promise<boolean>;
  markFailed(job: ClaimedJob, error: string): Promise<boolean>;
  claimsInFlight(): Promise<string[]>;
  releaseClaims(claims: string[], now: Date): Promise<number>;
  /**
   * Operator retry of the enquiry's staff e-mail: the job goes back to pending with a fresh attempt
   * count (created for spam). Its acknowledgement, if it has one, is left as it is.
   */
  requeue(id: number, now: Date): Promise<boolean>;
  stats(): Promise<OutboxStats>;
}
