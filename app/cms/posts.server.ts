// Markdoc is turned into HTML here at build time, so the Markdoc library never reaches the browser.
import Markdoc, { type Node } from "@markdoc/markdoc";
import type { Post, PostAuthor, PostSummary } from "../../common/blog.ts";
import { readingMinutes, wordCount } from "../../common/blog.ts";
import { languageSettings } from "../../common/i18n.ts";
import { blogFeed, blogPostPath } from "../../common/paths.ts";
import { pagePaths } from "./content-pages.server.ts";
import { pluralWords } from "./plural.server.ts";
import {
  type CollectionEntry,
  localize,
  personName,
  readCollection,
  reader,
  readSingleton,
  toImage,
} from "./reader.server.ts";
import type { Language, Localized } from "./schema/fields.ts";
import { pageSharing } from "./sharing.server.ts";

type PostEntry = CollectionEntry<"posts">;

/** Newest first; posts of one day by file name, so the order never depends on the disk. */
const newestFirst = (a: PostEntry, b: PostEntry) =>
  b.entry.date.localeCompare(a.entry.date) || a.slug.localeCompare(b.slug);

async function shownPosts(): Promise<PostEntry[]> {
  return (await readCollection("posts")).filter(({ entry }) => !entry.draft).sort(newestFirst);
}

export async function publishedPosts(language: Language = "en"): Promise<Post[]> {
  const entries = await shownPosts();
  const [authors, words, site] = await Promise.all([
    teamAuthors(language),
    readSingleton("blogPage"),
    readSingleton("site"),
  ]);
  return entries.map(({ slug, entry }) => {
    const author = entry.author === null ? undefined : authors.get(entry.author);
    if (author === undefined) {
      throw new Error(
        `content/posts/${slug}.mdoc: author: "${entry.author}" is not a member of the team`,
      );
    }
    // An English-only post shows its English words on Arabic pages too, marked as English.
    const own: Language = entry.englishOnly ? "en" : language;
    const node = own === "ar" ? entry.bodyAr.node : entry.body.node;
    const minutes = readingMinutes(wordCount(plainText(node)));
    return {
      slug,
      ...(own === language ? {} : { lang: "en" as const }),
      title: localize(entry.heading, own),
      date: entry.date,
      summary: localize(entry.summary, own),
      cover: toImage(entry.cover, own),
      author,
      tags: entry.tags.map((tag) => localize(tag, own)),
      readingTime: pluralWords(words.minutesRead, language, minutes, {
        placeholder: "minutes",
        digits: site.arabicDigits,
      }),
      html: articleHtml(node),
    };
  });
}

/** Ticked "Sample": illustrative articles, whose page ends with the Blog page's line saying so. */
export async function samplePostSlugs(): Promise<Set<string>> {
  return new Set(
    (await shownPosts()).filter(({ entry }) => entry.sample === true).map(({ slug }) => slug),
  );
}

/** A post without its article, for lists: keeps the list page's data small. */
export function summaryOf({ html: _html, ...summary }: Post): PostSummary {
  return summary;
}

export async function blogWords(language: Language = "en") {
  const {
    minutesRead: _perPost,
    sampleNote: _sample,
    sharing: _sharing,
    ...words
  } = await readSingleton("blogPage");
  return {
    ...(Object.fromEntries(
      Object.entries(words).map(([key, text]) => [key, localize(text, language)]),
    ) as { [K in keyof typeof words]: string }),
    listSeparator: languageSettings[language].comma,
  };
}

/** The Blog page's "Sharing and search engines", for /blog and its further list pages. */
export async function blogSharing(language: Language = "en") {
  return pageSharing((await readSingleton("blogPage")).sharing, language);
}

function articleHtml(node: Node): string {
  const tree = Markdoc.transform(node);
  return Markdoc.renderers.html(Markdoc.Tag.isTag(tree) ? tree.children : tree);
}

function plainText(node: Node): string {
  const words: string[] = [];
  for (const child of node.walk()) {
    if (child.type === "text" && typeof child.attributes.content === "string") {
      words.push(child.attributes.content);
    }
  }
  return words.join(" ");
}

/** Read loosely, so the blog only depends on a member having a name and a role. */
async function teamAuthors(language: Language): Promise<Map<string, PostAuthor>> {
  const collections = reader().collections as unknown as Record<
    string,
    { all(): Promise<{ slug: string; entry: Record<string, unknown> }[]> } | undefined
  >;
  const members = (await collections.team?.all()) ?? [];
  return new Map(
    members.map(({ slug, entry }) => [
      slug,
      {
        id: slug,
        name: personName(
          {
            name: typeof entry.name === "string" ? entry.name : slug,
            nameAr: typeof entry.nameAr === "string" ? entry.nameAr : undefined,
          },
          language,
        ),
        role: isLocalized(entry.role) ? localize(entry.role, language) : "",
      },
    ]),
  );
}

function isLocalized(value: unknown): value is Localized {
  return typeof value === "object" && value !== null && typeof (value as Localized).en === "string";
}

/** The line at the end of a sample post, in the language. */
export async function samplePostNote(language: Language): Promise<string> {
  return localize((await readSingleton("blogPage")).sampleNote, language);
}

/** The posts' pages, the further list pages and the feed. */
export async function blogPrerenderPaths(): Promise<string[]> {
  return [...(await pagePaths("post")), ...(await pagePaths("blogListPage")), blogFeed];
}

export async function postSitemapEntries(): Promise<{ path: string; lastModified: string }[]> {
  return (await publishedPosts()).map((post) => ({
    path: blogPostPath(post.slug),
    lastModified: post.date,
  }));
}

export async function publishedPostSlugs(): Promise<string[]> {
  return (await shownPosts()).map(({ slug }) => slug);
}
