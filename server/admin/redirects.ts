// Written into content/redirects.yaml, so that list stays the one source of every redirect and
// each release carries the table it was built from (docs/product.md, "Redirects").
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { parse, stringify } from "yaml";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
import { blogPostPath, paths } from "../../common/paths.ts";
import type { Redirect } from "../../common/redirects.ts";
import type { Author, Workspace } from "./workspace.ts";

const run = promisify(execFile);

export const redirectsPath = `${contentConfig.singletons.redirects.path}.yaml`;
const postsFolder = String(contentConfig.collections.posts.path).replace(/\*$/, "");

interface PostMoves {
  renamed: Map<string, string>;
  deleted: string[];
  arrived: string[];
}

async function git(dir: string, args: string[]) {
  return (await run("git", ["-C", dir, ...args], { maxBuffer: 16 * 1024 * 1024 })).stdout;
}

async function postSlugs(dir: string, commit: string): Promise<Set<string>> {
  const names = await git(dir, ["ls-tree", "--name-only", commit, "--", postsFolder]);
  return new Set(
    names
      .split("\n")
      .filter((name) => name.endsWith(".mdoc"))
      .map((name) => name.slice(postsFolder.length, -".mdoc".length)),
  );
}

function slugOf(file: string): string | undefined {
  const rest = file.startsWith(postsFolder) ? file.slice(postsFolder.length) : undefined;
  return rest?.includes("/") ? rest.split("/")[0] : rest?.replace(/\.mdoc$/, "");
}

async function postMoves(dir: string, from: string, to: string): Promise<PostMoves> {
  const [before, after] = await Promise.all([postSlugs(dir, from), postSlugs(dir, to)]);
  const diff = await git(dir, [
    "diff",
    "--name-status",
    "--find-renames",
    from,
    to,
    "--",
    postsFolder,
  ]);
  const pairs = diff
    .split("\n")
    .map((line) => line.split("\t"))
    .filter(([status]) => status?.startsWith("R"))
    .map(([, old = "", renamed = ""]) => [old, renamed] as const);
  // A rename of the post's own file is surer than one of its Arabic text's: it is read first.
  const isPostFile = ([old]: readonly [string, string]) =>
    !old.slice(postsFolder.length).includes("/");
  pairs.sort((a, b) => Number(isPostFile(b)) - Number(isPostFile(a)));
  const renamed = new Map<string, string>();
  for (const [old, renamedFile] of pairs) {
    const oldSlug = slugOf(old);
    const newSlug = slugOf(renamedFile);
    if (!oldSlug || !newSlug || renamed.has(oldSlug)) continue;
    if (!after.has(oldSlug) && after.has(newSlug) && !before.has(newSlug)) {
      renamed.set(oldSlug, newSlug);
    }
  }
  return {
    renamed,
    deleted: [...before].filter((slug) => !after.has(slug) && !renamed.has(slug)),
    arrived: [...after].filter((slug) => !before.has(slug)),
  };
}

function withMovedPosts(
  list: readonly Partial<Redirect>[],
  moved: ReadonlyMap<string, string>,
  arrived: readonly string[],
): Partial<Redirect>[] {
  const taken = new Set(arrived);
  const retarget = (to: string) => {
    const [page = "", section] = to.split("#", 2);
    const next = moved.get(page);
    if (next === undefined) return to;
    return section === undefined || next === paths.blog ? next : `${next}#${section}`;
  };
  // An entry the editor left half-written stays as it is, for the content check to name.
  const kept = list
    .filter(({ from }) => from === undefined || !moved.has(from))
    .map((entry) => (typeof entry.to === "string" ? { ...entry, to: retarget(entry.to) } : entry));
  const added = [...moved].map(([from, to]) => ({ from, to }));
  return [...kept, ...added].filter(
    ({ from, to }) => from === undefined || (!taken.has(from) && from !== (to ?? "").split("#")[0]),
  );
}

/** The posts renamed from `from` to `to` (old file name → new), as the publish will redirect them. */
export async function renamedPosts(
  dir: string,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  return (await postMoves(dir, from, to)).renamed;
}

/** What a publish redirects: the live posts moved (old address → new) and the posts arrived. */
export interface PostRedirects {
  moved: Map<string, string>;
  arrived: string[];
}

/**
 * The posts the live release showed that `to` (a commit or a tree: what the publish makes live)
 * renames or deletes, and the posts it adds; undefined when there are none, or when the workspace
 * does not have the live release's commit (a new clone): nothing to compare.
 */
export async function movedPosts(
  dir: string,
  live: { commit: string; clientDir: string },
  to: string,
): Promise<PostRedirects | undefined> {
  try {
    await git(dir, ["cat-file", "-e", `${live.commit}^{commit}`]);
  } catch {
    return undefined;
  }
  const moves = await postMoves(dir, live.commit, to);
  const wasLive = (slug: string) =>
    existsSync(join(live.clientDir, blogPostPath(slug), "index.html"));
  const moved = new Map<string, string>();
  for (const [old, renamed] of moves.renamed) {
    if (wasLive(old)) moved.set(blogPostPath(old), blogPostPath(renamed));
  }
  for (const old of moves.deleted) if (wasLive(old)) moved.set(blogPostPath(old), paths.blog);
  if (moved.size === 0 && moves.arrived.length === 0) return undefined;
  return { moved, arrived: moves.arrived };
}

/**
 * The redirects file's text (`text`, undefined when there is none) with the moves' redirects; and
 * what changed, in words. Undefined when nothing changes or the file cannot be read.
 */
export function withPostRedirects(
  text: string | undefined,
  { moved, arrived }: PostRedirects,
): { text: string; lines: string[] } | undefined {
  let data: { redirects?: Partial<Redirect>[] };
  try {
    data = text === undefined ? {} : (parse(text) ?? {});
    if (!Array.isArray(data.redirects ?? [])) return undefined;
  } catch {
    return undefined;
  }
  const before = data.redirects ?? [];
  const redirects = withMovedPosts(before, moved, arrived.map(blogPostPath));
  if (JSON.stringify(redirects) === JSON.stringify(before)) return undefined;
  const lines = [
    ...[...moved].map(([from, to]) => `${from} → ${to}`),
    ...before
      .map(({ from }) => from)
      .filter((from) => from !== undefined && !moved.has(from))
      .filter((from) => !redirects.some((kept) => kept.from === from))
      .map((from) => `${from} no longer redirected (a post is there again)`),
  ];
  return { text: stringify({ ...data, redirects }), lines };
}

/**
 * Writes the redirects of the posts moved since the live release into the workspace's redirects
 * file, as one commit in the publisher's name: those from the live release to the workspace's last
 * commit, or `moves` when the publish makes only some entries live (publish-some.ts).
 */
export async function redirectMovedPosts(
  workspace: Workspace,
  by: Author,
  live: { commit: string; clientDir: string } | undefined,
  moves?: PostRedirects,
): Promise<string[]> {
  if (live === undefined) return [];
  const found = moves ?? (await movedPosts(workspace.dir, live, await workspace.head()));
  if (!found) return [];
  const file = join(workspace.dir, redirectsPath);
  let text: string | undefined;
  try {
    text = existsSync(file) ? await readFile(file, "utf8") : undefined;
  } catch {
    return [];
  }
  const written = withPostRedirects(text, found);
  if (!written) return [];
  await writeFile(file, written.text);
  await workspace.commit(
    [redirectsPath],
    by,
    `Redirects for moved blog posts: ${written.lines.join(", ")}`,
  );
  return written.lines;
}
