// An entry's history: the commits that touched its files, newest first, each as the entry's files
// were then, and putting one of those versions back as a new save. A post renamed since is followed
// under its earlier names (git's --follow on its own file), and a version is always put back under
// the entry's name now: restoring never renames a post.
import { spawn } from "node:child_process";
import { mkdir, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type Shape, shapesOf } from "../../app/cms/save/entries.ts";
import { controlCharacter } from "../../common/control-characters.ts";
import {
  contentModel,
  describeEntries,
  type EntryChange,
  entryOf,
  type FileChange,
} from "./changes.ts";
import { git } from "./git.ts";
import { type Author, contentDir, type Workspace } from "./workspace.ts";

/** The newest versions a History page lists; older ones are not offered. */
export const versionsShown = 50;

/** An entry of the content model, as the Changes page names it (changes.ts, entryOf). */
export interface EntryRef {
  /** "posts/supply-chain-esg"; a single page's key and a slash: "homePage/". */
  id: string;
  shape: Shape;
  /** A list's entry; none for a single page. */
  slug?: string;
}

/** Why a request about an entry's history was refused: its status and a sentence to show. */
export class HistoryRefusal extends Error {
  override name = "HistoryRefusal";
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const shapes = shapesOf();

/**
 * The entry a query or form names, "<list>/<entry>" or "<page>", read strictly: a list or page of
 * the content model, and an entry's name as a file name of its own (no slash, no leading dot, no
 * control character). Whether such an entry was ever saved is for `entryHistory` to say.
 */
export function parseEntry(value: unknown): EntryRef {
  if (typeof value !== "string" || value.trim() === "") {
    throw new HistoryRefusal(
      400,
      "Say which entry: its list and name, as the History link on the Changes page gives them.",
    );
  }
  if (value.length > 300 || controlCharacter.test(value) || value.includes("\\")) {
    throw new HistoryRefusal(400, "That is not the name of an entry.");
  }
  const slash = value.indexOf("/");
  const key = slash === -1 ? value : value.slice(0, slash);
  const rest = slash === -1 ? "" : value.slice(slash + 1);
  const shape = shapes.find((candidate) => candidate.key === key);
  if (!shape) {
    throw new HistoryRefusal(404, `The site has no list or page called "${key.slice(0, 100)}".`);
  }
  if (shape.kind === "singleton") {
    if (rest !== "") {
      throw new HistoryRefusal(404, `${shape.label} is a single page: it has no entries.`);
    }
    return { id: `${key}/`, shape };
  }
  if (rest === "") throw new HistoryRefusal(400, `Say which entry of ${shape.label}.`);
  if (
    rest.includes("/") ||
    rest.startsWith(".") ||
    rest !== rest.trim() ||
    Buffer.byteLength(rest) > 200
  ) {
    throw new HistoryRefusal(400, `That is not the name of an entry of ${shape.label}.`);
  }
  return { id: `${key}/${rest}`, shape, slug: rest };
}

/** The entry's own file and its folder (a field kept in a file of its own, the Arabic article). */
function pathspecs(shape: Shape, slug: string | undefined): string[] {
  return shape.kind === "collection"
    ? [`${shape.base}${slug}${shape.extension}`, `${shape.base}${slug}`]
    : [`${shape.base}${shape.extension}`, shape.base];
}

const idOf = (shape: Shape, slug: string | undefined) =>
  shape.kind === "collection" ? `${shape.key}/${slug}` : `${shape.key}/`;

/** A path of the entry under one name, as it is under another (a renamed post's files). */
function renamed(shape: Shape, path: string, from: string | undefined, to: string | undefined) {
  if (shape.kind !== "collection" || from === to) return path;
  return `${shape.base}${to}${path.slice(`${shape.base}${from}`.length)}`;
}

/** Paths as they are (core.quotePath=off): they are compared with the content model's. */
const gitHere = (dir: string, args: string[]) => git(dir, ["-c", "core.quotePath=off", ...args]);

/** Git objects' contents, read by one `git cat-file --batch`. */
function readBlobs(dir: string, ids: string[]): Promise<Map<string, Buffer>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return Promise.resolve(new Map());
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", dir, "cat-file", "--batch"], {
      stdio: ["pipe", "pipe", "ignore"],
    });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`git cat-file ended with ${code}`));
      const out = Buffer.concat(chunks);
      const found = new Map<string, Buffer>();
      let at = 0;
      for (const id of wanted) {
        const end = out.indexOf(10, at);
        if (end === -1) break;
        const [, type = "", size = ""] = out.subarray(at, end).toString().split(" ");
        if (type === "missing" || size === "") {
          at = end + 1;
          continue;
        }
        const length = Number(size);
        found.set(id, out.subarray(end + 1, end + 1 + length));
        at = end + 1 + length + 1;
      }
      resolve(found);
    });
    child.stdin.on("error", () => {});
    child.stdin.end(wanted.map((id) => `${id}\n`).join(""));
  });
}

/** The entry's files at `commit` under each of `slugs`: name → (path → blob id). */
async function filesAt(
  dir: string,
  commit: string,
  shape: Shape,
  slugs: (string | undefined)[],
): Promise<Map<string | undefined, Map<string, string>>> {
  const specs = slugs.flatMap((slug) => pathspecs(shape, slug));
  const listed = await gitHere(dir, ["ls-tree", "-r", "-z", commit, "--", ...specs]);
  const found = new Map<string | undefined, Map<string, string>>();
  for (const line of listed.split("\0").filter(Boolean)) {
    const [meta = "", path = ""] = line.split("\t");
    const [, type, object = ""] = meta.split(" ");
    if (type !== "blob") continue;
    const id = entryOf(contentModel, path);
    const index = slugs.findIndex((candidate) => idOf(shape, candidate) === id);
    if (index === -1) continue;
    const slug = slugs[index];
    const files = found.get(slug) ?? new Map<string, string>();
    files.set(path, object);
    found.set(slug, files);
  }
  return found;
}

/**
 * The names a post's own file had before, newest first, and the name each commit gave it, read from
 * git's --follow. Only renames are followed: --follow also takes a new entry made as a near copy of
 * another for that other one, whose history is not this entry's.
 */
async function earlierNames(dir: string, entry: EntryRef, head: Map<string, string>) {
  const names = new Map<string, string | undefined>();
  const main = pathspecs(entry.shape, entry.slug)[0]!;
  if (entry.shape.kind !== "collection" || !head.has(main)) return { slugs: [], names };
  const log = await gitHere(dir, [
    "-c",
    "diff.renames=true",
    "log",
    "--follow",
    "--format=%x00%H",
    "--name-status",
    "--",
    main,
  ]);
  const slugOf = (path: string) => {
    const id = entryOf(contentModel, path);
    return id.startsWith(`${entry.shape.key}/`) ? id.slice(entry.shape.key.length + 1) : undefined;
  };
  const slugs: string[] = [];
  for (const chunk of log.split("\0").filter(Boolean)) {
    const [commit = "", ...lines] = chunk.split("\n");
    const [status = "", ...files] = lines.find((line) => line !== "")?.split("\t") ?? [];
    const slug = slugOf(files.at(-1) ?? "");
    if (slug === undefined) break;
    names.set(commit, slug);
    if (!status.startsWith("R")) {
      // Made here (added, or copied from another entry): what came before is not its history.
      if (status.startsWith("A") || status.startsWith("C")) break;
      continue;
    }
    const before = slugOf(files[0] ?? "");
    if (before === undefined) break;
    if (before !== entry.slug && !slugs.includes(before)) slugs.push(before);
  }
  return { slugs, names };
}

const signature = (files: ReadonlyMap<string, string>) =>
  [...files]
    .map(([path, blob]) => `${path}\0${blob}`)
    .sort()
    .join("\n");

const textual = (path: string) => /\.(ya?ml|mdoc|md|json)$/.test(path);

/** One version of the entry: a commit that changed it, and its files then, under today's name. */
export interface Version {
  commit: string;
  at: Date;
  authorName: string;
  authorEmail: string;
  /** The entry's name then, when a renamed post had another. */
  slug?: string;
  /** Path (the entry's name now) → git blob id; empty when the commit removed the entry. */
  files: Map<string, string>;
  /** What this commit changed in the entry, as Changes words it; none for no change of its files. */
  change?: EntryChange;
  /** The post's name before this commit, when this commit renamed it. */
  renamedFrom?: string;
  /** The live site shows this version (the newest one holding the live release's files). */
  live: boolean;
  /** The entry is as this version holds it now: nothing to restore. */
  sameAsNow: boolean;
}

export interface EntryHistory {
  entry: EntryRef;
  /** How Changes names it: "Blog posts 'A title'", "Home page". */
  name: string;
  /** Newest first; at most versionsShown. */
  versions: Version[];
  /** More versions than those listed. */
  more: boolean;
  /** The entry's files now (HEAD), path → blob id. */
  now: Map<string, string>;
  /** Earlier names of a renamed post, newest first. */
  earlierNames: string[];
  /** Whether the live release is known, and whether it holds the entry. */
  live: "unknown" | "absent" | "present";
  /** The editor's address for the entry, while it exists. */
  editorPath?: string;
}

/**
 * The entry's history in the workspace: every commit that changed its files, newest first. A
 * list's entry never saved, or a name that is not one, is refused (404).
 */
export async function entryHistory(
  workspace: Pick<Workspace, "dir">,
  entry: EntryRef,
  liveCommit?: string,
): Promise<EntryHistory> {
  const dir = workspace.dir;
  const now = (await filesAt(dir, "HEAD", entry.shape, [entry.slug])).get(entry.slug) ?? new Map();
  const earlier = await earlierNames(dir, entry, now);
  const slugs = [entry.slug, ...earlier.slugs];
  const specs = slugs.flatMap((slug) => pathspecs(entry.shape, slug));
  const log = await gitHere(dir, [
    "log",
    `--max-count=${versionsShown + 1}`,
    "--format=%x00%H%x1f%an%x1f%ae%x1f%aI",
    "HEAD",
    "--",
    ...specs,
  ]);
  const commits = log
    .split("\0")
    .filter((chunk) => chunk.trim() !== "")
    .map((chunk) => {
      const [commit = "", authorName = "", authorEmail = "", at = ""] = chunk.trim().split("\x1f");
      return { commit, authorName, authorEmail, at: new Date(at) };
    });
  if (commits.length === 0 && now.size === 0) {
    throw new HistoryRefusal(404, `There is no entry ${entry.id} in the workspace, nor was there.`);
  }

  // The name each commit gave a renamed post: the one its own file had at that commit, or, for a
  // commit that changed only the post's folder, the name at the last commit before it that did.
  const nameAt = new Map<string, string | undefined>();
  let name = entry.slug;
  const oldestNamed = [...commits].reverse().find((found) => earlier.names.has(found.commit));
  if (oldestNamed) name = earlier.names.get(oldestNamed.commit);
  for (const found of [...commits].reverse()) {
    if (earlier.names.has(found.commit)) name = earlier.names.get(found.commit);
    nameAt.set(found.commit, name);
  }

  const states: { commit: string; slug?: string; files: Map<string, string> }[] = [];
  for (let start = 0; start < commits.length; start += 8) {
    const batch = commits.slice(start, start + 8);
    states.push(
      ...(await Promise.all(
        batch.map(async ({ commit }) => {
          const slug = nameAt.get(commit);
          const held = (await filesAt(dir, commit, entry.shape, [slug])).get(slug) ?? new Map();
          const files = new Map(
            [...held].map(([path, blob]) => [renamed(entry.shape, path, slug, entry.slug), blob]),
          );
          return { commit, slug, files };
        }),
      )),
    );
  }

  let live: EntryHistory["live"] = "unknown";
  let liveFiles: Map<string, string> | undefined;
  if (liveCommit) {
    // A release another back office published may name a commit this workspace lacks.
    const held = await filesAt(dir, liveCommit, entry.shape, slugs).catch(() => undefined);
    const index = held ? slugs.findIndex((slug) => (held.get(slug)?.size ?? 0) > 0) : -1;
    if (held) live = index === -1 ? "absent" : "present";
    if (held && index !== -1) {
      const slug = slugs[index];
      const files = held.get(slug) ?? new Map<string, string>();
      liveFiles = new Map(
        [...files].map(([path, blob]) => [renamed(entry.shape, path, slug, entry.slug), blob]),
      );
    }
  }

  const texts = await readBlobs(
    dir,
    states.flatMap((state) =>
      [...state.files].filter(([path]) => textual(path)).map(([, blob]) => blob),
    ),
  );
  const text = (blob: string | undefined) => (blob ? texts.get(blob)?.toString() : undefined);

  const nowSignature = signature(now);
  const liveSignature = liveFiles && signature(liveFiles);
  let liveFound = false;
  const versions: Version[] = [];
  for (const [index, found] of commits.slice(0, versionsShown).entries()) {
    const state = states[index]!;
    const before = states[index + 1];
    const files = fileChangesBetween(before?.files ?? new Map(), state.files, text);
    const [change] = describeEntries(contentModel, files);
    const renamedFrom = before && before.slug !== state.slug ? before.slug : undefined;
    // A commit that left the entry's files as they were (it changed another entry that once had
    // one of its names) is no version of it.
    if (before && !change && renamedFrom === undefined) continue;
    const isLive =
      !liveFound && liveSignature !== undefined && signature(state.files) === liveSignature;
    if (isLive) liveFound = true;
    versions.push({
      ...found,
      slug: state.slug,
      files: state.files,
      change,
      renamedFrom,
      live: isLive,
      sameAsNow: signature(state.files) === nowSignature,
    });
  }

  const newest = states.find((state) => state.files.size > 0)?.files ?? now;
  const main = pathspecs(entry.shape, entry.slug)[0]!;
  const [described] = describeEntries(contentModel, [
    { path: main, status: "added", after: text(newest.get(main)) ?? "" },
  ]);
  return {
    entry,
    name: described?.name ?? entry.id,
    versions,
    more: commits.length > versionsShown,
    now,
    earlierNames: earlier.slugs,
    live,
    editorPath: now.size > 0 ? described?.editorPath : undefined,
  };
}

/** The files that differ between two versions, as fileChanges gives them (changes.ts). */
function fileChangesBetween(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
  text: (blob: string | undefined) => string | undefined,
): FileChange[] {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({
      path,
      status: !before.has(path) ? "added" : !after.has(path) ? "removed" : "changed",
      before: textual(path) ? text(before.get(path)) : undefined,
      after: textual(path) ? text(after.get(path)) : undefined,
    }));
}

/** What restoring `version` would do: the entry's files now, and what changes, in words. */
export interface RestorePlan {
  history: EntryHistory;
  version: Version;
  /** Every file the restore writes or removes: the entry's now and the version's. */
  paths: string[];
  /** From the entry now to the version, as Changes words a change. */
  change?: EntryChange;
}

/**
 * A version of the entry that can be restored: one its history lists, holding the entry (a
 * version that removed it is refused), and not the entry as it is now (nothing to do).
 */
export async function restorePlan(
  workspace: Pick<Workspace, "dir">,
  history: EntryHistory,
  commit: string,
): Promise<RestorePlan> {
  const version = history.versions.find((candidate) => candidate.commit === commit);
  if (!/^[0-9a-f]{40}$/.test(commit) || !version) {
    throw new HistoryRefusal(
      404,
      `That version is not one of the ${versionsShown} newest in the history of ${history.name}.`,
    );
  }
  if (version.files.size === 0) {
    throw new HistoryRefusal(
      409,
      `${history.name} did not exist in that version (that save deleted it): there is nothing to restore. To delete the entry, delete it in the editor.`,
    );
  }
  if (version.sameAsNow) {
    throw new HistoryRefusal(
      409,
      `Nothing to restore: ${history.name} is already as it was in that version.`,
    );
  }
  const blobs = [...history.now.values(), ...version.files.values()];
  const texts = await readBlobs(workspace.dir, blobs);
  const text = (blob: string | undefined) => (blob ? texts.get(blob)?.toString() : undefined);
  const [change] = describeEntries(
    contentModel,
    fileChangesBetween(history.now, version.files, text),
  );
  const paths = [...new Set([...history.now.keys(), ...version.files.keys()])].sort();
  return { history, version, paths, change };
}

/**
 * Writes the version's files in place of the entry's, as one save in `author`'s name, in the
 * saves' turn (workspace.save): refused (409) if the entry was saved since `plan` was made.
 */
export async function restoreVersion(
  workspace: Workspace,
  plan: RestorePlan,
  author: Author,
  message: string,
): Promise<string | undefined> {
  const { entry } = plan.history;
  const { commit } = await workspace.save(plan.paths, author, message, async () => {
    const now = (await filesAt(workspace.dir, "HEAD", entry.shape, [entry.slug])).get(entry.slug);
    if (signature(now ?? new Map()) !== signature(plan.history.now)) {
      throw new HistoryRefusal(
        409,
        `${plan.history.name} was saved again since that page was shown: nothing was restored. Look at its history again.`,
      );
    }
    for (const path of plan.paths) {
      if (!(await workspace.staysInContent(path))) {
        throw new HistoryRefusal(
          400,
          `${path} is not a file of the content: nothing was restored.`,
        );
      }
    }
    const blobs = await readBlobs(workspace.dir, [...plan.version.files.values()]);
    for (const path of plan.paths) {
      const target = join(workspace.dir, path);
      const blob = plan.version.files.get(path);
      const contents = blob ? blobs.get(blob) : undefined;
      if (blob && !contents) throw new Error(`git has no object ${blob} for ${path}`);
      // Removed first: a link in the file's place is replaced, never written through.
      await rm(target, { force: true });
      if (contents) {
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, contents);
      } else {
        await removeEmptyFolders(workspace.dir, dirname(target));
      }
    }
  });
  return commit;
}

/** A folder a removed field file leaves empty would show in the editor as an entry. */
async function removeEmptyFolders(dir: string, folder: string) {
  const root = join(dir, contentDir);
  for (let here = folder; here.startsWith(`${root}/`); here = dirname(here)) {
    try {
      await rmdir(here);
    } catch {
      return;
    }
  }
}
