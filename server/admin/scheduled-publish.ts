// Publishes the live release's own commit, built again with a later "now": the saves made since
// were not approved, so they stay out until someone publishes them.
import type { FastifyBaseLogger } from "fastify";
import { formatPublishAt } from "../../app/cms/publish-at.ts";
import { releaseDir } from "../releases/releases-dir.ts";
import type { Publisher } from "./publish.ts";
import { PublishError } from "./publish-error.ts";
import { readSchedule } from "./release-schedule.ts";
import type { AuditLog } from "./store.ts";

export const schedulerActor = "scheduler";

export type TickOutcome = "nothing due" | "published" | "busy" | "failed" | "waiting";

export interface SchedulerOptions {
  publisher: Publisher;
  audit: AuditLog;
  releasesDir: string | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
  every?: number;
  retryAfter?: number;
  startTimer?: (tick: () => void, every: number) => () => void;
}

/** A due post goes live within two minutes, build included. */
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
      (entry) => `${entry.name} (due ${formatPublishAt(new Date(entry.publishAt))})`,
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
    /** A build still running is not waited for: one cut short leaves the live release as it was. */
    stop() {
      stopTimer?.();
      stopTimer = undefined;
    },
  };
}

export type Scheduler = ReturnType<typeof scheduler>;
