// @vitest-environment node
// The routes, the pre-render, the sitemap, the content check's link targets, the back office's
// preview targets and the search index all take the pages that follow from content from the one
// table of page kinds: each one's list is what the table gives, no more and no less.
import { describe, expect, it } from "vitest";
import { arabicPrefix, languages, localizedPath } from "../../common/i18n.ts";
import { blogFeed, prerenderedPaths } from "../../common/paths.ts";
import { searchIndexUrl } from "../../common/search.ts";
import react from "../../react-router.config.ts";
import { pageOf, pageOfArea } from "../../server/admin/affected-pages.ts";
import routes from "../routes.ts";
import { allPagePaths, pagePaths, sitemapPages } from "./content-pages.server.ts";
import { type EntriesOf, linkTargets, pageKindList } from "./page-kinds.ts";
import { readCollection } from "./reader.server.ts";
import { buildSearchIndex } from "./search-index.server.ts";

const sorted = (list: Iterable<string>) => [...new Set(list)].sort();
const kindsWithPages = (
  await Promise.all(pageKindList.map(async (kind) => ({ kind, paths: await pagePaths(kind.name) })))
).filter(({ kind, paths }) => !kind.routeOnlyWithPages || paths.length > 0);

describe("the page kinds", () => {
  it("give every route with a slug or a page number in its address, in both languages", () => {
    const routed = routes
      .filter((route) => route.path?.includes(":"))
      .map((route) => `${route.id} /${route.path} ${route.file}`);
    const expected = kindsWithPages.flatMap(({ kind }) =>
      ["", "ar-"].map((prefix) => {
        const path = prefix === "" ? kind.route.path : `${arabicPrefix}${kind.route.path}`;
        return `${prefix}${kind.route.id} ${path} ${kind.route.module}`;
      }),
    );
    expect(sorted(routed)).toEqual(sorted(expected));
  });

  it("give every pre-rendered page beside the fixed ones, the search index and the feed", async () => {
    const prerendered = await (react.prerender as () => Promise<string[]>)();
    const fixed = [...prerenderedPaths, searchIndexUrl, blogFeed];
    const localized = (list: string[]) =>
      languages.flatMap((language) => list.map((path) => localizedPath(path, language)));
    expect(sorted(prerendered)).toEqual(sorted(localized([...fixed, ...(await allPagePaths())])));
    for (const { kind, paths } of kindsWithPages) {
      expect(paths.length, kind.name).toBeGreaterThan(0);
    }
  });

  it("give the sitemap's pages that follow from content, the posts with their own dates", async () => {
    const pages = await sitemapPages("2026-03-14");
    const expected = kindsWithPages
      .filter(({ kind }) => kind.sitemap !== false)
      .flatMap(({ paths }) => paths);
    expect(sorted(pages.map((page) => page.path))).toEqual(sorted(expected));
    const posts = new Set(await pagePaths("post"));
    for (const page of pages) {
      if (posts.has(page.path)) expect(page.lastModified).not.toBe("2026-03-14");
      else expect(page.lastModified).toBe("2026-03-14");
    }
  });

  it("give the content check's link targets: each entry's page and each filter page", async () => {
    const entriesOf: EntriesOf = (collection) => readCollection(collection);
    const expected = kindsWithPages
      .filter(({ kind }) => kind.linkTarget !== false)
      .flatMap(({ paths }) => paths);
    expect(expected).toContain("/news-blogs/topic/operations");
    expect(sorted(await linkTargets(entriesOf))).toEqual(sorted(expected));
  });

  it("give the back office's preview targets: an entry's own page, else its list's page", () => {
    for (const kind of pageKindList) {
      if (!kind.collection || !kind.path) continue;
      // A page only some entries have is told by the entry's fields (affected-pages.test.ts).
      const expected =
        kind.previewedOnOwnPage && !kind.hasPage
          ? kind.path("some-entry")
          : pageOfArea[kind.collection];
      expect(pageOf(kind.collection, "some-entry"), kind.name).toBe(expected);
    }
  });

  it("give the search index's kinds that link to a page of their own, to that page", async () => {
    const index = await buildSearchIndex();
    const searchKinds = pageKindList.flatMap((kind) => (kind.searchKind ? [kind] : []));
    for (const kind of searchKinds) {
      const entries = index.filter((entry) => entry.kind === kind.searchKind);
      expect(entries.length, kind.name).toBeGreaterThan(0);
      const paths = await pagePaths(kind.name);
      expect(sorted(entries.map((entry) => entry.to)), kind.name).toEqual(sorted(paths));
    }
    const own = new Set(await allPagePaths());
    const linkingToOwnPages = index.filter((entry) => own.has(entry.to)).map((entry) => entry.kind);
    expect(sorted(linkingToOwnPages)).toEqual(sorted(searchKinds.map((kind) => kind.searchKind!)));
  });
});
