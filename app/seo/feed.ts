// Every value is escaped as XML (xml.ts) and the article is sent escaped, never in CDATA, which a
// "]]>" would end. The `feed` package it replaces made one tag "M&A" break the whole feed.

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
  contentHtml: string;
  authors: string[];
  categories: string[];
  enclosure?: { href: string; type: string };
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  language: string;
  updated: Date;
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
