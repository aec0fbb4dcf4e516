// A small Atom (RFC 4287) writer for the blog's feed. Every value, wherever it comes from, is
// escaped as XML text or attribute; titles and summaries are plain text (type="text"), and the
// article is the site's own HTML sent escaped (type="html"), never inside CDATA, which a "]]>" in
// the text would end. The `feed` package it replaces wrote titles as HTML in CDATA and escaped
// only `"` in attributes, so one tag "M&A" made the whole feed unreadable to a strict reader.

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

/**
 * Characters XML 1.0 does not allow at all (C0 controls but tab and line breaks, lone surrogates,
 * U+FFFE and U+FFFF) would make the document unreadable; each becomes U+FFFD.
 */
const notXml =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlText(value: string): string {
  return value
    .replace(notXml, "\ufffd")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/** Also keeps tabs and line breaks, which a parser would otherwise turn into spaces. */
export function xmlAttribute(value: string): string {
  return xmlText(value)
    .replaceAll('"', "&quot;")
    .replaceAll("\t", "&#9;")
    .replaceAll("\n", "&#10;")
    .replaceAll("\r", "&#13;");
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
