// The News & Blogs list: the blog's posts and the news items in one list, and its filters.
import type { ImageAsset } from "./images.ts";
import { insightsFilterPath, type ListFilter } from "./paths.ts";

export const insightFilters: readonly ListFilter[] = ["topic", "industry", "service"];

export interface InsightItem {
  kind: "post" | "news";
  id: string;
  lang?: "en";
  title: string;
  date: string;
  summary: string;
  /** A post's page, or the social post a news item links to (opened in a new tab). */
  to: string;
  image: ImageAsset;
  /** Posts only: the team member who wrote it. */
  author?: { id: string; name: string; to: string };
  /** News only: the network named on its link ("Read on LinkedIn"). */
  network?: string;
  /** What the filters match: topic slugs, industries' and service areas' file names. */
  about: Record<ListFilter, string[]>;
}

export interface InsightFilterLink {
  filter: ListFilter;
  slug: string;
  name: string;
  count: number;
  to: string;
}

/** What an entry is about, as its fields say: the tags' English words, the areas' file names. */
export interface AboutFields {
  tags: readonly { en: string }[];
  industries: readonly (string | null)[];
  services: readonly (string | null)[];
}

const ids = (list: readonly (string | null)[]) =>
  list.filter((id): id is string => typeof id === "string" && id !== "");

/** The topics, industries and service areas a post or news item is filed under. */
export function aboutOf(entry: AboutFields): InsightItem["about"] {
  return {
    topic: [...new Set(entry.tags.map((tag) => topicSlug(tag.en)).filter(Boolean))],
    industry: ids(entry.industries),
    service: ids(entry.services),
  };
}

/** A topic's address part from its English words: "Supply chain" is supply-chain. */
export function topicSlug(english: string): string {
  return english
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Newest first; items of one day posts before news, then by file name, never by disk order. */
export function newestFirst<T extends Pick<InsightItem, "date" | "kind" | "id">>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) =>
      b.date.localeCompare(a.date) || b.kind.localeCompare(a.kind) || a.id.localeCompare(b.id),
  );
}

export function itemsMatching<T extends Pick<InsightItem, "about">>(
  items: readonly T[],
  filter: ListFilter,
  slug: string,
): T[] {
  return items.filter((item) => item.about[filter].includes(slug));
}

/**
 * Every filter with at least one item, in the order of `names` (the topics' and the lists' own
 * order), each with how many items it lists.
 */
export function filterLinks(
  items: readonly Pick<InsightItem, "about">[],
  names: Record<ListFilter, readonly { slug: string; name: string }[]>,
): InsightFilterLink[] {
  return insightFilters.flatMap((filter) =>
    names[filter].flatMap(({ slug, name }) => {
      const count = itemsMatching(items, filter, slug).length;
      return count > 0 ? [{ filter, slug, name, count, to: insightsFilterPath(filter, slug) }] : [];
    }),
  );
}

export interface InsightsWords {
  heading: string;
  kinds: Record<InsightItem["kind"], string>;
  filters: { label: string; all: string; headings: Record<ListFilter, string> };
  byline: string;
  /** "Read on {network}", and what screen readers hear after a news link (it opens a new tab). */
  readOn: string;
  newTab: string;
}

/** What a post's or news item's card says besides the item's own words. */
export type InsightCardWords = Pick<InsightsWords, "kinds" | "byline" | "readOn" | "newTab">;

export interface InsightsList {
  current: { filter: ListFilter; slug: string } | null;
  items: InsightItem[];
  filters: (InsightFilterLink & { countLabel: string })[];
  words: InsightsWords;
}
