// What a save may name, before anything is read or written: the editor's own files never need a
// control character or a leading dot, and either one can hide or forge what others see.
import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";
import { controlCharacter } from "../../../common/control-characters.ts";
import { articleFolder, articleOf, isTextFile, sizeProblems } from "../check/sizes.ts";
import { shapesOf } from "./entries.ts";
import type { SaveProblem, SaveStep } from "./step.ts";

export const pathsStep: SaveStep = async (save, context) => {
  const problems: SaveProblem[] = [];
  for (const { path } of [...save.additions, ...save.deletions]) {
    const message =
      pathProblem(path) ??
      // A folder deleted as if it were a file would take every entry in it.
      ((await lstat(join(context.root, path)).catch(() => undefined))?.isDirectory()
        ? "this names a folder, not a file: an entry is deleted from the editor, one at a time"
        : undefined);
    // Quoted: the name itself may hold a line break.
    if (message) problems.push({ file: JSON.stringify(path), field: "", message });
  }
  return { save, problems };
};

export function pathProblem(path: string): string | undefined {
  if (controlCharacter.test(path)) {
    return "the file name holds a control character (a line break, tab or similar): give it a name of letters, digits and dashes";
  }
  // Most file systems take at most 255 bytes for one name.
  if (path.split("/").some((segment) => Buffer.byteLength(segment) > 255)) {
    return "a file or folder name is longer than 255 bytes: give it a shorter name";
  }
  // A ".gitignore" holding "*" hid every post from the editor; other dot files are read by tools.
  if (path.split("/").some((segment) => segment.startsWith("."))) {
    return 'names of files and folders in content/ may not start with "."';
  }
  return undefined;
}

export const sizesStep: SaveStep = async (save, context) => {
  const shapes = shapesOf();
  const sizes = new Map<string, number>();
  const saved = new Set(save.additions.map(({ path }) => path));
  // Each article a save touches is weighed whole, with the files it leaves as they are.
  const articles = new Set(
    [...save.additions, ...save.deletions]
      .map(({ path }) => articleOf(path, shapes))
      .filter((main) => main !== undefined),
  );
  for (const main of articles) {
    for (const file of [main, ...(await textFilesIn(context.root, articleFolder(main)))]) {
      const info = await lstat(join(context.root, file)).catch(() => undefined);
      if (info?.isFile()) sizes.set(file, info.size);
    }
  }
  for (const { path } of save.deletions) sizes.delete(path);
  for (const { path, contents } of save.additions) sizes.set(path, contents.byteLength);
  const problems = sizeProblems(sizes, shapes, (file) => saved.has(file) || articles.has(file)).map(
    ({ file, reason }) => ({ file, field: "", message: reason }),
  );
  return { save, problems };
};

async function textFilesIn(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true }).catch(() => []);
  return entries.map((entry) => `${folder}/${entry}`).filter(isTextFile);
}
