// A preview is built when someone opens it, not at each save: most saves are never previewed, and
// each build is a minute of a small machine's time. A publish stops the preview's build: two builds
// at once would slow it.
// The build is the release's (what is previewed is what is published), so its pages name their
// files at the root, where no rewriting reaches reliably: those are served at their own paths and
// only the pages move under /preview.
import { randomBytes } from "node:crypto";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { contentSecurityPolicy, inlineScriptHashes } from "../plugins/security-headers.ts";
import { findPages, isHiddenPath } from "../plugins/static-site.ts";
import { processIsRunning } from "../process-running.ts";
import { buildProblems } from "./build-output.ts";
import type { AdminConfig } from "./config.ts";
import { npmSiteBuild, type SiteBuild } from "./site-build.ts";
import type { Workspace } from "./workspace.ts";

export const previewBase = "/preview";
const buildPrefix = "build-preview-";
/** "build-preview-<pid>-<owner>-…": which process made a build, and so may remove it. */
const ownerOf = /^build-preview-(\d+)-([0-9a-f]{12})-/;
/** How far ahead of now the preview's build is made: past every "Publish at" the check allows. */
const previewAhead = 366 * 24 * 60 * 60_000;

export interface PreviewFailure {
  commit: string;
  title: string;
  lines: string[];
}

interface Build {
  folder: string;
  root: string;
  commit: string;
  pages: Map<string, string>;
  rewritten: Map<string, Promise<PreviewPage>>;
}

export interface PreviewPage {
  html: string;
  policy: string;
}

export type PreviewState =
  | { kind: "ready"; build: Build; updating: boolean }
  | { kind: "building" }
  | { kind: "failed"; failure: PreviewFailure };

export interface PreviewOptions {
  log?: Pick<FastifyBaseLogger, "info" | "warn">;
  build?: SiteBuild;
}

export function previewer(
  config: Pick<AdminConfig, "SITE_URL" | "ADMIN_URL">,
  workspace: Workspace,
  { log, build: siteBuild = npmSiteBuild }: PreviewOptions = {},
) {
  let current: Build | undefined;
  let previous: Build | undefined;
  let failure: PreviewFailure | undefined;
  let running: Promise<void> | undefined;
  let building: AbortController | undefined;
  let interrupted = false;
  let paused = 0;
  let counter = 0;
  let closed = false;
  // Several back offices may share the workspace: each names its builds after itself, and
  // removes only its own and those a stopped one left behind (never used again).
  const owner = `${buildPrefix}${process.pid}-${randomBytes(6).toString("hex")}-`;
  const cleaned = removeBuilds((name) => !name.startsWith(owner) && !ownerIsRunning(name));

  async function removeBuilds(doomed: (name: string) => boolean) {
    const names = await readdir(workspace.dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.startsWith(buildPrefix) && doomed(name))
        .map((name) => rm(join(workspace.dir, name), { recursive: true, force: true })),
    );
  }

  async function outdated() {
    const head = await workspace.head();
    return head !== current?.commit && head !== failure?.commit;
  }

  function rebuild(): Promise<void> {
    if (running || paused > 0 || closed) return running ?? Promise.resolve();
    const run = (async () => {
      await cleaned;
      while (paused === 0 && !closed && (await outdated())) await buildOnce();
    })().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    run.catch(() => {});
    return run;
  }

  async function buildOnce() {
    const commit = await workspace.head();
    const name = `${owner}${++counter}-${commit.slice(0, 8)}`;
    const startedAt = Date.now();
    const output = await runBuild(name);
    const seconds = Math.round((Date.now() - startedAt) / 100) / 10;
    if (output.stopped) {
      await rm(join(workspace.dir, name), { recursive: true, force: true });
      return;
    }
    const root = join(workspace.dir, name, "client");
    // A build that "succeeded" without pages is a failure too, not a preview of nothing.
    const pages = output.ok
      ? await findPages(root).catch(() => new Map<string, string>())
      : undefined;
    if (!pages || pages.size === 0) {
      await rm(join(workspace.dir, name), { recursive: true, force: true });
      // The build reads the workspace as it is: a save during it (an entry deleted under it) can
      // make it fail with an error of the files, not of the content. That is no failure to show:
      // the loop builds the new save next.
      if ((await workspace.head()) !== commit) {
        log?.info({ commit, seconds }, "preview build overtaken by a save; building again");
        return;
      }
      const { problems, tail } = buildProblems(
        output.ok ? `${output.text}\nThe build wrote no pages.` : output.text,
      );
      failure = {
        commit,
        title:
          problems.length > 0
            ? "The preview could not be built: the content check found problems."
            : "The preview could not be built.",
        lines: problems.length > 0 ? problems : tail,
      };
      log?.warn({ commit, seconds, problems: failure.lines }, "preview build failed");
      return;
    }
    previous = current;
    current = { folder: name, root, commit, pages, rewritten: new Map() };
    failure = undefined;
    log?.info({ commit, seconds }, "preview built");
    const keep = new Set([current.folder, previous?.folder]);
    await removeBuilds((folder) => folder.startsWith(owner) && !keep.has(folder));
  }

  async function runBuild(buildDir: string) {
    const controller = new AbortController();
    building = controller;
    try {
      const { ok, output } = await siteBuild.build({
        dir: workspace.dir,
        buildDir,
        // Canonical links as the release will have them; without a public address, the back
        // office's (nothing the preview shows depends on it).
        siteUrl: config.SITE_URL ?? config.ADMIN_URL,
        // Scheduled posts and news are shown as if their time had come (the content check allows
        // "Publish at" up to a year ahead): people preview a post before it goes live.
        at: new Date(Date.now() + previewAhead),
        signal: controller.signal,
      });
      // The build may exit with a code of its own when stopped: what counts is that it was.
      return { ok, stopped: paused > 0 || closed, text: output };
    } finally {
      if (building === controller) building = undefined;
    }
  }

  async function aside<T>(work: () => Promise<T>): Promise<T> {
    paused++;
    // A build someone asked for is made again after; none is started for nobody.
    if (running) interrupted = true;
    building?.abort();
    await running?.catch(() => {});
    try {
      return await work();
    } finally {
      paused--;
      if (paused === 0 && interrupted) {
        interrupted = false;
        void rebuild();
      }
    }
  }

  return {
    dir: workspace.dir,
    aside,

    /** Asked by whoever opens the preview: a stale preview is built then, not at each save. */
    async state(): Promise<PreviewState> {
      const stale = await outdated();
      if (stale) void rebuild();
      const updating = stale || running !== undefined;
      if (failure && !stale && !running) return { kind: "failed", failure };
      if (current) return { kind: "ready", build: current, updating };
      if (failure && !running) return { kind: "failed", failure };
      return { kind: "building" };
    },

    async settled() {
      await rebuild();
    },

    asideOf(target: Workspace): Workspace {
      return { ...target, exclusive: (work) => aside(() => target.exclusive(work)) };
    },

    page(build: Build, url: string): Promise<PreviewPage> | undefined {
      const file = build.pages.get(url);
      if (file === undefined) return undefined;
      let page = build.rewritten.get(url);
      if (!page) {
        page = readFile(join(build.root, file), "utf8").then((html) => {
          const rewritten = forPreview(html, build.pages);
          return {
            html: rewritten,
            policy: contentSecurityPolicy(
              { SITE_URL: config.ADMIN_URL },
              inlineScriptHashes(rewritten),
            ),
          };
        });
        build.rewritten.set(url, page);
      }
      return page;
    },

    async file(path: string): Promise<{ root: string; file: string } | undefined> {
      if (isHiddenPath(path) || path.split("/").includes("..")) return undefined;
      for (const build of [current, previous]) {
        if (!build) continue;
        const file = path.slice(1);
        const found = await stat(join(build.root, file)).then(
          (info) => info.isFile(),
          () => false,
        );
        if (found) return { root: build.root, file };
      }
      return undefined;
    },

    isPage(path: string) {
      return current?.pages.has(path) ?? false;
    },

    async close() {
      closed = true;
      building?.abort();
      await running?.catch(() => {});
      current = previous = undefined;
      await removeBuilds((folder) => folder.startsWith(owner));
    },
  };
}

export type Previewer = ReturnType<typeof previewer>;

/** Builds named in an older way, or by a process that has stopped, belong to no one running. */
function ownerIsRunning(name: string): boolean {
  return processIsRunning(Number(ownerOf.exec(name)?.[1]));
}

export function previewPath(sitePath: string) {
  return sitePath === "/" ? `${previewBase}/` : `${previewBase}${sitePath}`;
}

export function sitePathOf(url: string): string | undefined {
  const path = url.split("?")[0] ?? "";
  if (path === previewBase || path === `${previewBase}/`) return "/";
  if (!path.startsWith(`${previewBase}/`)) return undefined;
  const rest = path.slice(previewBase.length);
  return rest.length > 1 ? rest.replace(/\/$/, "") : rest;
}

const pageLink = /(<a\b[^>]*?\shref=")(\/[^"]*)"/g;
const robots = '<meta name="robots" content="noindex"/>';

export function forPreview(html: string, pages: Map<string, string>): string {
  return html
    .replace(pageLink, (whole, start: string, href: string) => {
      const [path = "", rest = ""] = href.split(/(?=[?#])/);
      const bare = path.length > 1 ? path.replace(/\/$/, "") : path;
      return pages.has(bare) && !href.startsWith("//")
        ? `${start}${previewPath(bare)}${rest}"`
        : whole;
    })
    .replace(/<meta name="robots"[^>]*>/g, "")
    .replace("<head>", `<head>${robots}`);
}
