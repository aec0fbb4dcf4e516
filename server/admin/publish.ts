// The publisher: Publish, the scheduler's rebuild (at once, or built ahead and switched to later),
// roll back and the release list. Publishing itself is the list of steps in publish-steps.ts.
import { join } from "node:path";
import { currentRelease, releaseIds, switchTo } from "../releases/releases-dir.ts";
import {
  type Change,
  contentModel,
  describeChanges,
  type EntryChange,
  type FileChange,
  fileChanges,
  type RolledBack,
} from "./changes.ts";
import type { AdminConfig } from "./config.ts";
import { PublishError } from "./publish-error.ts";
import {
  buildPrefix,
  discardSteps,
  GaveWayError,
  liveRelease,
  newReleaseId,
  type PublishingParts,
  type PublishJob,
  prepareSteps,
  publishSteps,
  rebuildSteps,
  rolledBackChanges,
  runSteps,
  switchSteps,
} from "./publish-steps.ts";
import { gitRemote } from "./remote.ts";
import { npmSiteBuild, type SiteBuild } from "./site-build.ts";
import type { AdminStore, ReleaseRecord } from "./store.ts";
import type { Author, Workspace } from "./workspace.ts";

export interface ReleaseRow extends ReleaseRecord {
  live: boolean;
}

/** What rolling back to `target` does: `live` goes, and the live site loses `changes`. */
export interface RollBackPlan {
  target: ReleaseRecord;
  live: ReleaseRecord | undefined;
  /** The entries that differ between the two, as Changes names them (what `live` has); undefined
   * when the store has no commit for one of them. */
  changes: Change[] | undefined;
}

/** A rebuild of the live commit made ahead of its time: checked, ready, not live. */
export interface PreparedRelease {
  id: string;
  /**
   * Makes it live, recorded as `rebuildLive` records its release, if the release it was built from
   * is still live (else OvertakenError, and nothing changes); busy while another publish runs.
   */
  goLive(): Promise<ReleaseRecord>;
  /** Removes it; left for the next publish to clear when one is running. */
  discard(): Promise<void>;
}

/** A release folder the store has no record of (made by another back office, or by hand). */
const unrecorded: ReleaseRecord = {
  id: "",
  publishedAt: new Date(0),
  actor: "",
  commit: "",
  summary: "",
};

export function publisher(
  config: Pick<
    AdminConfig,
    "RELEASES_DIR" | "SITE_URL" | "ADMIN_KEEP_RELEASES" | "ADMIN_GIT_REMOTE"
  >,
  workspace: Workspace,
  store: AdminStore,
  log: { warn(message: string): void } = console,
  siteBuild: SiteBuild = npmSiteBuild,
) {
  const parts: PublishingParts = {
    config,
    workspace,
    store,
    siteBuild,
    remote: config.ADMIN_GIT_REMOTE ? gitRemote(config.ADMIN_GIT_REMOTE, workspace) : undefined,
    log,
    state: { running: false, pushWarning: undefined },
  };

  /** A rebuild of the live commit, in a checkout of its own, stamped with the build's own "now". */
  function rebuildJob(live: ReleaseRecord, at: Date, actor: string, summary: string): PublishJob {
    const dir = releasesDir();
    if (!config.SITE_URL) throw new PublishError("SITE_URL is unset: nothing was published.");
    const id = newReleaseId(live.commit, at);
    return {
      dir,
      siteUrl: config.SITE_URL,
      actor,
      source: join(workspace.dir, `${buildPrefix}${id}-source`),
      commit: live.commit,
      at,
      id,
      summary,
    };
  }

  function releasesDir() {
    if (!config.RELEASES_DIR) {
      throw new PublishError(
        "Publishing is not set up: RELEASES_DIR is not set (the folder the public servers serve releases from).",
      );
    }
    return config.RELEASES_DIR;
  }

  return {
    get configured() {
      return Boolean(config.RELEASES_DIR);
    },

    warnings(): string[] {
      const pushed = parts.state.pushWarning ? [parts.state.pushWarning] : [];
      if (!config.SITE_URL) return pushed;
      const host = new URL(config.SITE_URL).hostname;
      return ["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)
        ? [
            `SITE_URL is ${config.SITE_URL}, a local address: canonical links and the sitemap will name it.`,
            ...pushed,
          ]
        : pushed;
    },

    /**
     * `republish`: the person ticked "Publish them again too" (see rolledBack). `only`: the
     * entries ticked on Changes (their keys, as Changes' boxes send them): the others stay waiting
     * (`left`), and `published` names those that went live. Undefined publishes everything saved.
     */
    async publish(
      by: Author,
      { republish = false, only }: { republish?: boolean; only?: string[] } = {},
    ): Promise<
      ReleaseRecord & { republished?: Change[]; published?: EntryChange[]; left?: EntryChange[] }
    > {
      const dir = releasesDir();
      if (!config.SITE_URL) {
        throw new PublishError(
          "Publishing is refused while SITE_URL is unset: canonical links and the sitemap are written from the public address.",
        );
      }
      const job: PublishJob = {
        dir,
        siteUrl: config.SITE_URL,
        actor: by.email,
        author: by,
        source: workspace.dir,
        republish,
        ticked: only,
      };
      await runSteps(job, parts, publishSteps);
      return {
        ...job.record!,
        republished: job.republished,
        published: job.some?.published,
        left: job.some?.left,
      };
    },

    get busy() {
      return parts.state.running;
    },

    /** Builds a checkout of the live commit, so saves made since (not approved) stay out. */
    async rebuildLive(
      live: ReleaseRecord,
      at: Date,
      actor: string,
      summary: string,
    ): Promise<ReleaseRecord> {
      const job = rebuildJob(live, at, actor, summary);
      await runSteps(job, parts, rebuildSteps);
      return job.record!;
    },

    /**
     * The same rebuild as of `at`, a time still ahead, built and checked now but made live only by
     * the returned release's `goLive`. Aborting `stop` stops it (GaveWayError); a person's
     * publish meanwhile does so itself, rather than wait for it (publish-steps.ts, holdingLock).
     */
    async prepareLive(
      live: ReleaseRecord,
      at: Date,
      actor: string,
      summary: string,
      stop: AbortController,
    ): Promise<PreparedRelease> {
      const job: PublishJob = { ...rebuildJob(live, at, actor, summary), stop, builtFrom: live.id };
      await runSteps(job, parts, prepareSteps);
      // Stopped during its last step, which ran to its end: the publish it gave way to clears the
      // release away when it starts.
      if (stop.signal.aborted) throw new GaveWayError();
      // Built: from now on it is switched to or thrown away, never stopped half-way.
      job.stop = undefined;
      return {
        id: job.id!,
        async goLive() {
          await runSteps(job, parts, switchSteps);
          return job.record!;
        },
        async discard() {
          await runSteps(job, parts, discardSteps).catch((error: unknown) => {
            if (!(error instanceof PublishError && error.busy)) throw error;
          });
        },
      };
    },

    /** What a rollback to release `id` would take off the live site, for its confirmation. */
    async rollBackPlan(id: string): Promise<RollBackPlan> {
      const dir = releasesDir();
      if (!(await releaseIds(dir)).includes(id))
        throw new PublishError(`There is no release ${id}.`);
      const target = (await store.releases.list()).find((record) => record.id === id) ?? {
        ...unrecorded,
        id,
      };
      const live = await liveRelease(dir, store);
      if (!live?.commit || !target.commit) return { target, live, changes: undefined };
      if (live.commit === target.commit) return { target, live, changes: [] };
      // A commit another back office published may be missing from this workspace.
      const files = await fileChanges(workspace, target.commit, live.commit).catch(() => undefined);
      return { target, live, changes: files && describeChanges(contentModel, files) };
    },

    /**
     * Makes release `id` live. Changes and the next publish compare the workspace with the live
     * release's commit, so from now on what was taken off is a change waiting to be published
     * again (rolledBack names it).
     */
    async rollBack(id: string) {
      const dir = releasesDir();
      if (!(await releaseIds(dir)).includes(id))
        throw new PublishError(`There is no release ${id}.`);
      await switchTo(dir, id);
    },

    async live(): Promise<ReleaseRecord | undefined> {
      if (!config.RELEASES_DIR) return undefined;
      return liveRelease(config.RELEASES_DIR, store);
    },

    /**
     * The changes waiting to be published (`pending`: from the live release's commit, the
     * published baseline, to `head`) that a rollback took off the live site.
     */
    rolledBack(
      live: ReleaseRecord | undefined,
      head: string,
      pending?: FileChange[],
    ): Promise<RolledBack | undefined> {
      return rolledBackChanges(parts, live, head, pending);
    },

    async list(): Promise<ReleaseRow[]> {
      if (!config.RELEASES_DIR) return [];
      const [ids, live, records] = await Promise.all([
        releaseIds(config.RELEASES_DIR),
        currentRelease(config.RELEASES_DIR),
        store.releases.list(),
      ]);
      const byId = new Map(records.map((record) => [record.id, record]));
      return ids.reverse().map((id) => ({
        ...(byId.get(id) ?? { ...unrecorded, id }),
        live: id === live,
      }));
    },
  };
}

export type Publisher = ReturnType<typeof publisher>;
