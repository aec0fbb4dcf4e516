// Saves run one at a time: a commit never mixes two people's files.
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

    /** The nearest existing folder is resolved, so a symbolic link in content/ cannot lead a write elsewhere. */
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
