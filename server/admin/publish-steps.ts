// Publishing as a list of steps, one job each, run in order on one job. Publish and the
// scheduler's rebuild share them; the scheduler may also build ahead of a post's time and switch
// at it, the same steps split in two (prepareSteps, then switchSteps). A step that holds something
// (the lock, the workspace, a checkout) runs the steps given to it and lets go after them, whether
// they finished or failed.
// Any failure before "go live" leaves the live release as it was.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, rename, rm } from "node:fs/promises";
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
import {
  type Change,
  contentModel,
  describeChanges,
  entryLabelOfFile,
  entryOf,
  type FileChange,
  fileChanges,
  type RolledBack,
  rolledBackMessage,
} from "./changes.ts";
import type { AdminConfig } from "./config.ts";
import { PublishError } from "./publish-error.ts";
import {
  type Choice,
  choose,
  commitTree,
  editedTree,
  joinHistory,
  textIn,
  waitingEntries,
} from "./publish-some.ts";
import { movedPosts, redirectMovedPosts, redirectsPath, withPostRedirects } from "./redirects.ts";
import { pendingEntries, writeSchedule } from "./release-schedule.ts";
import type { GitRemote } from "./remote.ts";
import { buildTimeoutMs, type SiteBuild } from "./site-build.ts";
import type { AdminStore, ReleaseRecord } from "./store.ts";
import type { Author, Workspace } from "./workspace.ts";

const run = promisify(execFile);

/** What every step may use, the same for every job of one publisher. */
export interface PublishingParts {
  config: Pick<AdminConfig, "ADMIN_KEEP_RELEASES">;
  workspace: Workspace;
  store: AdminStore;
  siteBuild: SiteBuild;
  remote: GitRemote | undefined;
  log: { warn(message: string): void };
  /**
   * What the publisher reports: a job running in this process, the last push's warning, and, while
   * the running job is a build made ahead of its time, how to make it give way (holdingLock).
   */
  state: {
    running: boolean;
    pushWarning: string | undefined;
    giveWay?: () => Promise<void>;
  };
}

/** One publish or rebuild; each step fills in what the later ones need. */
export interface PublishJob {
  /** RELEASES_DIR. */
  dir: string;
  siteUrl: string;
  /** Who the lock and the release record name: an account's e-mail, or the scheduler. */
  actor: string;
  /** The person publishing, whom the steps that commit name; the scheduler has none. */
  author?: Author;
  /** The checkout built: the workspace, or a checkout of the live commit. */
  source: string;
  commit?: string;
  /** One "now" for the build and the schedule it writes. */
  at?: Date;
  id?: string;
  /** The build's output, until it is installed. */
  built?: string;
  /**
   * A build made ahead of its time, which gives way to a person's publish: aborting this stops the
   * build and the job. Undefined for every other job, which nothing stops.
   */
  stop?: AbortController;
  /** The release checked and ready beside the live one, not yet complete (never listed nor served). */
  staged?: Awaited<ReturnType<typeof startRelease>>;
  /** The live release a build made ahead of its time was built from: only it may be replaced. */
  builtFrom?: string;
  summary?: string;
  record?: ReleaseRecord;
  /** The person ticked "Publish them again too": entries a rollback took off may go live again. */
  republish?: boolean;
  /** What, ticked, goes live again, for the audit log. */
  republished?: Change[];
  /** The entries ticked on Changes; undefined publishes everything saved. */
  ticked?: string[];
  /**
   * Some of the entries waiting ticked, not all: the release is a commit of its own
   * (publish-some.ts), built in a checkout, and the entries left stay waiting in the workspace.
   */
  some?: Choice & { live: ReleaseRecord };
}

type Step = (job: PublishJob, parts: PublishingParts) => Promise<void>;

export async function runSteps(job: PublishJob, parts: PublishingParts, steps: readonly Step[]) {
  for (const step of steps) {
    if (job.stop?.signal.aborted) throw new GaveWayError();
    await step(job, parts);
  }
}

/** A build made ahead of its time, stopped to let a person's publish go first (or the server stop). */
export class GaveWayError extends PublishError {
  override name = "GaveWayError";
  constructor() {
    super("Stopped to let a publish go first: nothing was published.");
  }
}

/**
 * A release built ahead of its time that may no longer go live: the live release changed (a
 * publish, a rollback), or a publish meanwhile cleared it away. Nothing was switched.
 */
export class OvertakenError extends PublishError {
  override name = "OvertakenError";
}

function authorOf(job: PublishJob): Author {
  if (!job.author) throw new Error("This publishing step needs the person publishing.");
  return job.author;
}

export function newReleaseId(commit: string, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${commit.slice(0, 8)}`;
}

/** The entries a release changed, named as Changes names them: an entry's several files once. */
function summarise(files: string[]) {
  if (files.length === 0) return "no content changes";
  const entries = [...new Set(files.map((file) => entryLabelOfFile(contentModel, file)))];
  const shown = entries.slice(0, 5);
  return entries.length > 5
    ? `${shown.join("; ")} and ${entries.length - 5} more`
    : shown.join("; ");
}

/** The release `current` names, as the store records it (undefined when it does not). */
export async function liveRelease(
  dir: string,
  store: AdminStore,
): Promise<ReleaseRecord | undefined> {
  const id = await currentRelease(dir);
  return id === undefined ? undefined : (await store.releases.list()).find((r) => r.id === id);
}

/** A publish that would put back what a rollback took off, without "Publish them again too". */
export class RolledBackError extends PublishError {
  override name = "RolledBackError";
  readonly rolledBack: RolledBack;
  constructor(rolledBack: RolledBack) {
    super(
      `${rolledBackMessage(rolledBack)} nothing was published. Tick "Publish them again too", or undo them in the editor first.`,
      rolledBack.changes.map((change) => change.text),
    );
    this.rolledBack = rolledBack;
  }
}

/** Where the histories of `a` and `b` meet; undefined for a commit this workspace lacks. */
async function mergeBase(dir: string, a: string, b: string): Promise<string | undefined> {
  try {
    return (await run("git", ["-C", dir, "merge-base", a, b])).stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * What publishing `head` would put back on the live site after a rollback: the entries changed
 * since the live release (`pending`, as Changes reads them) that the newest release the live one
 * does not contain had changed (what the rollback took off). Published commits follow one another
 * in the workspace's history, so going from the newest release back, the first one the live
 * commit contains ends the search; a rebuild of the live commit (the scheduler's) is passed over,
 * and a publish after the rollback contains what it put back: the question is asked once.
 */
export async function rolledBackChanges(
  { workspace, store }: Pick<PublishingParts, "workspace" | "store">,
  live: ReleaseRecord | undefined,
  head: string,
  pending?: FileChange[],
): Promise<RolledBack | undefined> {
  if (!live?.commit) return undefined;
  const newestFirst = (await store.releases.list()).sort(
    (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime(),
  );
  for (const release of newestFirst) {
    if (!release.commit || release.commit === live.commit) continue;
    const base = await mergeBase(workspace.dir, live.commit, release.commit);
    // Published by another back office, from a history this workspace lacks.
    if (!base) continue;
    if (base === release.commit) return undefined;
    const takenOff = new Set(
      (await workspace.changedFiles(base, release.commit)).map((path) =>
        entryOf(contentModel, path),
      ),
    );
    const files = (pending ?? (await fileChanges(workspace, live.commit, head))).filter((file) =>
      takenOff.has(entryOf(contentModel, file.path)),
    );
    if (files.length === 0) return undefined;
    const [event] = await store.audit.search({ action: "rolled back", limit: 1, offset: 0 });
    return {
      release,
      at: event?.at,
      by: event?.actor,
      changes: describeChanges(contentModel, files),
    };
  }
  return undefined;
}

/** Builds are written inside the workspace under this prefix; a crash may leave one. */
export const buildPrefix = "build-release-";

/**
 * One job at a time in this process, and across processes by the lock file in RELEASES_DIR. A
 * build made ahead of a post's time (a job with `stop`) gives way: a person's publish would
 * otherwise be refused for the minutes of a whole-site build that was not yet needed, so it stops
 * that build, waits the moment it takes to let go of the lock, and goes first; the scheduler builds
 * again afterwards. Only within this process: another back office's build holds the lock file.
 */
function holdingLock(...steps: Step[]): Step {
  return async (job, parts) => {
    const { state } = parts;
    while (state.running && state.giveWay && !job.stop) await state.giveWay();
    if (state.running) {
      throw new PublishError(
        "Another publish is running: try again when it has finished.",
        [],
        true,
      );
    }
    state.running = true;
    let unlock: () => Promise<void>;
    try {
      unlock = await takePublishLock(job.dir, job.actor, { staleAfterMs: 2 * buildTimeoutMs });
    } catch (error) {
      state.running = false;
      if (error instanceof PublishLockedError) throw new PublishError(error.message, [], true);
      throw error;
    }
    const released = Promise.withResolvers<void>();
    const { stop } = job;
    if (stop) {
      state.giveWay = async () => {
        stop.abort();
        await released.promise;
      };
    }
    try {
      await runSteps(job, parts, steps);
    } finally {
      state.running = false;
      state.giveWay = undefined;
      try {
        await unlock();
      } finally {
        released.resolve();
      }
    }
  };
}

/** What a job cut short left: a half-made release, a build in the workspace. */
const clearLeftovers: Step = async (job, { workspace }) => {
  await removePartialReleases(job.dir);
  const names = await readdir(workspace.dir);
  await Promise.all(
    names
      .filter((name) => name.startsWith(buildPrefix))
      .map((name) => rm(join(workspace.dir, name), { recursive: true, force: true })),
  );
};

/** No save lands in the workspace while the steps given run. */
function holdingWorkspace(...steps: Step[]): Step {
  return (job, parts) => parts.workspace.exclusive(() => runSteps(job, parts, steps));
}

/**
 * What is published is what was saved: a file in content/ that no save committed (written by
 * hand, or left by a failure) would go live without a name in the history or the audit log.
 */
const refuseUncommitted: Step = async (_job, { workspace }) => {
  const { stdout } = await run(
    "git",
    ["-C", workspace.dir, "status", "--porcelain", "-z", "--untracked-files=all", "--", "content"],
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
};

const bringInRemote: Step = async (job, { remote }) => {
  await remote?.bringIn(authorOf(job));
};

/**
 * Which entries go live: with the boxes of Changes, those ticked. All of the entries waiting
 * ticked is a publish of everything saved; none of them, a refusal before anything is built.
 */
const chooseEntries: Step = async (job, { workspace, store }) => {
  if (!job.ticked) return;
  const live = await liveRelease(job.dir, store);
  // Nothing live from the back office yet: the first publish makes all of the content live.
  if (!live?.commit) return;
  let waiting: Awaited<ReturnType<typeof waitingEntries>>;
  try {
    waiting = await waitingEntries(workspace, live.commit, await workspace.head());
  } catch {
    throw new PublishError(
      "The live release's commit is not in this workspace, so the entries ticked cannot be told from the others: nothing was published. Publish them all from Releases.",
    );
  }
  const choice = choose(waiting, job.ticked);
  if (choice.published.length === 0) {
    throw new PublishError(
      "None of the entries ticked has changes waiting any more (published or discarded meanwhile): nothing was published.",
    );
  }
  if (choice.left.length > 0) job.some = { ...choice, live };
};

/**
 * After the shared repository's commits came in (one may move a post), before the check and the
 * build, which take the new redirects as any other content. A publish of some entries redirects
 * the posts it moves itself (releaseOfSome).
 */
const redirectMoved: Step = async (job, { workspace, store }) => {
  if (job.some) return;
  const liveId = await currentRelease(job.dir);
  const liveCommit = (await store.releases.list()).find(({ id }) => id === liveId)?.commit;
  await redirectMovedPosts(
    workspace,
    authorOf(job),
    liveId && liveCommit
      ? { commit: liveCommit, clientDir: releaseClientDir(job.dir, liveId) }
      : undefined,
  );
};

/**
 * The release is the workspace's last commit, built now; with some entries ticked, a commit of its
 * own built in a checkout beside the workspace, as the scheduler's rebuild is.
 */
const stampHead: Step = async (job, parts) => {
  job.commit = job.some ? await releaseOfSome(job, parts) : await parts.workspace.head();
  job.at = new Date();
  job.id = newReleaseId(job.commit, job.at);
  if (job.some) job.source = join(parts.workspace.dir, `${buildPrefix}${job.id}-source`);
};

/**
 * The commit of a publish of some entries: the workspace's last commit with the entries left
 * unticked as the live release holds them, on top of the live release's commit. The posts it moves
 * are redirected in it, and in the workspace (a commit, as a publish of all makes), so that the
 * redirects are not listed as a change waiting afterwards.
 */
async function releaseOfSome(job: PublishJob, { workspace }: PublishingParts) {
  const { live, leftFiles, published } = job.some!;
  const dir = workspace.dir;
  const indexFile = join(dir, `${buildPrefix}index-${process.pid}-${Date.now()}`);
  try {
    let tree = await editedTree(dir, indexFile, await workspace.head(), {
      restore: leftFiles,
      from: live.commit,
    });
    const wasLive = { commit: live.commit, clientDir: releaseClientDir(job.dir, live.id) };
    const moves = await movedPosts(dir, wasLive, tree);
    if (moves) {
      const redirects = withPostRedirects(await textIn(dir, tree, redirectsPath), moves);
      if (redirects) {
        tree = await editedTree(dir, indexFile, tree, {
          write: { path: redirectsPath, text: redirects.text },
        });
      }
      await redirectMovedPosts(workspace, authorOf(job), wasLive, moves);
    }
    const names = published.map((change) => change.name);
    return await commitTree(
      dir,
      tree,
      [live.commit],
      authorOf(job),
      `Publish the entries ticked: ${names.join("; ")}`,
    );
  } finally {
    await rm(indexFile, { force: true });
  }
}

/** Nothing a rollback took off goes live again unless the person publishing said so. */
const refuseRolledBack: Step = async (job, parts) => {
  const found = await rolledBackChanges(
    parts,
    await liveRelease(job.dir, parts.store),
    job.commit!,
  );
  if (!found) return;
  if (!job.republish) throw new RolledBackError(found);
  job.republished = found.changes;
};

const checkContent: Step = async (job, { siteBuild }) => {
  const checked = await siteBuild.check(job.source);
  if (checked.ok) return;
  const { problems, tail } = buildProblems(checked.output);
  throw new PublishError(
    "The content check found problems: nothing was published.",
    problems.length > 0 ? problems : tail,
  );
};

const build: Step = async (job, { siteBuild }) => {
  const buildDir = `${buildPrefix}${job.id!}`;
  const built = await siteBuild.build({
    dir: job.source,
    buildDir,
    siteUrl: job.siteUrl,
    at: job.at!,
    signal: job.stop?.signal,
  });
  if (!built.ok) {
    await rm(join(job.source, buildDir), { recursive: true, force: true });
    if (job.stop?.signal.aborted) throw new GaveWayError();
    const tail = built.output.split("\n").filter(Boolean).slice(-5);
    throw new PublishError("The build failed: nothing was published.", tail);
  }
  job.built = join(job.source, buildDir);
};

/**
 * The build becomes a release beside the live one, once its pages all load; until `complete` it is
 * a partial release, which nothing lists, serves or rolls back to, and the next job clears away.
 */
const stage: Step = async (job) => {
  const { dir, source, siteUrl } = job;
  const [id, at, built] = [job.id!, job.at!, job.built!];
  const pending = await pendingEntries(source, at);
  const release = await startRelease(dir, id);
  try {
    await moveInto(join(built, "client"), join(release.buildDir, "client"));
    await rm(built, { recursive: true, force: true });
    await writeSchedule(release.buildDir, { builtAt: at.toISOString(), pending });
    // Pictures and other files unchanged since the live release are shared with it, not copied.
    const live = await currentRelease(dir);
    if (live)
      await shareUnchangedFiles(releaseClientDir(dir, live), join(release.buildDir, "client"));
    await smokeCheck(join(release.buildDir, "client"), siteUrl, dir);
    job.staged = release;
  } catch (error) {
    await rm(built, { recursive: true, force: true });
    await release.abandon();
    throw error;
  }
};

/** The release checked by `stage` is complete: listed, and ready to be switched to. */
const complete: Step = async (job) => {
  const release = job.staged!;
  try {
    await release.complete();
    job.staged = undefined;
  } catch (error) {
    await release.abandon();
    throw error;
  }
};

const install: Step = (job, parts) => runSteps(job, parts, [stage, complete]);

/**
 * A release built ahead of its time goes live only in place of the release it was built from,
 * and only while it is still there: a publish clears away every partial release when it starts.
 */
const stillPrepared: Step = async (job) => {
  if ((await currentRelease(job.dir)) !== job.builtFrom) {
    throw new OvertakenError(
      "The live release changed after this release was built ahead of its time: it was not published.",
    );
  }
  if (!job.staged || !existsSync(job.staged.buildDir)) {
    throw new OvertakenError(
      "The release built ahead of its time was cleared away by a publish: it was not published.",
    );
  }
};

const abandonStaged: Step = async (job) => {
  await job.staged?.abandon();
  job.staged = undefined;
};

/**
 * The content files changed since the live release, for the release list: not since the newest
 * one, which after a rollback is not live, and what goes live again would go unnamed.
 */
const summariseChanges: Step = async (job, { workspace, store }) => {
  const previous = (await liveRelease(job.dir, store)) ?? (await store.releases.list())[0];
  job.summary = summarise(await workspace.changedFiles(previous?.commit, job.commit!));
};

/** The release's commit joins the workspace's history (publish-some.ts); the workspace keeps its content. */
const joinWorkspace: Step = async (job, { workspace }) => {
  if (!job.some) return;
  const left = job.some.left.map((change) => change.name);
  await joinHistory(
    workspace.dir,
    job.commit!,
    authorOf(job),
    `Published release ${job.id!}; still waiting: ${left.join("; ")}`,
  );
};

const goLive: Step = async (job, { config, store }) => {
  const record = {
    id: job.id!,
    publishedAt: new Date(),
    actor: job.actor,
    commit: job.commit!,
    summary: job.summary!,
  };
  job.record = record;
  await switchTo(job.dir, record.id);
  await store.releases.record(record);
  await prune(job.dir, config.ADMIN_KEEP_RELEASES);
};

/**
 * A push that fails is a warning: the release is live already. After a publish of some entries,
 * the workspace's last commit, which holds the release's: the shared branch only moves forward.
 */
const push: Step = async (job, { remote, state, log, workspace }) => {
  if (!remote) return;
  state.pushWarning = await remote.push(job.some ? await workspace.head() : job.commit!);
  if (state.pushWarning) log.warn(state.pushWarning);
};

/** The steps given build a checkout of the job's commit, removed after them. */
function onCheckout(...steps: Step[]): Step {
  return async (job, parts) => {
    await parts.workspace.checkout(job.commit!, job.source);
    try {
      await runSteps(job, parts, steps);
    } finally {
      await parts.workspace.removeCheckout(job.source);
    }
  };
}

/** A publish of some entries checks and builds a checkout of its commit; of all, the workspace. */
function onSomeCheckout(...steps: Step[]): Step {
  const checkedOut = onCheckout(...steps);
  return (job, parts) => (job.some ? checkedOut(job, parts) : runSteps(job, parts, steps));
}

/** Publish: what was saved, with the shared repository's commits, checked, built and pushed. */
export const publishSteps: readonly Step[] = [
  holdingLock(
    clearLeftovers,
    holdingWorkspace(
      refuseUncommitted,
      bringInRemote,
      chooseEntries,
      redirectMoved,
      stampHead,
      refuseRolledBack,
      onSomeCheckout(checkContent, build, install),
      summariseChanges,
      joinWorkspace,
      goLive,
      push,
    ),
  ),
];

/** The scheduler's rebuild: a checkout of the live commit, saves since then left out. */
export const rebuildSteps: readonly Step[] = [
  holdingLock(clearLeftovers, onCheckout(build, install), goLive),
];

/**
 * The same rebuild made ahead of its time, in two parts: built and checked (a whole-site build
 * takes minutes) and left ready beside the live release, then, at its time, switched to (a
 * rename and the `current` link: a moment). Each part holds the lock; between them nothing is
 * held, so a publish or a rollback meanwhile goes ahead, and the release made ahead is then not
 * switched to (stillPrepared).
 */
export const prepareSteps: readonly Step[] = [
  holdingLock(clearLeftovers, onCheckout(build, stage)),
];
export const switchSteps: readonly Step[] = [holdingLock(stillPrepared, complete, goLive)];
/** A release made ahead that is not to go live; when a publish holds the lock, that publish clears it. */
export const discardSteps: readonly Step[] = [holdingLock(abandonStaged)];

/**
 * Every page of the new release loads in a public server of its own. Its store goes in a folder of
 * RELEASES_DIR, which a publish writes anyway: never the system's temporary folder, which a
 * hardened service (systemd's ProtectSystem=strict) may not be able to write.
 */
async function smokeCheck(clientDir: string, siteUrl: string, releasesDir: string) {
  const dataDir = await mkdtemp(join(releasesDir, ".release-check-"));
  const app = await buildApp(
    loadConfig({
      STATIC_DIR: clientDir,
      DATA_DIR: dataDir,
      SITE_URL: siteUrl,
      LOG_LEVEL: "silent",
      RETENTION_DAYS: "36500",
      // Nothing to count or report: the pages are loaded by this check, not by visitors.
      AUDIENCE: "off",
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

async function prune(dir: string, keep: number) {
  const live = await currentRelease(dir);
  const ids = await releaseIds(dir);
  const doomed = ids.slice(0, Math.max(0, ids.length - keep));
  for (const id of doomed) {
    if (id !== live) await rm(releaseDir(dir, id), { recursive: true, force: true });
  }
}

async function moveInto(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}
