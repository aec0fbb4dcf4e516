// Any failure before the switch of RELEASES_DIR/current leaves the live release as it was.
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { findPages } from "../plugins/static-site.ts";
import { PublishLockedError, takePublishLock } from "../releases/publish-lock.ts";
import {
  currentRelease,
  releaseClientDir,
  releaseDir,
  releaseIds,
  removePartialReleases,
  startRelease,
  switchTo,
} from "../releases/releases-dir.ts";
import { shareUnchangedFiles } from "../releases/share-files.ts";
import { buildProblems } from "./build-output.ts";
import type { AdminConfig } from "./config.ts";
import { PublishError } from "./publish-error.ts";
import { redirectMovedPosts } from "./redirects.ts";
import { gitRemote } from "./remote.ts";
import { pendingEntries, type Schedule, writeSchedule } from "./schedule.ts";
import { buildTimeoutMs, npmSiteBuild, type SiteBuild } from "./site-build.ts";
import type { AdminStore, ReleaseRecord } from "./store.ts";
import type { Author, Workspace } from "./workspace.ts";

const run = promisify(execFile);

export interface ReleaseRow extends ReleaseRecord {
  live: boolean;
}

function newReleaseId(commit: string, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${commit.slice(0, 8)}`;
}

function summarise(files: string[]) {
  if (files.length === 0) return "no content changes";
  const shown = files.slice(0, 5).map((file) => file.replace(/^content\//, ""));
  return files.length > 5 ? `${shown.join(", ")} and ${files.length - 5} more` : shown.join(", ");
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
  let running = false;
  const remote = config.ADMIN_GIT_REMOTE
    ? gitRemote(config.ADMIN_GIT_REMOTE, workspace)
    : undefined;
  let pushWarning: string | undefined;

  function releasesDir() {
    if (!config.RELEASES_DIR) {
      throw new PublishError(
        "Publishing is not set up: RELEASES_DIR is not set (the folder the public servers serve releases from).",
      );
    }
    return config.RELEASES_DIR;
  }

  async function checkContent() {
    const checked = await siteBuild.check(workspace.dir);
    if (checked.ok) return;
    const { problems, tail } = buildProblems(checked.output);
    throw new PublishError(
      "The content check found problems: nothing was published.",
      problems.length > 0 ? problems : tail,
    );
  }

  /**
   * What is published is what was saved: a file in content/ that no save committed (written by
   * hand, or left by a failure) would go live without a name in the history or the audit log.
   */
  async function refuseUncommitted() {
    const { stdout } = await run(
      "git",
      [
        "-C",
        workspace.dir,
        "status",
        "--porcelain",
        "-z",
        "--untracked-files=all",
        "--",
        "content",
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const files = stdout
      .split("\0")
      .filter(Boolean)
      // "XY path", and for a rename a second entry with the old path alone.
      .map((entry) => (/^[ MADRCU?!]{2} /.test(entry) ? entry.slice(3) : entry))
      .map((file) => JSON.stringify(file).slice(1, -1));
    if (files.length > 0) {
      throw new PublishError(
        "Content has changes no save committed: nothing was published. Ask a developer to commit or remove these files.",
        files.map((file) => `${file}: not committed`),
      );
    }
  }

  const buildPrefix = "build-release-";

  async function removeLeftoverBuilds() {
    const names = await readdir(workspace.dir);
    await Promise.all(
      names
        .filter((name) => name.startsWith(buildPrefix))
        .map((name) => rm(join(workspace.dir, name), { recursive: true, force: true })),
    );
  }

  async function claim(dir: string, by: string): Promise<() => Promise<void>> {
    if (running) {
      throw new PublishError(
        "Another publish is running: try again when it has finished.",
        [],
        true,
      );
    }
    running = true;
    try {
      const unlock = await takePublishLock(dir, by, { staleAfterMs: 2 * buildTimeoutMs });
      return async () => {
        running = false;
        await unlock();
      };
    } catch (error) {
      running = false;
      if (error instanceof PublishLockedError) throw new PublishError(error.message, [], true);
      throw error;
    }
  }

  async function build(siteUrl: string, id: string, source: string, at: Date): Promise<string> {
    const buildDir = `${buildPrefix}${id}`;
    const built = await siteBuild.build({ dir: source, buildDir, siteUrl, at });
    if (!built.ok) {
      await rm(join(source, buildDir), { recursive: true, force: true });
      const tail = built.output.split("\n").filter(Boolean).slice(-5);
      throw new PublishError("The build failed: nothing was published.", tail);
    }
    return join(source, buildDir);
  }

  async function install(
    dir: string,
    id: string,
    built: string,
    siteUrl: string,
    schedule: Schedule,
  ) {
    const release = await startRelease(dir, id);
    try {
      await moveInto(join(built, "client"), join(release.buildDir, "client"));
      await rm(built, { recursive: true, force: true });
      await writeSchedule(release.buildDir, schedule);
      // Pictures and other files unchanged since the live release are shared with it, not copied.
      const live = await currentRelease(dir);
      if (live)
        await shareUnchangedFiles(releaseClientDir(dir, live), join(release.buildDir, "client"));
      await smokeCheck(join(release.buildDir, "client"), siteUrl);
      await release.complete();
    } catch (error) {
      await rm(built, { recursive: true, force: true });
      await release.abandon();
      throw error;
    }
  }

  async function goLive(dir: string, record: ReleaseRecord) {
    await switchTo(dir, record.id);
    await store.releases.record(record);
    await prune(dir);
  }

  async function smokeCheck(clientDir: string, siteUrl: string) {
    const dataDir = await mkdtemp(join(tmpdir(), "release-check-"));
    const app = await buildApp(
      loadConfig({
        STATIC_DIR: clientDir,
        DATA_DIR: dataDir,
        SITE_URL: siteUrl,
        LOG_LEVEL: "silent",
        RETENTION_DAYS: "36500",
      }),
      { logger: false },
    );
    try {
      const failed: string[] = [];
      const pages = [...(await findPages(clientDir)).keys()];
      for (const url of pages) {
        const response = await app.inject({ method: "GET", url });
        if (response.statusCode !== 200) failed.push(`${url}: answered ${response.statusCode}`);
      }
      if (pages.length === 0) failed.push("the build has no pages");
      if (failed.length > 0) {
        throw new PublishError(
          "The new release's pages did not all load: nothing was published.",
          failed,
        );
      }
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  async function prune(dir: string) {
    const live = await currentRelease(dir);
    const ids = await releaseIds(dir);
    const doomed = ids.slice(0, Math.max(0, ids.length - config.ADMIN_KEEP_RELEASES));
    for (const id of doomed) {
      if (id !== live) await rm(releaseDir(dir, id), { recursive: true, force: true });
    }
  }

  return {
    get configured() {
      return Boolean(config.RELEASES_DIR);
    },

    warnings(): string[] {
      const pushed = pushWarning ? [pushWarning] : [];
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
      const siteUrl = config.SITE_URL;
      const unlock = await claim(dir, by.email);
      try {
        await removePartialReleases(dir);
        await removeLeftoverBuilds();
        return await workspace.exclusive(async () => {
          await refuseUncommitted();
          await remote?.bringIn(by);
          // After the shared repository's commits came in (one may move a post), before the check and the build, which take the new redirects as any other content.
          const liveId = await currentRelease(dir);
          const liveCommit = (await store.releases.list()).find(({ id }) => id === liveId)?.commit;
          await redirectMovedPosts(
            workspace,
            by,
            liveId && liveCommit
              ? { commit: liveCommit, clientDir: releaseClientDir(dir, liveId) }
              : undefined,
          );
          const commit = await workspace.head();
          const at = new Date();
          const id = newReleaseId(commit, at);
          await checkContent();
          const built = await build(siteUrl, id, workspace.dir, at);
          const pending = await pendingEntries(workspace.dir, at);
          await install(dir, id, built, siteUrl, { builtAt: at.toISOString(), pending });
          const previous = (await store.releases.list())[0];
          const summary = summarise(await workspace.changedFiles(previous?.commit, commit));
          const record = { id, publishedAt: new Date(), actor: by.email, commit, summary };
          await goLive(dir, record);
          if (remote) {
            pushWarning = await remote.push(commit);
            if (pushWarning) log.warn(pushWarning);
          }
          return record;
        });
      } finally {
        await unlock();
      }
    },

    get busy() {
      return running;
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
      const siteUrl = config.SITE_URL;
      const unlock = await claim(dir, actor);
      try {
        await removePartialReleases(dir);
        await removeLeftoverBuilds();
        // Stamped with the build's own "now", as a publish's is.
        const id = newReleaseId(live.commit, at);
        const source = join(workspace.dir, `${buildPrefix}${id}-source`);
        await workspace.checkout(live.commit, source);
        try {
          const built = await build(siteUrl, id, source, at);
          const pending = await pendingEntries(source, at);
          await install(dir, id, built, siteUrl, { builtAt: at.toISOString(), pending });
        } finally {
          await workspace.removeCheckout(source);
        }
        const record = { id, publishedAt: new Date(), actor, commit: live.commit, summary };
        await goLive(dir, record);
        return record;
      } finally {
        await unlock();
      }
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

async function moveInto(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}
