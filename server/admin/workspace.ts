// The workspace: a git working copy of the site (ADMIN_WORKSPACE, by default this checkout) that
// the editor writes to. Every save becomes one commit authored by the person who saved, so the
// history says who changed what. Saves run one at a time: a commit never mixes two people's files.
import { execFile } from "node:child_process";
import { realpath, rm, stat, symlink } from "node:fs/promises";
import { dirname, isAbsolute, join, relative } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const contentDir = "content";

export class WorkspaceError extends Error {
  override name = "WorkspaceError";
}

export interface Author {
  name: string;
  email: string;
}

async function git(dir: string, args: string[], env: Record<string, string> = {}) {
  const { stdout } = await run("git", ["-C", dir, ...args], {
    env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: "0" },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/**
 * True when `path` (as the editor names files: relative, forward slashes) lies inside content/:
 * no absolute path, backslash, empty, "." or ".." segment, NUL.
 */
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
     * Whether writing `path` stays inside content/ on disk too: the nearest existing folder on its
     * way is resolved, so a symbolic link inside content/ cannot lead a write elsewhere.
     */
    async staysInContent(path: string): Promise<boolean> {
      if (!isContentPath(path)) return false;
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

    /** Runs `work` (which writes files) and commits `paths` as one commit by `author`, alone. */
    save<T>(
      paths: string[],
      author: Author,
      message: string,
      work: () => Promise<T>,
    ): Promise<{ result: T; commit: string | undefined }> {
      const next = queue.then(async () => {
        const result = await work();
        const commit = await commitPaths(paths, author, message);
        return { result, commit };
      });
      queue = next.catch(() => {});
      return next;
    },

    /** Commits `paths` by `author` at once: for a publish's own edit, inside `exclusive`. */
    commit(paths: string[], author: Author, message: string): Promise<string | undefined> {
      return commitPaths(paths, author, message);
    },

    /** Runs `work` with no save in between (saves wait): a publish builds one state of content/. */
    exclusive<T>(work: () => Promise<T>): Promise<T> {
      const next = queue.then(work);
      queue = next.catch(() => {});
      return next;
    },

    async head(): Promise<string> {
      return (await git(dir, ["rev-parse", "HEAD"])).trim();
    },

    /** How each content file differs between a commit and the workspace's last one. */
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

    /** A file's text at a commit, or undefined when it did not exist there. */
    async textAt(commit: string, path: string): Promise<string | undefined> {
      try {
        return await git(dir, ["show", `${commit}:${path}`]);
      } catch {
        return undefined;
      }
    },

    /**
     * A separate working copy of `commit` at `into` (a git worktree), sharing the workspace's
     * packages: the scheduler builds the live release's commit there without the saves made since.
     */
    async checkout(commit: string, into: string): Promise<void> {
      // Forgets the working copies a killed build left (their folders are already removed).
      await git(dir, ["worktree", "prune"]);
      await git(dir, ["worktree", "add", "--detach", "--force", into, commit]);
      await symlink(await realpath(join(dir, "node_modules")), join(into, "node_modules"), "dir");
    },

    /** Removes a working copy made by `checkout`. */
    async removeCheckout(path: string): Promise<void> {
      await rm(path, { recursive: true, force: true });
      await git(dir, ["worktree", "prune"]);
    },

    /** The content files that differ between two commits (all of content/ when `from` is unset). */
    async changedFiles(from: string | undefined, to: string): Promise<string[]> {
      const args = from
        ? ["diff", "--name-only", from, to, "--", contentDir]
        : ["ls-tree", "-r", "--name-only", to, "--", contentDir];
      return (await git(dir, args)).split("\n").filter(Boolean);
    },
  };

  async function commitPaths(paths: string[], author: Author, message: string) {
    if (paths.length === 0) return undefined;
    await git(dir, ["add", "--all", "--", ...paths]);
    // Nothing changed (the same text saved again): no empty commit.
    try {
      await git(dir, ["diff", "--cached", "--quiet", "--", ...paths]);
      return undefined;
    } catch {}
    const identity = {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
    };
    await git(dir, ["commit", "--no-verify", "--quiet", "-m", message, "--", ...paths], identity);
    return (await git(dir, ["rev-parse", "HEAD"])).trim();
  }
}

export type Workspace = Awaited<ReturnType<typeof openWorkspace>>;
