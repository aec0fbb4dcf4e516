// The addresses of the pages that follow from content, as this build lists them: the kinds of
// ./page-kinds.ts given the entries due now. The pre-render, the sitemap and the tests read them.
import {
  type EntriesOf,
  hiddenPaths,
  type PageKindName,
  pageKindList,
  pageKinds,
} from "./page-kinds.ts";
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

/**
 * Every page of the sitemap that follows from content, each with its date (`buildDate` or its own);
 * not those ticked "Hide from search engines".
 */
export async function sitemapPages(
  buildDate: string,
  entriesOf: EntriesOf = dueEntries,
): Promise<{ path: string; lastModified: string }[]> {
  const [kinds, hidden] = await Promise.all([
    Promise.all(
      pageKindList.map(async (kind) => {
        if (kind.sitemap === "entry date") return (await kind.datedPaths?.(entriesOf)) ?? [];
        if (kind.sitemap === false) return [];
        return (await kind.paths(entriesOf)).map((path) => ({ path, lastModified: buildDate }));
      }),
    ),
    hiddenPaths(entriesOf),
  ]);
  return kinds.flat().filter((page) => !hidden.has(page.path));
}

/**
 * The pages the sitemap dates by the build, in English: people's, case studies', offices',
 * industries', service areas' and the list pages' filters (the blog's posts carry their own dates);
 * not those ticked "Hide from search engines".
 */
export async function contentPagePaths(): Promise<string[]> {
  const kinds = pageKindList.filter((kind) => kind.sitemap === "build date");
  const [paths, hidden] = await Promise.all([
    Promise.all(kinds.map((kind) => kind.paths(dueEntries))),
    hiddenPaths(dueEntries),
  ]);
  return paths.flat().filter((path) => !hidden.has(path));
}
