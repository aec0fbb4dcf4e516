// Publishing only the entries a publisher ticks on Changes. The release is a commit of its own: the
// workspace's last commit with every entry left unticked as the live release holds it, made on
// top of the live release's commit. It is then joined to the workspace's history by a merge that
// keeps the workspace's content, so published commits still follow one another there (the
// rollback question, publish-steps.ts, reads that history) and Changes, comparing the workspace
// with the live release, lists the entries left unticked, and only them, as still waiting.
import { blogPostPath } from "../../common/paths.ts";
import {
  contentModel,
  describeEntries,
  type EntryChange,
  entryOf,
  type FileChange,
  fileChanges,
  withRenamedPosts,
} from "./changes.ts";
import { git } from "./git.ts";
import { renamedPosts } from "./redirects.ts";
import type { Author, Workspace } from "./workspace.ts";

/** What waits to be published, as Changes lists it: the entries, and their files. */
export async function waitingEntries(
  workspace: Pick<Workspace, "dir" | "textAt">,
  live: string,
  head: string,
): Promise<{ changes: EntryChange[]; files: FileChange[] }> {
  const files = await fileChanges(workspace, live, head);
  const changes = withRenamedPosts(
    describeEntries(contentModel, files),
    await renamedPosts(workspace.dir, live, head),
    blogPostPath,
  );
  return { changes, files };
}

/** The entry keys a change stands for: one, or a renamed post's old and new names. */
export const entriesOf = (change: { entry?: string | string[] }) => [change.entry ?? []].flat();

/** The entries waiting, split by what was ticked; a renamed post goes or stays as one. */
export interface Choice {
  published: EntryChange[];
  left: EntryChange[];
  /** The files of the entries left: the release holds them as the live one does. */
  leftFiles: string[];
}

export function choose(
  waiting: { changes: EntryChange[]; files: FileChange[] },
  ticked: readonly string[],
): Choice {
  const wanted = new Set(ticked);
  const published: EntryChange[] = [];
  const left: EntryChange[] = [];
  for (const change of waiting.changes) {
    (entriesOf(change).some((entry) => wanted.has(entry)) ? published : left).push(change);
  }
  const leftEntries = new Set(left.flatMap(entriesOf));
  const leftFiles = waiting.files
    .filter(
      (file) => leftEntries.has(entryOf(contentModel, file.path)) || leftEntries.has(file.path),
    )
    .map((file) => file.path);
  return { published, left, leftFiles };
}

/**
 * The tree `base` with `restore` as commit `from` holds them (removed where it has none) and
 * `write` written, through an index file of its own (`indexFile`), never the workspace's.
 */
export async function editedTree(
  dir: string,
  indexFile: string,
  base: string,
  {
    restore = [],
    from,
    write,
  }: { restore?: string[]; from?: string; write?: { path: string; text: string } },
): Promise<string> {
  const env = { GIT_INDEX_FILE: indexFile };
  await git(dir, ["read-tree", base], { env });
  const lines: string[] = [];
  if (restore.length > 0 && from) {
    const listed = await git(dir, ["ls-tree", "-r", "-z", "--full-tree", from]);
    const held = new Map<string, string>();
    for (const line of listed.split("\0").filter(Boolean)) {
      const tab = line.indexOf("\t");
      held.set(line.slice(tab + 1), line.slice(0, tab));
    }
    const none = "0".repeat(from.length);
    for (const path of restore) {
      const meta = held.get(path);
      // "<mode> <type> <object>" as ls-tree gives it; mode 0 takes the path out of the index.
      lines.push(meta ? `${meta}\t${path}` : `0 ${none}\t${path}`);
    }
  }
  if (write) {
    const blob = (await git(dir, ["hash-object", "-w", "--stdin"], { input: write.text })).trim();
    lines.push(`100644 blob ${blob}\t${write.path}`);
  }
  if (lines.length > 0) {
    await git(dir, ["update-index", "-z", "--index-info"], {
      env,
      input: lines.map((line) => `${line}\0`).join(""),
    });
  }
  return (await git(dir, ["write-tree"], { env })).trim();
}

/** A commit of `tree` with these parents, in the name of the person publishing. */
export async function commitTree(
  dir: string,
  tree: string,
  parents: string[],
  author: Author,
  message: string,
): Promise<string> {
  const identity = {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  };
  const args = ["commit-tree", tree, ...parents.flatMap((parent) => ["-p", parent])];
  return (await git(dir, args, { env: identity, input: message })).trim();
}

/**
 * The release's commit `published` joined to the workspace's history: a merge of it into the
 * workspace's last commit that keeps the workspace's content, so nothing saved changes. Moves the
 * branch only if no commit came in meanwhile (the workspace is held while a publish runs).
 */
export async function joinHistory(
  dir: string,
  published: string,
  author: Author,
  message: string,
): Promise<string> {
  const head = (await git(dir, ["rev-parse", "HEAD"])).trim();
  const merge = await commitTree(dir, `${head}^{tree}`, [head, published], author, message);
  await git(dir, ["update-ref", "-m", "publish: the release's commit", "HEAD", merge, head]);
  return merge;
}

/** A tree's text at `path`, undefined when it has none. */
export async function textIn(dir: string, tree: string, path: string) {
  try {
    return await git(dir, ["cat-file", "blob", `${tree}:${path}`]);
  } catch {
    return undefined;
  }
}
