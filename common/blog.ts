import type { ImageAsset } from "./images.ts";

export const postsPerPage = 12;

export function pageCount(count: number, perPage: number = postsPerPage): number {
  return Math.max(1, Math.ceil(count / perPage));
}

export interface ListPage<T> {
  items: T[];
  page: number;
  pages: number;
}

/** Null for a page that does not exist, so the route can answer 404 instead of an empty page. */
export function listPage<T>(
  all: readonly T[],
  page: number,
  perPage: number = postsPerPage,
): ListPage<T> | null {
  const pages = pageCount(all.length, perPage);
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return { items: all.slice((page - 1) * perPage, page * perPage), page, pages };
}

export function readingMinutes(words: number, wordsPerMinute = 200): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export interface PostAuthor {
  /** The team member's file name: their page is /people/<id>. */
  id: string;
  name: string;
  role: string;
}

export interface PostSummary {
  slug: string;
  lang?: "en";
  title: string;
  date: string;
  summary: string;
  cover: ImageAsset;
  author: PostAuthor;
  tags: string[];
  readingTime: string;
}

export interface Post extends PostSummary {
  html: string;
}
