// Publishes the live release's own commit, built again with a later "now": the saves made since
// were not approved, so they stay out until someone publishes them. A whole-site build takes
// minutes, so the build is made ahead of the time (as of that time) and switched to at it.
import type { FastifyBaseLogger } from "fastify";
import { formatPublishAt } from "../../app/cms/publish-at.ts";
import { releaseDir } from "../releases/releases-dir.ts";
import type { PreparedRelease, Publisher } from "./publish.ts";
import { PublishError } from "./publish-error.ts";
import { GaveWayError, OvertakenError } from "./publish-steps.ts";
import { readSchedule, type Schedule, type ScheduledEntry } from "./release-schedule.ts";
import type { AuditLog, ReleaseRecord } from "./store.ts";

export const schedulerActor = "scheduler";

export type TickOutcome =
  | "nothing due"
  | "published"
  | "busy"
  | "failed"
  | "waiting"
  /** Built ahead of the next time, ready to be switched to at it. */
  | "prepared"
  /** A build ahead stopped for a person's publish (or the server stopping); made again after. */
  | "gave way";

export interface SchedulerOptions {
  publisher: Publisher;
  audit: AuditLog;
  releasesDir: string | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
  every?: number;
  /** How long before a time its build starts. */
  lead?: number;
  retryAfter?: number;
  startTimer?: (tick: () => void, every: number) => () => void;
  /** Calls `fire` once, `ms` from now: the moment a release built ahead is to go live. */
  startAlarm?: (fire: () => void, ms: number) => () => void;
}

/**
 * A due post is noticed within 30 s; built ahead, it goes live at its time; one noticed late (the
 * time already passed, or less than a build away) goes live when its build is done.
 */
export const scheduleInterval = 30_000;

/**
 * How long before a time the scheduler builds for it. A whole-site build takes about two minutes
 * here, and a look can start it up to 30 s into this window: five minutes leave room for a build
 * twice as slow, while keeping short the while in which a publish or a rollback throws the build
 * away (it would be built again from the new live release).
 */
export const scheduleLead = 5 * 60_000;

/** A release built ahead, with what it was built from: any change there and it is thrown away. */
interface Ready {
  release: PreparedRelease;
  live: ReleaseRecord;
  schedule: string;
  at: number;
  names: string[];
}

export function scheduler({
  publisher,
  audit,
  releasesDir,
  log,
  now = () => new Date(),
  every = scheduleInterval,
  lead = scheduleLead,
  retryAfter = 10 * 60_000,
  startTimer = (tick, ms) => {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
  startAlarm = (fire, ms) => {
    const timer = setTimeout(fire, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
}: SchedulerOptions) {
  // A failed attempt is not repeated every tick (each would be a whole build): it waits
  // `retryAfter`, unless the live release changes meanwhile.
  const failedAt = new Map<string, number>();
  let stopTimer: (() => void) | undefined;
  let ticking: Promise<TickOutcome> | undefined;
  let ready: Ready | undefined;
  let stopAlarm: (() => void) | undefined;
  let preparing: AbortController | undefined;
  let stopped = false;

  const namesOf = (entries: ScheduledEntry[]) =>
    entries.map((entry) => `${entry.name} (due ${formatPublishAt(new Date(entry.publishAt))})`);
  const summaryOf = (names: string[], live: ReleaseRecord) =>
    `Scheduled publish: ${names.join(", ")}, as approved in release ${live.id}`;

  async function published(release: ReleaseRecord, summary: string): Promise<TickOutcome> {
    failedAt.clear();
    await audit.record({
      actor: schedulerActor,
      address: "",
      action: "scheduled publish",
      detail: `release ${release.id}: ${release.summary}`,
    });
    log.info({ release: release.id }, summary);
    return "published";
  }

  async function failed(
    live: ReleaseRecord,
    at: Date,
    names: string[],
    error: unknown,
  ): Promise<TickOutcome> {
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

  function forget() {
    stopAlarm?.();
    stopAlarm = undefined;
    const was = ready;
    ready = undefined;
    return was;
  }

  /** Its folder left for the next job to clear when it cannot go now: never worth a failure. */
  async function throwAway(release: PreparedRelease) {
    await release.discard().catch((error: unknown) => {
      log.warn({ err: error }, "A release built ahead of its time could not be removed");
    });
  }

  /** A look at the exact moment the release built ahead is to go live, besides the regular ones. */
  function arm(ms: number) {
    if (stopped || stopAlarm) return;
    // It fires once; a look before it (a clock a little ahead) sets it again.
    stopAlarm = startAlarm(
      () => {
        stopAlarm = undefined;
        void tick();
      },
      Math.max(0, ms),
    );
  }

  /** The release built ahead goes live, unless what it was built from changed at the last moment. */
  async function switchReady(at: Date): Promise<TickOutcome> {
    const kept = forget()!;
    try {
      const release = await kept.release.goLive();
      return await published(release, summaryOf(kept.names, kept.live));
    } catch (error) {
      // A publish is running: it will most likely replace the live release; the next look sees.
      if (error instanceof PublishError && error.busy) {
        ready = kept;
        return "busy";
      }
      await throwAway(kept.release);
      if (error instanceof OvertakenError) return look();
      return failed(kept.live, at, kept.names, error);
    }
  }

  async function prepare(
    live: ReleaseRecord,
    schedule: Schedule,
    time: number,
    at: Date,
  ): Promise<TickOutcome> {
    // Exactly the entries due by `time`: the build's "now" is that time, not this moment.
    const names = namesOf(schedule.pending.filter((entry) => Date.parse(entry.publishAt) <= time));
    const stop = new AbortController();
    preparing = stop;
    let release: PreparedRelease;
    try {
      release = await publisher.prepareLive(
        live,
        new Date(time),
        schedulerActor,
        summaryOf(names, live),
        stop,
      );
    } catch (error) {
      if (error instanceof GaveWayError || stop.signal.aborted) {
        log.info("A scheduled build made ahead of its time was stopped, to be made again later");
        return "gave way";
      }
      if (error instanceof PublishError && error.busy) return "busy";
      return failed(live, at, names, error);
    } finally {
      preparing = undefined;
    }
    // Ready just as the server stops: never made live; the next job clears it away.
    if (stopped) return "gave way";
    ready = { release, live, schedule: JSON.stringify(schedule), at: time, names };
    // Looked at again at once: the time may have come while it was built, or the live release
    // may have changed (a rollback does not wait for the lock).
    return look();
  }

  async function look(): Promise<TickOutcome> {
    const live = releasesDir ? await publisher.live() : undefined;
    const schedule = live && (await readSchedule(releaseDir(releasesDir!, live.id)));
    const at = now();
    if (ready) {
      if (ready.live.id !== live?.id || ready.schedule !== JSON.stringify(schedule)) {
        // Built from a release no longer live: planned again below, from the one that is.
        await throwAway(forget()!.release);
      } else if (ready.at <= at.getTime()) {
        return switchReady(at);
      } else {
        arm(ready.at - at.getTime());
        return "prepared";
      }
    }
    if (!live || !schedule) return "nothing due";
    const due = schedule.pending.filter((entry) => Date.parse(entry.publishAt) <= at.getTime());
    const next = Math.min(...schedule.pending.map((entry) => Date.parse(entry.publishAt)));
    if (due.length === 0 && !(next - at.getTime() <= lead)) return "nothing due";
    const failedOn = failedAt.get(live.id);
    if (failedOn !== undefined && at.getTime() - failedOn < retryAfter) return "waiting";
    if (publisher.busy) return "busy";
    if (due.length === 0) return prepare(live, schedule, next, at);

    // Due already with nothing built ahead (the server was down, the Publish that set the time
    // came after it, or the build ahead was thrown away or failed): built now, as of now.
    const names = namesOf(due);
    const summary = summaryOf(names, live);
    try {
      const release = await publisher.rebuildLive(live, at, schedulerActor, summary);
      return await published(release, summary);
    } catch (error) {
      if (error instanceof PublishError && error.busy) return "busy";
      return failed(live, at, names, error);
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
      stopped = false;
      stopTimer ??= startTimer(() => void tick(), every);
    },
    /**
     * A build still running is not waited for: one cut short leaves the live release as it was. A
     * build made ahead is stopped, and one ready is not made live; the next job clears it away.
     */
    stop() {
      stopTimer?.();
      stopTimer = undefined;
      stopped = true;
      forget();
      preparing?.abort();
    },
  };
}

export type Scheduler = ReturnType<typeof scheduler>;
