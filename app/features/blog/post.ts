// The shape of a blog post as pages receive it from their loaders (app/cms/posts.server.ts).
import type { ImageAsset } from "../../../common/images.ts";

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
