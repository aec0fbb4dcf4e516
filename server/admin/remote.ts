// Everything runs without a prompt: a question git would ask is an error here.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
import { type ContentModel, describeChanges } from "./changes.ts";
import { PublishError } from "./publish-error.ts";
import { type Author, contentDir, type Workspace } from "./workspace.ts";

const run = promisify(execFile);

const trackingRef = (branch: string) => `refs/back-office/remote/${branch}`;

/** A fetch or push that hangs (a dead host) fails after this long instead of holding the publish. */
const networkTimeoutMs = 120_000;

async function git(
  dir: string,
  args: string[],
  env: Record<string, string> = {},
  timeout = networkTimeoutMs,
) {
  const { stdout } = await run("git", ["-C", dir, ...args], {
    env: {
      ...process.env,
      // Never wait for a password, a host-key answer or a merge message.
      GIT_TERMINAL_PROMPT: "0",
      GIT_SSH_COMMAND: process.env.GIT_SSH_COMMAND ?? "ssh -o BatchMode=yes",
      GIT_MERGE_AUTOEDIT: "no",
      ...env,
    },
    maxBuffer: 16 * 1024 * 1024,
    timeout,
  });
  return stdout;
}

const failure = (error: unknown) => {
  const { stderr = "", message = "" } = error as { stderr?: string; message?: string };
  const lines = (stderr || message)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("hint:"));
  const telling = lines.filter((line) => /^(remote:|!|error:|fatal:)/.test(line));
  return (telling.length > 0 ? telling : lines).slice(-4);
};

async function nameEntries(workspace: Workspace, paths: string[], theirs: string) {
  const content = paths.filter((path) => path.startsWith(`${contentDir}/`));
  const described = describeChanges(
    contentConfig as unknown as ContentModel,
    await Promise.all(
      content.map(async (path) => ({
        path,
        status: "changed" as const,
        before: await workspace.textAt("HEAD", path),
        after: await workspace.textAt(theirs, path),
      })),
    ),
  ).map((change) => change.text);
  return [...described, ...paths.filter((path) => !content.includes(path))];
}

export function gitRemote(url: string, workspace: Workspace) {
  async function branch() {
    try {
      return (await git(workspace.dir, ["symbolic-ref", "--short", "HEAD"])).trim();
    } catch {
      throw new PublishError(
        "The workspace is not on a branch (a detached HEAD): nothing was published. An engineer must check out its branch.",
      );
    }
  }

  return {
    async bringIn(by: Author): Promise<void> {
      const name = await branch();
      try {
        await git(workspace.dir, [
          "fetch",
          "--quiet",
          "--no-tags",
          url,
          `+${name}:${trackingRef(name)}`,
        ]);
      } catch (error) {
        // A new, empty shared repository: nothing to bring in; the push creates the branch.
        if (/couldn't find remote ref/i.test(failure(error).join(" "))) return;
        throw new PublishError(
          // Not the address itself: it may hold a token.
          "Could not fetch the shared repository (ADMIN_GIT_REMOTE): nothing was published.",
          failure(error),
        );
      }
      const identity = {
        GIT_AUTHOR_NAME: by.name,
        GIT_AUTHOR_EMAIL: by.email,
        GIT_COMMITTER_NAME: by.name,
        GIT_COMMITTER_EMAIL: by.email,
      };
      try {
        await git(
          workspace.dir,
          [
            "merge",
            "--no-edit",
            "--quiet",
            "-m",
            `Bring in ${name} from the shared repository`,
            trackingRef(name),
          ],
          identity,
        );
      } catch (error) {
        const conflicted = (
          await git(workspace.dir, ["diff", "--name-only", "--diff-filter=U"]).catch(() => "")
        )
          .split("\n")
          .filter(Boolean);
        await git(workspace.dir, ["merge", "--abort"]).catch(() => {});
        if (conflicted.length === 0) {
          throw new PublishError(
            "Could not bring in the shared repository's changes: nothing was published.",
            failure(error),
          );
        }
        throw new PublishError(
          "The shared repository changed the same entries as the workspace: nothing was published. An engineer must bring the two together before the next publish.",
          await nameEntries(workspace, conflicted, trackingRef(name)),
        );
      }
    },

    /** Warns instead of throwing: the release is already live, and the next publish brings it in. */
    async push(commit: string): Promise<string | undefined> {
      try {
        const name = await branch();
        await git(workspace.dir, ["push", "--quiet", url, `${commit}:refs/heads/${name}`]);
        return undefined;
      } catch (error) {
        return `The release is live, but pushing it to the shared repository failed (${failure(error).join(" ")}); the next publish tries again.`;
      }
    },
  };
}

export type GitRemote = ReturnType<typeof gitRemote>;
