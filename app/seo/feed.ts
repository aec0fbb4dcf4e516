// The blog's Atom feed (RFC 4287), /blog/feed.xml and /ar/blog/feed.xml: the entries made from the
// posts, and a small writer of the site's own. Every value, wherever it comes from, is escaped as
// XML text or attribute (xml.ts); titles and summaries are plain text (type="text"), and the
// article is the site's own HTML sent escaped (type="html"), never inside CDATA, which a "]]>" in
// the text would end. The `feed` package it replaces wrote titles as HTML in CDATA and escaped
// only `"` in attributes, so one tag "M&A" made the whole feed unreadable to a strict reader.

import type { Post } from "../../common/blog.ts";
import { type Language, localizedPath } from "../../common/i18n.ts";
import { imageUrl } from "../../common/images.ts";
import { blogFeed, blogPostPath, paths } from "../../common/paths.ts";
import { absoluteUrl } from "../../common/site-url.ts";
import { xmlAttribute, xmlText } from "./xml.ts";

export interface AtomEntry {
  id: string;
  title: string;
  link: string;
  published: Date;
  updated: Date;
  summary: string;
  /** HTML the site rendered itself. */
  contentHtml: string;
  authors: string[];
  categories: string[];
  /** The post's cover picture. */
  enclosure?: { href: string; type: string };
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  /** xml:lang of the whole feed. */
  language: string;
  updated: Date;
  /** The blog's page, and the feed's own address. */
  alternate: string;
  self: string;
  entries: AtomEntry[];
}

type Attributes = Record<string, string>;

function element(name: string, attributes: Attributes, text?: string): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlAttribute(value)}"`)
    .join("");
  return text === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${xmlText(text)}</${name}>`;
}

function entryXml(entry: AtomEntry): string {
  const lines = [
    element("id", {}, entry.id),
    element("title", { type: "text" }, entry.title),
    element("link", { rel: "alternate", href: entry.link }),
    ...(entry.enclosure
      ? [
          element("link", {
            rel: "enclosure",
            href: entry.enclosure.href,
            type: entry.enclosure.type,
          }),
        ]
      : []),
    element("published", {}, entry.published.toISOString()),
    element("updated", {}, entry.updated.toISOString()),
    ...entry.authors.map((name) => `<author>${element("name", {}, name)}</author>`),
    ...entry.categories.map((category) => element("category", { term: category, label: category })),
    element("summary", { type: "text" }, entry.summary),
    element("content", { type: "html" }, entry.contentHtml),
  ];
  return `  <entry>\n${lines.map((line) => `    ${line}\n`).join("")}  </entry>\n`;
}

export function atomFeed(feed: AtomFeed): string {
  const head = [
    element("id", {}, feed.id),
    element("title", { type: "text" }, feed.title),
    element("subtitle", { type: "text" }, feed.subtitle),
    element("updated", {}, feed.updated.toISOString()),
    element("link", { rel: "alternate", type: "text/html", href: feed.alternate }),
    element("link", { rel: "self", type: "application/atom+xml", href: feed.self }),
  ];
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlAttribute(feed.language)}">\n`,
    ...head.map((line) => `  ${line}\n`),
    ...feed.entries.map(entryXml),
    "</feed>\n",
  ].join("");
}

/** One language's feed: its blog's posts, newest first, with absolute links on the build's address. */
export function blogAtomFeed(
  language: Language,
  words: { feedTitle: string; description: string },
  posts: readonly Post[],
): string {
  const url = (path: string) => absoluteUrl(localizedPath(path, language));
  const newest = posts[0];
  return atomFeed({
    id: url(paths.blog),
    title: words.feedTitle,
    subtitle: words.description,
    language,
    // The newest post's day, so an unchanged blog makes an unchanged feed.
    updated: newest ? new Date(newest.date) : new Date(0),
    alternate: url(paths.blog),
    self: url(blogFeed),
    entries: posts.map((post) => ({
      id: url(blogPostPath(post.slug)),
      link: url(blogPostPath(post.slug)),
      title: post.title,
      published: new Date(post.date),
      updated: new Date(post.date),
      summary: post.summary,
      contentHtml: post.html,
      authors: [post.author.name],
      categories: post.tags,
      enclosure: {
        href: absoluteUrl(imageUrl(post.cover, post.cover.width, "jpg")),
        type: "image/jpeg",
      },
    })),
  });
}
