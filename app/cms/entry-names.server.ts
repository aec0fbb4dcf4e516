// The names the editor's entry pickers offer (app/cms/schema/entry-picker.ts): every entry of a
// list, by the name its list shows, read from the working copy as the build reads it. Keystatic's
// own picker knows only the file names; the editor's servers (the back office and `npm run cms`)
// answer these to the picker, signed-in people only.
import type { Config } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import type { EntryName } from "./schema/entry-picker.ts";

/**
 * Every entry of `collection` with its name, in file-name order; undefined for a list the content
 * model does not have. An entry the reader refuses (its file broken or half-written) keeps its file
 * name, so it can still be chosen and the picker lists every entry Keystatic would.
 */
export async function entryNames(
  // biome-ignore lint/suspicious/noExplicitAny: any content model, as the editor takes it.
  config: Config<any, any>,
  root: string,
  collection: string,
): Promise<EntryName[] | undefined> {
  const collections = config.collections ?? {};
  if (!Object.hasOwn(collections, collection)) return undefined;
  const nameField = collections[collection]?.slugField as string;
  // biome-ignore lint/suspicious/noExplicitAny: the reader's per-list types are unioned here.
  const entries = (createReader(root, config).collections as Record<string, any>)[collection];
  const slugs = ((await entries.list()) as string[]).toSorted();
  return Promise.all(
    slugs.map(async (slug) => {
      let name: string | undefined;
      try {
        name = nameOf((await entries.read(slug))?.[nameField]);
      } catch {}
      return { slug, name: name ?? slug };
    }),
  );
}

/** The name field's text; a name kept in two languages gives its English. */
function nameOf(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "object" && value !== null && "en" in value) return nameOf(value.en);
  return undefined;
}
