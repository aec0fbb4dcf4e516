import type { EnquiryReply, StoredEnquiry } from "./enquiry-store.ts";
import type { WebhookJob } from "./webhooks.ts";

/**
 * What a job delivers: "staff", the enquiry e-mailed to the group (CONTACT_TO); "acknowledgement",
 * the visitor's notice that it arrived; "reply", a reply written on the desk; "webhook", an event
 * posted to one webhook endpoint. Each job has its own delivery state.
 */
export const outboxJobKinds = ["staff", "acknowledgement", "reply", "webhook"] as const;
export type OutboxJobKind = (typeof outboxJobKinds)[number];

/** The jobs the e-mail worker sends; webhooks have their own worker (server/webhooks/). */
export const mailJobKinds = [
  "staff",
  "acknowledgement",
  "reply",
] as const satisfies OutboxJobKind[];
export type MailJobKind = (typeof mailJobKinds)[number];

export function isOutboxJobKind(value: unknown): value is OutboxJobKind {
  return outboxJobKinds.includes(value as OutboxJobKind);
}

interface Claimed {
  jobId: number;
  claim: string;
  attempts: number;
  /** The enquiry the job is about. */
  enquiryId: number;
}

export interface ClaimedMailJob extends Claimed {
  kind: MailJobKind;
  /** As it is now: the e-mail is made from it when it is sent. */
  enquiry: StoredEnquiry;
  /** The reply a "reply" job sends. */
  reply?: EnquiryReply;
}

export interface ClaimedWebhookJob extends Claimed {
  kind: "webhook";
  /**
   * What it posts, and where. The payload was fixed when the event happened, so the enquiry
   * itself is not read: a burst's deliveries cost the store one read less each.
   */
  webhook: WebhookJob;
}

export type ClaimedJob = ClaimedMailJob | ClaimedWebhookJob;

/** What became of a claimed job: markSent, scheduleRetry or markFailed, as data. */
export type JobOutcome =
  | { job: ClaimedJob; sent: { at: Date; answer?: string } }
  | { job: ClaimedJob; retry: { error: string; at: Date } }
  | { job: ClaimedJob; failed: { error: string } };

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** A job whose worker died mid-send becomes claimable again after this long. */
  leaseMs: number;
  claim: string;
  /** Only jobs of these kinds; every kind when not given. */
  kinds?: readonly OutboxJobKind[];
}

/** The e-mail jobs alone: a CRM that is down for a day is not an e-mail problem. */
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
  /** `answer`: what the receiver said (a webhook's "HTTP 200"), shown on the enquiry's page. */
  markSent(job: ClaimedJob, at: Date, answer?: string): Promise<boolean>;
  scheduleRetry(job: ClaimedJob, error: string, at: Date): Promise<boolean>;
  markFailed(job: ClaimedJob, error: string): Promise<boolean>;
  /**
   * Several jobs' outcomes in one transaction (a worker's batch): one write to the store where
   * one each was as many. Each answer as markSent, scheduleRetry or markFailed's would be.
   */
  record(outcomes: readonly JobOutcome[]): Promise<boolean[]>;
  claimsInFlight(): Promise<string[]>;
  releaseClaims(claims: string[], now: Date): Promise<number>;
  /**
   * Operator retry of the enquiry's staff e-mail: the job goes back to pending with a fresh attempt
   * count (created for spam). Its acknowledgement, if it has one, is left as it is.
   */
  requeue(id: number, now: Date): Promise<boolean>;
  stats(): Promise<OutboxStats>;
}
