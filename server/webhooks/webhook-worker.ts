// Posts the outbox's webhook jobs. A delivery keeps its webhook-id on every attempt, so a receiver
// that got it but answered too late can drop the copy. Its own retry policy: receivers are other
// people's servers, down for hours at times; e-mail's policy (retry-policy.ts) stays as it is.
import { createJobWorker, type Log, type OutboxWorker } from "../mail/job-worker.ts";
import { type RetryPolicy, retryDelay } from "../mail/retry-policy.ts";
import type { ClaimedJob, JobOutcome, Outbox } from "../store/outbox.ts";
import type { WebhookStore } from "../store/webhooks.ts";
import type { PostWebhook, WebhookOutcome } from "./post-webhook.ts";

/** Retries stop this long after the delivery was made (or sent again). */
export const webhookGiveUpMs = 3 * 24 * 60 * 60 * 1000;

/** Doubling from the base, at most six hours apart: some twenty attempts in three days. */
export const webhookRetryMaxMs = 6 * 60 * 60 * 1000;

/** The 15 s timeout bounds an attempt: a lease of a minute is never outlived by a live worker. */
export const webhookLeaseMs = 60_000;

/**
 * Jobs claimed at once. Each claim is a write to the store, and a burst of enquiries makes as many
 * deliveries: twenty at a time claims a quarter as often as five. The poster's agent opens at most
 * ten connections, so a batch is posted in two rounds of at most 15 s, well inside the lease.
 */
export const webhookBatchSize = 20;

export interface WebhookWorkerOptions {
  outbox: Outbox;
  webhooks: Pick<WebhookStore, "disableEndpoint">;
  post: PostWebhook;
  retryBaseMs: number;
  pollMs: number;
  batchSize?: number;
  log: Log;
  now?: () => Date;
}

export function createWebhookWorker(options: WebhookWorkerOptions): OutboxWorker {
  const { outbox, webhooks, post, log } = options;
  const now = options.now ?? (() => new Date());
  const retry: Omit<RetryPolicy, "maxAttempts"> = {
    baseMs: options.retryBaseMs,
    maxMs: Math.max(webhookRetryMaxMs, options.retryBaseMs),
  };

  // The outcome goes back to the job loop, which records a batch's in one write; a 410 is recorded
  // at once, before its endpoint is disabled.
  async function deliver(job: ClaimedJob): Promise<JobOutcome | undefined> {
    // This worker claims webhook jobs only (job-worker.ts `kinds`).
    if (job.kind !== "webhook") throw new Error(`job ${job.jobId} is not a webhook delivery`);
    const { webhook } = job;
    const context = { enquiry: job.enquiryId, endpoint: webhook.endpointId, event: webhook.event };
    if (!webhook.enabled) {
      return { job, failed: { error: webhook.disabledReason ?? "endpoint disabled" } };
    }
    const result: WebhookOutcome = await post({
      url: webhook.url,
      secret: webhook.secret,
      messageId: webhook.messageId,
      payload: webhook.payload,
      at: now(),
    }).catch((error: unknown) => ({
      outcome: "retry",
      answer: error instanceof Error ? error.message : String(error),
    }));
    if (result.outcome === "delivered") {
      log.info({ ...context, attempt: job.attempts }, "webhook delivered");
      return { job, sent: { at: now(), answer: result.answer } };
    }
    if (result.outcome === "gone") {
      const reason = `the receiver answered ${result.answer}: endpoint disabled`;
      await outbox.markFailed(job, reason);
      await webhooks.disableEndpoint(webhook.endpointId, reason);
      log.warn(context, "webhook endpoint gone; disabled");
      return undefined;
    }
    const delay = Math.max(retryDelay(job.attempts, { ...retry, maxAttempts: 0 }), 0);
    const wait = Math.max(delay, result.retryAfterMs ?? 0);
    const next = now().getTime() + wait;
    if (next > webhook.createdAt.getTime() + webhookGiveUpMs) {
      log.error({ ...context, reason: result.answer }, "webhook not delivered in three days");
      return { job, failed: { error: `gave up after three days: ${result.answer}` } };
    }
    log.warn(
      { ...context, attempt: job.attempts, retryInMs: wait, reason: result.answer },
      "webhook not delivered; will retry",
    );
    return { job, retry: { error: result.answer, at: new Date(next) } };
  }

  return createJobWorker({
    outbox,
    kinds: ["webhook"],
    deliver,
    pollMs: options.pollMs,
    leaseMs: webhookLeaseMs,
    batchSize: options.batchSize ?? webhookBatchSize,
    log,
    now,
    what: "webhook deliveries",
  });
}
