// News & Blogs, /news-blogs: the blog's posts and the news items, newest first, and one pre-rendered
// page per topic, industry and service area that lists at least one of them.
import type { PageContent } from "../../common/content-types.ts";
import {
  aboutOf,
  filterLinks,
  type InsightCardWords,
  type InsightItem,
  type InsightsList,
  itemsMatching,
  newestFirst,
  topicSlug,
} from "../../common/insights.ts";
import {
  blogPostPath,
  industryPath,
  insightsFilterPath,
  type ListFilter,
  paths,
  personPath,
  servicePath,
} from "../../common/paths.ts";
import { fill } from "../../common/site-data-types.ts";
import { pagePaths } from "./content-pages.server.ts";
import { loadIndustries, loadNews, loadServices, pageContent } from "./pages.server.ts";
import { pluralWords } from "./plural.server.ts";
import { blogWords, publishedPosts } from "./posts.server.ts";
import { localize, localizeEntry, readCollection, readSingleton } from "./reader.server.ts";
import type { Language, Localized } from "./schema/fields.ts";
import { linkName, trailStart } from "./trail.server.ts";

const ids = (list: readonly (string | null)[]) =>
  list.filter((id): id is string => typeof id === "string" && id !== "");

/** Every published post and news item, newest first, with the topics' names in `language`. */
export async function loadInsights(language: Language = "en") {
  const [posts, rawPosts, news, rawNews, industries, services] = await Promise.all([
    publishedPosts(language),
    readCollection("posts"),
    loadNews(language),
    readCollection("newsItems"),
    loadIndustries(language),
    loadServices(language),
  ]);
  const postAbout = new Map(rawPosts.map(({ slug, entry }) => [slug, entry]));
  const newsAbout = new Map(rawNews.map(({ slug, entry }) => [slug, entry]));
  // A topic is named by the first entry written in the page's language (English-only ones last).
  const topics = new Map<string, { name: string; native: boolean }>();
  const learnTopics = (tags: readonly Localized[], own: Language) => {
    for (const tag of tags) {
      const slug = topicSlug(tag.en);
      const known = topics.get(slug);
      const native = own === language;
      if (slug && (!known || (native && !known.native))) {
        topics.set(slug, { name: localize(tag, own), native });
      }
    }
  };
  const items: InsightItem[] = [
    ...posts.flatMap((post): InsightItem[] => {
      const entry = postAbout.get(post.slug);
      if (entry === undefined) return [];
      learnTopics(entry.tags, post.lang ?? language);
      return [
        {
          kind: "post",
          id: post.slug,
          ...(post.lang ? { lang: post.lang } : {}),
          title: post.title,
          date: post.date,
          summary: post.summary,
          to: blogPostPath(post.slug),
          image: post.cover,
          author: { id: post.author.id, name: post.author.name, to: personPath(post.author.id) },
          about: aboutOf(entry),
        },
      ];
    }),
    ...news.flatMap((item): InsightItem[] => {
      const entry = newsAbout.get(item.id);
      if (entry === undefined) return [];
      learnTopics(entry.tags, item.lang ?? language);
      return [
        {
          kind: "news",
          id: item.id,
          ...(item.lang ? { lang: item.lang } : {}),
          title: item.title,
          date: item.date,
          summary: item.excerpt,
          to: item.href,
          image: item.image,
          network: item.network,
          about: aboutOf(entry),
        },
      ];
    }),
  ];
  const collator = new Intl.Collator(language);
  const names: Record<ListFilter, { slug: string; name: string }[]> = {
    topic: [...topics]
      .map(([slug, { name }]) => ({ slug, name }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    industry: industries.map(({ id, title }) => ({ slug: id, name: title })),
    service: services.map(({ id, title }) => ({ slug: id, name: title })),
  };
  const sorted = newestFirst(items);
  return { items: sorted, filters: filterLinks(sorted, names) };
}

/** What a post's or news item's card says besides the item's own words, wherever it is drawn. */
export async function insightCardWords(language: Language): Promise<InsightCardWords> {
  const [words, blog] = await Promise.all([readSingleton("newsPage"), blogWords(language)]);
  const { kinds, readOn, newTab } = localizeEntry(
    { kinds: words.kinds, readOn: words.readOn, newTab: words.newTab },
    language,
  );
  return { kinds, byline: blog.byline, readOn, newTab };
}

export interface InsightsFilter {
  filter: ListFilter;
  slug: string;
}

/** The hub, or one filter's page; null for a filter that lists nothing (the route answers 404). */
export async function loadInsightsPage(
  language: Language,
  current?: InsightsFilter,
): Promise<
  | (InsightsList & {
      page: PageContent;
      breadcrumb: { name: string; path: string }[];
      /** The trail's name for screen readers; a filter page shows the trail above its heading. */
      breadcrumbLabel: string;
    })
  | null
> {
  const [{ items, filters }, words, blog, site] = await Promise.all([
    loadInsights(language),
    readSingleton("newsPage"),
    blogWords(language),
    readSingleton("site"),
  ]);
  const {
    filters: filterWords,
    kinds,
    heading,
    readOn,
    newTab,
  } = localizeEntry(
    {
      filters: words.filters,
      kinds: words.kinds,
      heading: words.heading,
      readOn: words.readOn,
      newTab: words.newTab,
    },
    language,
  );
  const count = (value: number) =>
    pluralWords(words.filters.count, language, value, {
      placeholder: "count",
      digits: site.arabicDigits,
    });
  const links = filters.map((link) => ({ ...link, countLabel: count(link.count) }));
  const hub = pageContent(paths.newsBlogs, words.head, language);
  const chosen =
    current && links.find((link) => link.filter === current.filter && link.slug === current.slug);
  if (current && !chosen) return null;
  // A filter page is titled with the hub's name as the header's link gives it, then the filter.
  const filterPage = async (link: NonNullable<typeof chosen>): Promise<PageContent> => {
    const title = fill(filterWords.title, {
      section: await linkName(paths.newsBlogs, language),
      name: link.name,
    });
    const description = fill(filterWords.description, { name: link.name });
    return { path: link.to, title, description, heading: title, intro: description };
  };
  const page = chosen ? await filterPage(chosen) : hub;
  const trail = await trailStart(language, paths.newsBlogs);
  return {
    page,
    breadcrumb: [...trail, ...(chosen ? [{ name: page.title, path: chosen.to }] : [])],
    breadcrumbLabel: localize(words.breadcrumb, language),
    current: chosen ? { filter: chosen.filter, slug: chosen.slug } : null,
    items: chosen ? itemsMatching(items, chosen.filter, chosen.slug) : items,
    filters: links,
    words: {
      // A filter page's list is headed by what it lists, not as the whole hub's is.
      heading: chosen ? fill(filterWords.heading, { name: chosen.name }) : heading,
      kinds,
      filters: {
        label: filterWords.label,
        all: filterWords.all,
        headings: {
          topic: filterWords.topics,
          industry: filterWords.industries,
          service: filterWords.services,
        } satisfies Record<ListFilter, string>,
      },
      byline: blog.byline,
      readOn,
      newTab,
    },
  };
}

/** Each filter page that lists at least one item, in English (the Arabic ones follow). */
export function insightsPrerenderPaths(): Promise<string[]> {
  return pagePaths("insightsFilter");
}

/** A post's topics (each its News & Blogs filter page), industries and service areas, linked. */
export async function postAreas(slug: string, language: Language) {
  const [rawPosts, industries, services] = await Promise.all([
    readCollection("posts"),
    loadIndustries(language),
    loadServices(language),
  ]);
  const entry = rawPosts.find((post) => post.slug === slug)?.entry;
  const pick = (
    chosen: readonly (string | null)[],
    list: readonly { id: string; title: string }[],
    path: (id: string) => string,
  ) =>
    ids(chosen).flatMap((id) => {
      const area = list.find((item) => item.id === id);
      return area ? [{ id, title: area.title, to: path(id) }] : [];
    });
  const own: Language = entry?.englishOnly ? "en" : language;
  const topics = [
    ...new Map((entry?.tags ?? []).map((tag) => [topicSlug(tag.en), localize(tag, own)] as const)),
  ]
    .filter(([id]) => id !== "")
    .map(([id, title]) => ({ id, title, to: insightsFilterPath("topic", id) }));
  return {
    topics,
    industries: pick(entry?.industries ?? [], industries, industryPath),
    services: pick(entry?.services ?? [], services, servicePath),
  };
}
