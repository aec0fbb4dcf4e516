// The e-mail queue (a transactional outbox): one job per enquiry to e-mail, committed with the
// enquiry, taken by one worker at a time (mail/outbox-worker.ts). Each store keeps it in the same
// database as its enquiries and hands it out as `store.outbox`.
import type { StoredEnquiry } from "./enquiry-store.ts";

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

export interface Outbox {
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
  /** What waits, for /api/health. */
  stats(): Promise<OutboxStats>;
}
