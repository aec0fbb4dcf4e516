// Refused only for a problem the field did not have before, so an entry written before a rule
// existed can still be edited elsewhere (the build still names it).
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readlink,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Config } from "@keystatic/core";
import { type FieldProblem, findProblems, touchesEntries } from "../check.ts";
import { documentFileProblems } from "../document-rules.ts";
import { contentConfig } from "../keystatic.config.ts";
import type { Save, SaveProblem, SaveStep } from "./step.ts";

// biome-ignore lint/suspicious/noExplicitAny: the checks take any content model, as the editor.
type AnyConfig = Config<any, any>;

export const checksStep: SaveStep = (save, context) =>
  checkSave(save, context.root, contentConfig as AnyConfig, {
    documentMaxBytes: context.maxDocumentBytes,
  });

export async function checkSave(
  save: Save,
  root: string,
  config: AnyConfig,
  options: { now?: Date; documentMaxBytes?: number } = {},
): Promise<{ save: Save; problems: SaveProblem[] }> {
  const only = [...save.additions, ...save.deletions].map((item) => item.path);
  if (!touchesEntries(config, only)) return { save, problems: [] };
  const after = await mkdtemp(path.join(tmpdir(), "save-check-"));
  try {
    await mirror(root, after);
    // Only paths inside the copy: the server refuses others, but this step may run before it.
    const inside = (file: string) => {
      const target = path.resolve(after, file);
      return target.startsWith(`${after}${path.sep}content${path.sep}`) ? target : undefined;
    };
    for (const { path: file } of save.deletions) {
      const target = inside(file);
      if (target !== undefined) await rm(target, { recursive: true, force: true });
    }
    for (const { path: file, contents } of save.additions) {
      const target = inside(file);
      if (target === undefined) continue;
      await mkdir(path.dirname(target), { recursive: true });
      // Replace, never write through, a link to the working copy's own file.
      await rm(target, { force: true });
      await writeFile(target, contents);
    }
    // A document the save leaves as it is, is the copy's link to the working copy's own file: the
    // file is checked there, as the build will (a link of the working copy's is left out).
    const documentProblems = async (file: string, maxBytes: number) => {
      const own = path.join(root, path.relative(after, file));
      const linked = (await readlink(file).catch(() => undefined)) === own;
      return documentFileProblems(linked ? own : file, maxBytes);
    };
    const [before, saved] = await Promise.all([
      findProblems(root, config, { ...options, only }),
      findProblems(after, config, { ...options, only, documentProblems }),
    ]);
    const wrongBefore = new Set(before.problems.map(fieldKey));
    const problems = saved.problems
      .filter((problem) => !wrongBefore.has(fieldKey(problem)))
      .map(({ file, label, reason }) => ({ file, field: label, message: reason }));
    return { save, problems };
  } finally {
    await rm(after, { recursive: true, force: true });
  }
}

/** Text the content model stores: copied, since Keystatic's reader lists only real files. */
const textFile = /\.(ya?ml|mdoc|md|json)$/;

/** Pictures are linked, not copied: they can be large, and are only read. */
async function mirror(from: string, to: string): Promise<void> {
  const entries = await readdir(path.join(from, "content"), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  await mkdir(path.join(to, "content"), { recursive: true });
  for (const entry of entries) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (entry.isDirectory()) await mkdir(target, { recursive: true });
    else if (entry.isFile()) {
      await mkdir(path.dirname(target), { recursive: true });
      if (textFile.test(entry.name)) await copyFile(source, target);
      else await symlink(source, target);
    }
    // Links are left out: a save through one would write outside the copy.
  }
}

function fieldKey({ file, field, reason }: FieldProblem): string {
  return field === "" ? `${file}\n\n${reason}` : `${file}\n${field.split(".")[0]}`;
}
