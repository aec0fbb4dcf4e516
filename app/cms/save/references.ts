// A deleted or renamed entry others refer to would blank their fields and fail the build: the save
// is refused, naming every entry that refers to it.

import { walkFields } from "../check/schema-walk.ts";
import {
  entryFiles,
  entryName,
  entryOfFile,
  entryValues,
  relationshipTarget,
  type Shape,
  shapesOf,
} from "./entries.ts";
import type { SaveStep } from "./step.ts";

export const referencesStep: SaveStep = async (save, context) => {
  const shapes = shapesOf();
  const added = new Map(save.additions.map((item) => [item.path, item.contents]));
  const deleted = new Set(save.deletions.map((item) => item.path));

  // Entries this save removes: their file goes and comes back under no name of the same list.
  const removed = save.deletions
    .map((item) => entryOfFile(item.path, shapes))
    .filter((entry) => entry?.slug !== undefined && !added.has(entry.path));
  if (removed.length === 0) return { save, problems: [] };
  const renamedTo = new Map<string, string>();
  for (const path of added.keys()) {
    const entry = entryOfFile(path, shapes);
    if (entry?.slug === undefined) continue;
    const gone = removed.find((item) => item?.shape.key === entry.shape.key);
    if (gone) renamedTo.set(gone.path, entry.slug);
  }

  const problems = [];
  for (const entry of removed) {
    if (entry?.slug === undefined) continue;
    const removedName = await nameOf(entry.path, shapes, context.current);
    for (const referrer of await referrersOf(entry.shape.key, entry.slug, shapes, {
      read: async (path) => added.get(path) ?? (await context.current(path)),
      files: async (shape) => {
        const files = new Set(await entryFiles(context.root, shape));
        for (const path of added.keys()) {
          if (entryOfFile(path, [shape])) files.add(path);
        }
        return [...files].filter((path) => !deleted.has(path) || added.has(path)).sort();
      },
    })) {
      const renamed = renamedTo.has(entry.path);
      const advice = renamed
        ? "Renaming would leave that pointing at nothing: keep the file name, or duplicate this entry under the new one, choose it there, then delete this one."
        : "Choose another there first, then delete this one.";
      problems.push({
        file: entry.path,
        field: "",
        message: `${removedName} cannot be ${renamed ? "renamed" : "deleted"}: ${referrer.name} has it as "${referrer.field}". ${advice}`,
      });
    }
  }
  return { save, problems };
};

async function nameOf(
  path: string,
  shapes: Shape[],
  read: (path: string) => Promise<Buffer | undefined>,
): Promise<string> {
  const entry = entryOfFile(path, shapes)!;
  const contents = await read(path);
  return entryName(entry, contents ? entryValues(contents, entry.shape.extension) : {});
}

export interface Referrer {
  file: string;
  name: string;
  field: string;
}

async function referrersOf(
  target: string,
  slug: string,
  shapes: Shape[],
  files: {
    read(path: string): Promise<Buffer | undefined>;
    files(shape: Shape): Promise<string[]>;
  },
): Promise<Referrer[]> {
  const referrers: Referrer[] = [];
  for (const shape of shapes) {
    const paths =
      shape.kind === "singleton" ? [`${shape.base}${shape.extension}`] : await files.files(shape);
    for (const path of paths) {
      const entry = entryOfFile(path, [shape]);
      const contents = entry && (await files.read(path));
      if (!entry || contents === undefined) continue;
      const values = entryValues(contents, shape.extension);
      walkFields(shape.schema, values, ({ labels, schema, value }) => {
        if (relationshipTarget(schema, shapes) !== target) return;
        const named = Array.isArray(value) ? value.includes(slug) : value === slug;
        if (named) {
          referrers.push({ file: path, name: entryName(entry, values), field: labels.join(" › ") });
        }
      });
    }
  }
  return referrers;
}
