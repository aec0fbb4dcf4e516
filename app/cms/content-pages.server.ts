// The addresses of the pages that follow from content, as this build lists them: the kinds of
// ./page-kinds.ts given the entries due now. The pre-render, the sitemap and the tests read them.
import { type EntriesOf, type PageKindName, pageKindList, pageKinds } from "./page-kinds.ts";
import { readCollection } from "./reader.server.ts";

/** Entries due at the build's time, from file names and fields alone: a broken entry fails on its
 * own page, which says why. */
const dueEntries: EntriesOf = (collection) => readCollection(collection);

/** One kind's addresses, in English; each has its Arabic twin under /ar. */
export function pagePaths(kind: PageKindName): Promise<string[]> {
  return pageKinds[kind].paths(dueEntries);
}

/** Every kind's addresses, in English; each has its Arabic twin under /ar. */
export async function allPagePaths(): Promise<string[]> {
  return (await Promise.all(pageKindList.map((kind) => kind.paths(dueEntries)))).flat();
}

/** Every page of the sitemap that follows from content, each with its date (`buildDate` or its own). */
export async function sitemapPages(
  buildDate: string,
): Promise<{ path: string; lastModified: string }[]> {
  const kinds = await Promise.all(
    pageKindList.map(async (kind) => {
      if (kind.sitemap === "entry date") return (await kind.datedPaths?.(dueEntries)) ?? [];
      if (kind.sitemap === false) return [];
      return (await kind.paths(dueEntries)).map((path) => ({ path, lastModified: buildDate }));
    }),
  );
  return kinds.flat();
}

/**
 * The pages the sitemap dates by the build, in English: people's, case studies', offices',
 * industries', service areas' and the list pages' filters (the blog's posts carry their own dates).
 */
export async function contentPagePaths(): Promise<string[]> {
  const kinds = pageKindList.filter((kind) => kind.sitemap === "build date");
  return (await Promise.all(kinds.map((kind) => kind.paths(dueEntries)))).flat();
}
