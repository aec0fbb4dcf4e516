// Saves run one at a time: a commit never mixes two people's files.
import { lstat, mkdir, realpath, rm, rmdir, stat, symlink, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative } from "node:path";
import { controlCharacter } from "../../common/control-characters.ts";
import { git } from "./git.ts";

export const contentDir = "content";

export class WorkspaceError extends Error {
  override name = "WorkspaceError";
}

export interface Author {
  name: string;
  email: string;
}

/** Paths for `--pathspec-from-file=- --pathspec-file-nul`. */
const fromStdin = ["--pathspec-from-file=-", "--pathspec-file-nul"];
const nulList = (paths: string[]) => paths.map((path) => `${path}\0`).join("");

/**
 * Each saved path the message names is quoted as JSON quotes it, and any control character left
 * is escaped: a file name cannot start a line of its own ("Reviewed-by: …") in the history.
 */
export function commitMessage(message: string, paths: string[]): string {
  const named = [...new Set(paths)]
    .filter((path) => path !== "")
    .sort((a, b) => b.length - a.length)
    .map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const quoted =
    named.length === 0
      ? message
      : message.replace(new RegExp(`(?<!")(?:${named.join("|")})(?!")`, "gu"), (path) =>
          JSON.stringify(path),
        );
  // What JSON leaves as it is (DEL, C1, the separators) is escaped the same way.
  return quoted.replace(
    new RegExp(controlCharacter.source, "gu"),
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function isContentPath(path: unknown): path is string {
  if (typeof path !== "string" || path.includes("\\") || path.includes("\0")) return false;
  const segments = path.split("/");
  return (
    segments[0] === contentDir &&
    segments.length > 1 &&
    segments.every((segment) => segment !== "" && segment !== "." && segment !== "..")
  );
}

export async function openWorkspace(dir: string) {
  try {
    const inside = (await git(dir, ["rev-parse", "--is-inside-work-tree"])).trim();
    if (inside !== "true") throw new Error("not a work tree");
    if (!(await stat(join(dir, contentDir))).isDirectory()) throw new Error("no content/");
  } catch {
    throw new WorkspaceError(
      `ADMIN_WORKSPACE: ${dir} must be a git working copy of the site (with a content/ folder)`,
    );
  }
  const contentRoot = await realpath(join(dir, contentDir));
  let queue: Promise<unknown> = Promise.resolve();

  return {
    dir,

    /**
     * No folder on the way and not the file itself may be a symbolic link, wherever it leads: a
     * save replaces files in content/, it never writes through a link to another one. The nearest
     * existing folder is resolved too, so content/ itself cannot lead elsewhere.
     */
    async staysInContent(path: string): Promise<boolean> {
      if (!isContentPath(path)) return false;
      const segments = path.split("/").slice(1);
      let here = contentRoot;
      for (const segment of segments) {
        here = join(here, segment);
        const info = await lstat(here).catch(() => undefined);
        if (info === undefined) break;
        if (info.isSymbolicLink()) return false;
      }
      let folder = dirname(join(dir, path));
      for (;;) {
        try {
          const real = await realpath(folder);
          const inside = relative(contentRoot, real);
          return inside === "" || (!inside.startsWith("..") && !isAbsolute(inside));
        } catch {
          const parent = dirname(folder);
          if (parent === folder) return false;
          folder = parent;
        }
      }
    },

    save<T>(
      paths: string[],
      author: Author,
      message: string,
      work: () => Promise<T>,
    ): Promise<{ result: T; commit: string | undefined }> {
      const next = queue.then(async () => {
        try {
          const result = await work();
          const commit = await commitPaths(paths, author, message);
          return { result, commit };
        } catch (error) {
          // What work() wrote before it failed, or what the commit did not take, is put back as
          // the last commit holds it: the working copy never holds a save that is not committed.
          await restore(paths);
          throw error;
        }
      });
      queue = next.catch(() => {});
      return next;
    },

    commit(paths: string[], author: Author, message: string): Promise<string | undefined> {
      return commitPaths(paths, author, message);
    },

    exclusive<T>(work: () => Promise<T>): Promise<T> {
      const next = queue.then(work);
      queue = next.catch(() => {});
      return next;
    },

    async head(): Promise<string> {
      return (await git(dir, ["rev-parse", "HEAD"])).trim();
    },

    async diff(from: string): Promise<{ path: string; status: "added" | "changed" | "removed" }[]> {
      const out = await git(dir, [
        "diff",
        "--name-status",
        "--no-renames",
        from,
        "HEAD",
        "--",
        contentDir,
      ]);
      return out
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [code = "", path = ""] = line.split("\t");
          const status = code === "A" ? "added" : code === "D" ? "removed" : "changed";
          return { path, status } as const;
        });
    },

    /**
     * Of `base` (a path and the git blob id of the version a form was loaded from), the files the
     * last commit holds otherwise (changed or removed since), each with who committed that and
     * when, and the text of the loaded version (what the form showed).
     */
    async overtaken(
      base: ReadonlyMap<string, string>,
    ): Promise<{ path: string; author: string; at: string; before: string | undefined }[]> {
      if (base.size === 0) return [];
      const listed = await git(dir, ["ls-tree", "-z", "HEAD", "--", ...base.keys()]);
      const now = new Map<string, string>();
      for (const line of listed.split("\0").filter(Boolean)) {
        const [meta = "", path = ""] = line.split("\t");
        now.set(path, meta.split(" ")[2] ?? "");
      }
      const found = [];
      for (const [path, sha] of base) {
        if (now.get(path) === sha) continue;
        const log = await git(dir, ["log", "-1", "--format=%an%x09%aI", "HEAD", "--", path]);
        const [author = "someone", at = ""] = log.trim().split("\t");
        const before = await git(dir, ["cat-file", "blob", sha]).catch(() => undefined);
        found.push({ path, author, at, before });
      }
      return found;
    },

    /**
     * For a save's work: `paths` as `commit` holds them, those it does not hold removed ("Discard
     * changes" puts an entry back as it is live).
     */
    async putBack(commit: string, paths: string[]): Promise<void> {
      const listed = await git(dir, ["ls-tree", "-r", "-z", "--name-only", commit, "--", ...paths]);
      const held = new Set(listed.split("\0").filter(Boolean));
      const present = paths.filter((path) => held.has(path));
      if (present.length > 0) {
        await git(dir, ["checkout", commit, ...fromStdin], { input: nulList(present) });
      }
      for (const path of paths.filter((path) => !held.has(path))) {
        await rm(join(dir, path), { force: true });
        await removeEmptyFolders(dirname(join(dir, path)));
      }
    },

    async textAt(commit: string, path: string): Promise<string | undefined> {
      try {
        return await git(dir, ["show", `${commit}:${path}`]);
      } catch {
        return undefined;
      }
    },

    /** A git worktree of `commit`: the scheduler builds the live release there without later saves. */
    async checkout(commit: string, into: string): Promise<void> {
      // Forgets the working copies a killed build left (their folders are already removed).
      await git(dir, ["worktree", "prune"]);
      await git(dir, ["worktree", "add", "--detach", "--force", into, commit]);
      await symlink(await realpath(join(dir, "node_modules")), join(into, "node_modules"), "dir");
    },

    async removeCheckout(path: string): Promise<void> {
      await rm(path, { recursive: true, force: true });
      await git(dir, ["worktree", "prune"]);
    },

    async changedFiles(from: string | undefined, to: string): Promise<string[]> {
      const args = from
        ? ["diff", "--name-only", from, to, "--", contentDir]
        : ["ls-tree", "-r", "--name-only", to, "--", contentDir];
      return (await git(dir, args)).split("\n").filter(Boolean);
    },
  };

  async function commitPaths(saved: string[], author: Author, message: string) {
    // A deletion of a file that is neither there nor committed changes nothing, and git would
    // refuse the whole list for it ("pathspec did not match").
    const tracked = new Set(
      (await git(dir, ["ls-files", "-z", "--cached", "--", contentDir]))
        .split("\0")
        .filter(Boolean),
    );
    const present = await Promise.all(
      saved.map((path) =>
        lstat(join(dir, path)).then(
          () => true,
          () => false,
        ),
      ),
    );
    const paths = saved.filter((path, index) => present[index] || tracked.has(path));
    if (paths.length === 0) return undefined;
    const input = nulList(paths);
    await git(dir, ["add", "--all", ...fromStdin], { input });
    // Nothing changed (the same text saved again): no empty commit. `git diff` takes no pathspec
    // on standard input, and the index holds this save's files only (every save is committed).
    try {
      await git(dir, ["diff", "--cached", "--quiet"]);
      return undefined;
    } catch {}
    const identity = {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
    };
    await git(
      dir,
      ["commit", "--no-verify", "--quiet", "-m", commitMessage(message, paths), ...fromStdin],
      { env: identity, input },
    );
    return (await git(dir, ["rev-parse", "HEAD"])).trim();
  }

  /** Read from the last commit, not checked out: this works even when git's index is locked. */
  async function restore(paths: string[]): Promise<void> {
    const kept = paths.filter(isContentPath);
    if (kept.length === 0) return;
    const listing = await git(dir, ["ls-tree", "-r", "-z", "HEAD", "--", contentDir]);
    const committed = new Map<string, { mode: string; object: string }>();
    for (const line of listing.split("\0").filter(Boolean)) {
      const [meta = "", path = ""] = line.split("\t");
      const [mode = "", , object = ""] = meta.split(" ");
      committed.set(path, { mode, object });
    }
    for (const path of new Set(kept)) {
      const target = join(dir, path);
      // Removed first: a link in the file's place is replaced, never written through.
      await rm(target, { recursive: true, force: true });
      // A path may name a folder (a save that deleted one): every file the commit holds in it.
      const files = [...committed].filter(
        ([file, entry]) =>
          (file === path || file.startsWith(`${path}/`)) && entry.mode !== "160000",
      );
      if (files.length === 0) await removeEmptyFolders(dirname(target));
      for (const [file, entry] of files) {
        const written = join(dir, file);
        await mkdir(dirname(written), { recursive: true });
        const contents = await git(dir, ["cat-file", "blob", entry.object], { encoding: "buffer" });
        if (entry.mode === "120000") await symlink(contents.toString(), written);
        else await writeFile(written, contents, { mode: entry.mode === "100755" ? 0o755 : 0o644 });
      }
    }
    // The index too, where git can take it: a failed commit may have staged the paths.
    await git(dir, ["reset", "--quiet", "HEAD", ...fromStdin], { input: nulList(kept) }).catch(
      () => {},
    );
  }

  /** A new entry's folders, left empty by its removal, would show in the editor as entries. */
  async function removeEmptyFolders(folder: string): Promise<void> {
    const root = join(dir, contentDir);
    for (let here = folder; here.startsWith(`${root}/`); here = dirname(here)) {
      try {
        await rmdir(here);
      } catch {
        return;
      }
    }
  }
}

export type Workspace = Awaited<ReturnType<typeof openWorkspace>>;
