// The publisher: Publish, the scheduler's rebuild, roll back and the release list. Publishing
// itself is the list of steps in publish-steps.ts.
import { join } from "node:path";
import { currentRelease, releaseIds, switchTo } from "../releases/releases-dir.ts";
import type { AdminConfig } from "./config.ts";
import { PublishError } from "./publish-error.ts";
import {
  buildPrefix,
  newReleaseId,
  type PublishingParts,
  type PublishJob,
  publishSteps,
  rebuildSteps,
  runSteps,
} from "./publish-steps.ts";
import { gitRemote } from "./remote.ts";
import { npmSiteBuild, type SiteBuild } from "./site-build.ts";
import type { AdminStore, ReleaseRecord } from "./store.ts";
import type { Author, Workspace } from "./workspace.ts";

export interface ReleaseRow extends ReleaseRecord {
  live: boolean;
}

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

    async publish(by: Author): Promise<ReleaseRecord> {
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
      };
      await runSteps(job, parts, publishSteps);
      return job.record!;
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
      const dir = releasesDir();
      if (!config.SITE_URL) throw new PublishError("SITE_URL is unset: nothing was published.");
      // Stamped with the build's own "now", as a publish's is.
      const id = newReleaseId(live.commit, at);
      const job: PublishJob = {
        dir,
        siteUrl: config.SITE_URL,
        actor,
        source: join(workspace.dir, `${buildPrefix}${id}-source`),
        commit: live.commit,
        at,
        id,
        summary,
      };
      await runSteps(job, parts, rebuildSteps);
      return job.record!;
    },

    async rollBack(id: string) {
      const dir = releasesDir();
      if (!(await releaseIds(dir)).includes(id))
        throw new PublishError(`There is no release ${id}.`);
      await switchTo(dir, id);
    },

    async live(): Promise<ReleaseRecord | undefined> {
      if (!config.RELEASES_DIR) return undefined;
      const id = await currentRelease(config.RELEASES_DIR);
      return (await store.releases.list()).find((record) => record.id === id);
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
        ...(byId.get(id) ?? { id, publishedAt: new Date(0), actor: "", commit: "", summary: "" }),
        live: id === live,
      }));
    },
  };
}

export type Publisher = ReturnType<typeof publisher>;
