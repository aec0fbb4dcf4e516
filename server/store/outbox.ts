import type { StoredEnquiry } from "./enquiry-store.ts";

export interface ClaimedJob {
  jobId: number;
  claim: string;
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
  pending: number;
  sending: number;
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
  /** Operator retry: the job goes back to pending with a fresh attempt count (created for spam). */
  requeue(id: number, now: Date): Promise<boolean>;
  stats(): Promise<OutboxStats>;
}
