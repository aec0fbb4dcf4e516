// Every kind of page that follows from content entries, in one place: its route, the collection
// behind it, its address, which entries have one, its kind in search, where the back office
// previews a change to it, and how its addresses are listed. The routes, the pre-render, the
// sitemap, the content check's link targets, the preview's targets and the search index all read
// this table, so a new kind of page is one entry here, its route module and its loader.
// Reads no content itself: each consumer hands over the entries it has, the build the ones due
// now (./content-pages.server.ts), the content check every file in the folder.
import { pageCount } from "../../common/blog.ts";
import { aboutOf, insightFilters } from "../../common/insights.ts";
import {
  blogListPath,
  blogPostPath,
  caseStudyPath,
  impactFilterPath,
  industryPath,
  insightsFilterPath,
  officeMapPath,
  officePath,
  paths,
  personPath,
  servicePath,
} from "../../common/paths.ts";
import type { SearchKind } from "../../common/site-data-types.ts";
import type { CollectionName } from "./reader.server.ts";

/** A collection's entries, each with its file name; fields are read only where a kind needs them. */
export type EntriesOf = (
  collection: CollectionName,
) => Promise<readonly { slug: string; entry: object }[]>;

export interface PageKind {
  /** The route's address pattern (in English; its Arabic twin under /ar follows), module and id. */
  route: { path: string; module: string; id: string };
  /**
   * A kind whose page exists only when its list gives it one: the blog's further list pages. A
   * pre-rendered site has no page to give an address that lists nothing.
   */
  routeOnlyWithPages?: boolean;
  /** The collection one page is made from, one entry each; a filter kind has none. */
  collection?: CollectionName;
  /** The page of one entry of `collection`. */
  path?: (slug: string) => string;
  /** Which of the collection's entries have a page (default: all of them). */
  hasPage?: (entry: object) => boolean;
  /** The kind its entries have in the site's search, which links each to this page. */
  searchKind?: SearchKind;
  /**
   * The back office shows a change to an entry on its own page (rather than on the page of its
   * list). With `hasPage`, only for the entries that have one: the back office reads the entry.
   */
  previewedOnOwnPage?: boolean;
  /** In the sitemap: dated by the build, or by the entry's own date (then `datedPaths` says it). */
  sitemap: "build date" | "entry date" | false;
  datedPaths?: (entriesOf: EntriesOf) => Promise<{ path: string; lastModified: string }[]>;
  /**
   * What a link in the content may lead to: each entry with a page, published yet or not
   * ("entries"), or the addresses this kind lists from the entries it is given ("listed").
   */
  linkTarget: "entries" | "listed" | false;
  /** Its addresses in English, from the entries `entriesOf` gives. */
  paths: (entriesOf: EntriesOf) => Promise<string[]>;
}

const field = <T>(entry: object, name: string): T | undefined =>
  (entry as Record<string, unknown>)[name] as T | undefined;

/** A list field, empty where the entry (unchecked yet, in the content check) has none. */
const listField = <T>(entry: object, name: string): T[] => {
  const value = field<unknown>(entry, name);
  return Array.isArray(value) ? (value as T[]) : [];
};

const isOffice = (entry: object) => field(entry, "type") === "office";
const isShown = (entry: object) => field(entry, "draft") !== true;
/** Ticked "Hide from search engines" (./schema/fields.ts, sharing): out of the sitemap. */
const isHidden = (entry: object) => field<{ hidden?: unknown }>(entry, "sharing")?.hidden === true;

/** One page per entry of the kind's collection that has one. */
function entryPages(
  collection: CollectionName,
  path: (slug: string) => string,
  hasPage: (entry: object) => boolean = () => true,
) {
  return async (entriesOf: EntriesOf) =>
    (await entriesOf(collection))
      .filter(({ entry }) => hasPage(entry))
      .map(({ slug }) => path(slug));
}

async function shownPosts(entriesOf: EntriesOf) {
  return (await entriesOf("posts")).filter(({ entry }) => isShown(entry));
}

async function shownPostSlugs(entriesOf: EntriesOf): Promise<string[]> {
  return (await shownPosts(entriesOf)).map(({ slug }) => slug);
}

export const pageKinds = {
  post: {
    route: { path: blogPostPath(":slug"), module: "routes/blog-post.tsx", id: "blog-post" },
    collection: "posts",
    path: blogPostPath,
    searchKind: "blog",
    previewedOnOwnPage: true,
    sitemap: "entry date",
    datedPaths: async (entriesOf) =>
      (await shownPosts(entriesOf)).map(({ slug, entry }) => ({
        path: blogPostPath(slug),
        lastModified: field<string>(entry, "date") ?? "",
      })),
    linkTarget: "entries",
    // A draft has no page; a post not yet due is not among the entries the build is given.
    paths: async (entriesOf) => (await shownPostSlugs(entriesOf)).map(blogPostPath),
  },
  blogListPage: {
    route: { path: `${paths.blog}/page/:page`, module: "routes/blog.tsx", id: "blog-list-page" },
    routeOnlyWithPages: true,
    sitemap: false,
    linkTarget: false,
    paths: async (entriesOf) => {
      const pages = pageCount((await shownPostSlugs(entriesOf)).length);
      return Array.from({ length: pages - 1 }, (_, index) => blogListPath(index + 2));
    },
  },
  person: {
    route: { path: personPath(":slug"), module: "routes/person.tsx", id: "person" },
    collection: "team",
    path: personPath,
    searchKind: "person",
    previewedOnOwnPage: true,
    sitemap: "build date",
    linkTarget: "entries",
    paths: entryPages("team", personPath),
  },
  caseStudy: {
    route: { path: caseStudyPath(":slug"), module: "routes/case-study.tsx", id: "case-study" },
    collection: "caseStudies",
    path: caseStudyPath,
    searchKind: "caseStudy",
    previewedOnOwnPage: true,
    sitemap: "build date",
    linkTarget: "entries",
    paths: entryPages("caseStudies", caseStudyPath),
  },
  impactFilter: {
    route: {
      path: caseStudyPath(":filter/:slug"),
      module: "routes/impact-filter.tsx",
      id: "impact-filter",
    },
    sitemap: "build date",
    linkTarget: "listed",
    // Only for what has a case study; from the entries' fields alone.
    paths: async (entriesOf) => [
      ...new Set(
        (await entriesOf("caseStudies")).flatMap(({ entry }) => [
          impactFilterPath("industry", field<string | null>(entry, "industry") ?? ""),
          ...listField<string>(entry, "services").map((service) =>
            impactFilterPath("service", service),
          ),
        ]),
      ),
    ],
  },
  office: {
    route: { path: officePath(":slug"), module: "routes/office.tsx", id: "office" },
    collection: "offices",
    path: officePath,
    // Partners, clients and projects stay on the map.
    hasPage: isOffice,
    searchKind: "office",
    // An office on its own page; a partner, client or project (no page) on the contact page's map.
    previewedOnOwnPage: true,
    sitemap: "build date",
    linkTarget: "entries",
    paths: entryPages("offices", officePath, isOffice),
  },
  officeMap: {
    route: { path: officeMapPath(":slug"), module: "routes/office-map.ts", id: "office-map" },
    collection: "offices",
    path: officeMapPath,
    hasPage: isOffice,
    sitemap: false,
    linkTarget: false,
    paths: entryPages("offices", officeMapPath, isOffice),
  },
  insightsFilter: {
    route: {
      path: `${paths.newsBlogs}/:filter/:slug`,
      module: "routes/news-blogs.tsx",
      id: "news-blogs-filter",
    },
    sitemap: "build date",
    linkTarget: "listed",
    // Each filter that lists at least one post or news item.
    paths: async (entriesOf) => {
      const [posts, news, shown] = await Promise.all([
        entriesOf("posts"),
        entriesOf("newsItems"),
        shownPostSlugs(entriesOf),
      ]);
      const published = new Set([...shown, ...news.map(({ slug }) => slug)]);
      const found = new Set<string>();
      for (const { slug, entry } of [...posts, ...news]) {
        if (!published.has(slug)) continue;
        const about = aboutOf({
          tags: listField<{ en?: unknown }>(entry, "tags").filter(
            (tag): tag is { en: string } => typeof tag?.en === "string",
          ),
          industries: listField(entry, "industries"),
          services: listField(entry, "services"),
        });
        for (const filter of insightFilters) {
          for (const value of about[filter]) found.add(insightsFilterPath(filter, value));
        }
      }
      return [...found];
    },
  },
  industry: {
    route: { path: industryPath(":slug"), module: "routes/industry.tsx", id: "industry" },
    collection: "industries",
    path: industryPath,
    searchKind: "industry",
    previewedOnOwnPage: true,
    sitemap: "build date",
    linkTarget: "entries",
    paths: entryPages("industries", industryPath),
  },
  service: {
    route: { path: servicePath(":slug"), module: "routes/service.tsx", id: "service" },
    collection: "services",
    path: servicePath,
    searchKind: "service",
    previewedOnOwnPage: true,
    sitemap: "build date",
    linkTarget: "entries",
    paths: entryPages("services", servicePath),
  },
} satisfies Record<string, PageKind>;

export type PageKindName = keyof typeof pageKinds;

export const pageKindList: readonly (PageKind & { name: PageKindName })[] = Object.entries(
  pageKinds,
).map(([name, kind]) => ({ name: name as PageKindName, ...kind }));

/** The page a collection's entry is previewed on, and which of its entries have one. */
export const ownPageOf: Readonly<
  Record<string, Pick<PageKind, "hasPage"> & { path: (slug: string) => string }>
> = Object.fromEntries(
  pageKindList.flatMap((kind) =>
    kind.previewedOnOwnPage && kind.collection && kind.path
      ? [[kind.collection, { path: kind.path, hasPage: kind.hasPage }]]
      : [],
  ),
);

/**
 * The pages of entries ticked "Hide from search engines", in English: the sitemap leaves them out
 * (their pages, still built, tell search engines noindex themselves).
 */
export async function hiddenPaths(entriesOf: EntriesOf): Promise<Set<string>> {
  const found = await Promise.all(
    pageKindList.map(async ({ collection, path, sitemap }) => {
      if (!collection || !path || sitemap === false) return [];
      return (await entriesOf(collection))
        .filter(({ entry }) => isHidden(entry))
        .map(({ slug }) => path(slug));
    }),
  );
  return new Set(found.flat());
}

/**
 * The addresses a link in the content may lead to, besides the fixed pages: every entry with a
 * page (a post not yet due too: it is linked before it goes live) and every filter page.
 */
export async function linkTargets(entriesOf: EntriesOf): Promise<string[]> {
  const found = await Promise.all(
    pageKindList.map(async (kind) => {
      if (kind.linkTarget === "listed") return kind.paths(entriesOf);
      if (kind.linkTarget !== "entries" || !kind.collection || !kind.path) return [];
      return entryPages(kind.collection, kind.path, kind.hasPage)(entriesOf);
    }),
  );
  return found.flat();
}
