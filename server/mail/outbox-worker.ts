// Jobs half-sent by a server that died are released at once by any server on the same host
// (claim-owner.ts), else when their lease runs out.
import { randomBytes } from "node:crypto";
import type { EnquiryReply, StoredEnquiry } from "../store/enquiry-store.ts";
import type { ClaimedJob, Outbox, OutboxJobKind } from "../store/outbox.ts";
import { claimName, isOrphanClaim } from "./claim-owner.ts";
import type { EnquiryEmail } from "./enquiry-email.ts";
import type { Mailer } from "./mailer.ts";
import {
  classifySendError,
  describeSendError,
  type RetryPolicy,
  retryDelay,
} from "./retry-policy.ts";

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Sending one at a time, the outbox cleared about 8 e-mails a second; a burst needs more. */
export const OUTBOX_BATCH_SIZE = 5;

export const ORPHAN_SWEEP_MS = 5_000;

export interface OutboxWorkerOptions {
  outbox: Outbox;
  mailer: Mailer;
  /** The e-mail of each kind of job, made when it is sent (after a restart, from the store alone). */
  /** One composer a kind of job; a reply job also hands over its reply. */
  compose: Record<OutboxJobKind, (enquiry: StoredEnquiry, reply?: EnquiryReply) => EnquiryEmail>;
  retry: RetryPolicy;
  pollMs: number;
  leaseMs: number;
  batchSize?: number;
  log: Log;
  now?: () => Date;
}

export interface OutboxWorker {
  readonly id: string;
  start(): void;
  kick(): void;
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, mailer, compose, retry, pollMs, leaseMs, log } = options;
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const now = options.now ?? (() => new Date());
  const id = randomBytes(3).toString("hex");
  let batch = 0;
  let sweptAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function deliver(job: ClaimedJob) {
    const { enquiry, kind } = job;
    try {
      await mailer.send(compose[kind](enquiry, job.reply));
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

  async function releaseOrphans() {
    if (Date.now() - sweptAt < ORPHAN_SWEEP_MS) return;
    sweptAt = Date.now();
    const orphans = (await outbox.claimsInFlight()).filter(isOrphanClaim);
    if (orphans.length === 0) return;
    const released = await outbox.releaseClaims(orphans, now());
    if (released > 0) {
      log.warn({ released }, "e-mails held by a server process that died are due again");
    }
  }

  async function drain() {
    await releaseOrphans();
    for (;;) {
      batch += 1;
      const jobs = await outbox.claimDue({
        now: now(),
        limit: batchSize,
        leaseMs,
        claim: claimName(id, batch),
      });
      // Each job's outcome is recorded on its own; a store error in one waits for the others.
      const outcomes = await Promise.allSettled(jobs.map(deliver));
      const broken = outcomes.find((outcome) => outcome.status === "rejected");
      if (broken) throw broken.reason;
      if (jobs.length < batchSize) return;
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => log.error({ err: error }, "outbox worker could not reach the store"))
      .finally(() => {
        running = undefined;
        const next = again ? 0 : pollMs;
        again = false;
        schedule(next);
      });
  }

  return {
    id,
    start() {
      stopped = false;
      schedule(0);
    },
    kick() {
      schedule(0);
    },
    async drain() {
      while (running) await running;
      await drain();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}
