// Scheduled publishing (docs/product.md): every 30 s the back office looks at the live release's
// schedule (schedule.ts); once one of its entries is due, it publishes by itself.
//
// What it publishes: the live release's own commit, built again with a later "now". A publisher's
// Publish approved that commit, the scheduled post and its time included; the saves made in the
// workspace since then have not been approved, so they stay out until someone publishes them.
import type { FastifyBaseLogger } from "fastify";
import { formatScheduleTime } from "../../app/cms/schedule.ts";
import { releaseDir } from "../releases/releases-dir.ts";
import { PublishError, type Publisher } from "./publish.ts";
import { readSchedule } from "./schedule.ts";
import type { AuditLog } from "./store.ts";

/** Who the audit log and the Releases page name for a publish nobody clicked. */
export const schedulerActor = "scheduler";

export type TickOutcome = "nothing due" | "published" | "busy" | "failed" | "waiting";

export interface SchedulerOptions {
  publisher: Publisher;
  audit: AuditLog;
  releasesDir: string | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often to look, in ms. */
  every?: number;
  /** How long a failed scheduled publish waits before it is tried again, in ms. */
  retryAfter?: number;
  /** Starts the timer; returns how to stop it. */
  startTimer?: (tick: () => void, every: number) => () => void;
}

/** Thirty seconds: a due post goes live within two minutes, build included. */
export const scheduleInterval = 30_000;

export function scheduler({
  publisher,
  audit,
  releasesDir,
  log,
  now = () => new Date(),
  every = scheduleInterval,
  retryAfter = 10 * 60_000,
  startTimer = (tick, ms) => {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
}: SchedulerOptions) {
  // A failed attempt is not repeated every tick (each would be a whole build): it waits
  // `retryAfter`, unless the live release changes meanwhile.
  const failedAt = new Map<string, number>();
  let stopTimer: (() => void) | undefined;
  let ticking: Promise<TickOutcome> | undefined;

  async function look(): Promise<TickOutcome> {
    const live = releasesDir ? await publisher.live() : undefined;
    const schedule = live && (await readSchedule(releaseDir(releasesDir!, live.id)));
    if (!live || !schedule) return "nothing due";
    const at = now();
    const due = schedule.pending.filter((entry) => Date.parse(entry.publishAt) <= at.getTime());
    if (due.length === 0) return "nothing due";
    const failed = failedAt.get(live.id);
    if (failed !== undefined && at.getTime() - failed < retryAfter) return "waiting";
    if (publisher.busy) return "busy";

    const names = due.map(
      (entry) => `${entry.name} (due ${formatScheduleTime(new Date(entry.publishAt))})`,
    );
    const summary = `Scheduled publish: ${names.join(", ")}, as approved in release ${live.id}`;
    try {
      const release = await publisher.rebuildLive(live, at, schedulerActor, summary);
      failedAt.clear();
      await audit.record({
        actor: schedulerActor,
        address: "",
        action: "scheduled publish",
        detail: `release ${release.id}: ${release.summary}`,
      });
      log.info({ release: release.id }, summary);
      return "published";
    } catch (error) {
      if (error instanceof PublishError && error.busy) return "busy";
      failedAt.set(live.id, at.getTime());
      log.error({ err: error }, "The scheduled publish failed");
      const lines =
        error instanceof PublishError
          ? [error.message, ...error.problems]
          : [error instanceof Error ? error.message : String(error)];
      await audit.record({
        actor: schedulerActor,
        address: "",
        action: "scheduled publish failed",
        detail: [`${names.join(", ")}`, ...lines].join(" | "),
      });
      return "failed";
    }
  }

  /** One look: publishes when one of the live release's entries has come due. Never throws. */
  function tick(): Promise<TickOutcome> {
    // A tick that finds the last one still running waits for it instead of starting another.
    if (ticking) return ticking;
    ticking = look()
      .catch((error) => {
        log.error({ err: error }, "The scheduled publishing check failed");
        return "failed" as const;
      })
      .finally(() => {
        ticking = undefined;
      });
    return ticking;
  }

  return {
    tick,
    start() {
      stopTimer ??= startTimer(() => void tick(), every);
    },
    /**
     * Stops the timer. A scheduled build still running is not waited for: the server closes within
     * seconds, and a build cut short leaves the live release as it was, to be tried again.
     */
    stop() {
      stopTimer?.();
      stopTimer = undefined;
    },
  };
}

export type Scheduler = ReturnType<typeof scheduler>;
