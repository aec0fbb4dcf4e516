// The e-mail jobs of the outbox (staff e-mails, acknowledgements, replies), sent by the job loop
// of job-worker.ts.
import type { EnquiryReply, StoredEnquiry } from "../store/enquiry-store.ts";
import { type ClaimedJob, type MailJobKind, mailJobKinds, type Outbox } from "../store/outbox.ts";
import type { EnquiryEmail } from "./enquiry-email.ts";
import { createJobWorker, type Log, type OutboxWorker } from "./job-worker.ts";
import type { Mailer } from "./mailer.ts";
import {
  classifySendError,
  describeSendError,
  type RetryPolicy,
  retryDelay,
} from "./retry-policy.ts";

export { ORPHAN_SWEEP_MS, type OutboxWorker } from "./job-worker.ts";

/** Sending one at a time, the outbox cleared about 8 e-mails a second; a burst needs more. */
export const OUTBOX_BATCH_SIZE = 5;

export interface OutboxWorkerOptions {
  outbox: Outbox;
  mailer: Mailer;
  /** The e-mail of each kind of job, made when it is sent (after a restart, from the store alone). */
  /** One composer a kind of job; a reply job also hands over its reply. */
  compose: Record<
    MailJobKind,
    (enquiry: StoredEnquiry, reply?: EnquiryReply) => EnquiryEmail | Promise<EnquiryEmail>
  >;
  retry: RetryPolicy;
  pollMs: number;
  leaseMs: number;
  batchSize?: number;
  log: Log;
  now?: () => Date;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, mailer, compose, retry, log } = options;
  const now = options.now ?? (() => new Date());

  async function deliver(job: ClaimedJob): Promise<undefined> {
    // This worker claims e-mail kinds only (job-worker.ts `kinds`).
    if (job.kind === "webhook") throw new Error(`job ${job.jobId} is not an e-mail`);
    const { enquiry, kind } = job;
    try {
      await mailer.send(await compose[kind](enquiry, job.reply));
    } catch (error) {
      const reason = describeSendError(error);
      if (classifySendError(error) === "fail") {
        await outbox.markFailed(job, reason);
        log.error({ enquiry: enquiry.id, kind, reason }, "enquiry e-mail refused; marked failed");
      } else if (job.attempts >= retry.maxAttempts) {
        await outbox.markFailed(job, `gave up after ${job.attempts} attempts: ${reason}`);
        log.error(
          { enquiry: enquiry.id, kind, reason },
          "enquiry e-mail failed too often; marked failed",
        );
      } else {
        const delay = retryDelay(job.attempts, retry);
        await outbox.scheduleRetry(job, reason, new Date(now().getTime() + delay));
        log.warn(
          { enquiry: enquiry.id, kind, attempt: job.attempts, retryInMs: delay, reason },
          "enquiry e-mail not sent; will retry",
        );
      }
      return;
    }
    if (await outbox.markSent(job, now())) {
      log.info({ enquiry: enquiry.id, kind, attempt: job.attempts }, "enquiry e-mail sent");
    } else {
      log.warn({ enquiry: enquiry.id, kind }, "enquiry e-mail sent after its lease ran out");
    }
  }

  return createJobWorker({
    outbox,
    kinds: mailJobKinds,
    deliver,
    pollMs: options.pollMs,
    leaseMs: options.leaseMs,
    batchSize: options.batchSize ?? OUTBOX_BATCH_SIZE,
    log,
    now,
    what: "e-mails",
  });
}
