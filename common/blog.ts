// The blog's shapes and arithmetic: a post as pages receive it from their loaders
// (app/cms/posts.server.ts), and the list pages and reading time, shared by the pre-render list
// (app/routes.ts), the content layer and the route loaders.
import type { ImageAsset } from "./images.ts";

/** Posts on one page of /blog; older ones continue on /blog/page/2, /blog/page/3 … */
export const postsPerPage = 12;

/** How many list pages `count` posts fill: at least one, so /blog exists with no posts. */
export function pageCount(count: number, perPage: number = postsPerPage): number {
  return Math.max(1, Math.ceil(count / perPage));
}

export interface ListPage<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pages: number;
}

/**
 * One page of a list already in display order. Null for a page number that does not exist
 * (0, past the end, not a whole number), so the route can answer 404 instead of an empty page.
 */
export function listPage<T>(
  all: readonly T[],
  page: number,
  perPage: number = postsPerPage,
): ListPage<T> | null {
  const pages = pageCount(all.length, perPage);
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return { items: all.slice((page - 1) * perPage, page * perPage), page, pages };
}

/** Whole minutes to read `words` words at 200 words a minute (an unhurried reading pace); at least 1. */
export function readingMinutes(words: number, wordsPerMinute = 200): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** Words in a text: runs of letters or digits, so punctuation and Markdoc marks do not count. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export interface PostAuthor {
  name: string;
  role: string;
}

/** What the list, the feed and a post's page show of a post. */
export interface PostSummary {
  slug: string;
  /** Set when the post's words are in another language than the page's (an English-only post). */
  lang?: "en";
  title: string;
  /** ISO date, "2024-11-18". */
  date: string;
  summary: string;
  cover: ImageAsset;
  author: PostAuthor;
  tags: string[];
  /** The reading time in the page's words and digits: "5 min read", "5 دقائق قراءة". */
  readingTime: string;
}

export interface Post extends PostSummary {
  /** The article as HTML, made from the editor's Markdoc at build time. */
  html: string;
}
