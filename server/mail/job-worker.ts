// The loop that drains the outbox: claims due jobs of its kinds with a lease, delivers each, and
// polls again. Jobs half-done by a server that died are released at once by any server on the
// same host (claim-owner.ts), else when their lease runs out. The e-mail worker (outbox-worker.ts)
// and the webhook worker (../webhooks/webhook-worker.ts) each run one.
import { randomBytes } from "node:crypto";
import type { ClaimedJob, JobOutcome, Outbox, OutboxJobKind } from "../store/outbox.ts";
import { claimName, isOrphanClaim } from "./claim-owner.ts";

export interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export const ORPHAN_SWEEP_MS = 5_000;

export interface JobWorkerOptions {
  outbox: Outbox;
  kinds: readonly OutboxJobKind[];
  /**
   * Delivers the job, and either records its outcome in the outbox itself or returns it: the
   * outcomes a batch returns are recorded together, in one write.
   */
  deliver(job: ClaimedJob, claimedAt: Date): Promise<JobOutcome | undefined>;
  pollMs: number;
  leaseMs: number;
  batchSize: number;
  log: Log;
  now: () => Date;
  /** What the log calls the jobs released from a dead server. */
  what: string;
}

export interface OutboxWorker {
  readonly id: string;
  start(): void;
  kick(): void;
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function createJobWorker(options: JobWorkerOptions): OutboxWorker {
  const { outbox, kinds, deliver, pollMs, leaseMs, batchSize, log, now } = options;
  const id = randomBytes(3).toString("hex");
  let batch = 0;
  let sweptAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function releaseOrphans() {
    if (Date.now() - sweptAt < ORPHAN_SWEEP_MS) return;
    sweptAt = Date.now();
    const orphans = (await outbox.claimsInFlight()).filter(isOrphanClaim);
    if (orphans.length === 0) return;
    const released = await outbox.releaseClaims(orphans, now());
    if (released > 0) {
      log.warn({ released }, `${options.what} held by a server process that died are due again`);
    }
  }

  async function drain() {
    await releaseOrphans();
    for (;;) {
      batch += 1;
      const claimedAt = now();
      const jobs = await outbox.claimDue({
        now: claimedAt,
        limit: batchSize,
        leaseMs,
        claim: claimName(id, batch),
        kinds,
      });
      // A store error in one job waits for the others, and for their outcomes to be recorded.
      const delivered = await Promise.allSettled(jobs.map((job) => deliver(job, claimedAt)));
      const outcomes = delivered.flatMap((result) =>
        result.status === "fulfilled" && result.value ? [result.value] : [],
      );
      if (outcomes.length > 0) await outbox.record(outcomes);
      const broken = delivered.find((result) => result.status === "rejected");
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
