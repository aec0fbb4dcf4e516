// Build-time access to content/: route loaders call these while pages are pre-rendered (and the
// development server calls them per request, so a saved edit shows on reload). The reader
// validates every entry against its schema as it reads it.
import { createReader, type EntryWithResolvedLinkedFiles } from "@keystatic/core/reader";
import { languageOfPath, localizedPath } from "../../common/i18n.ts";
import { type ImageAsset, imageAsset } from "../../common/images.ts";
import contentConfig from "./keystatic.config.ts";
import { explaining } from "./problems.server.ts";
import { buildTime, isDue } from "./schedule.ts";
import type { Language, Localized } from "./schema/fields.ts";

type Config = typeof contentConfig;
export type CollectionName = keyof Config["collections"] & string;
export type SingletonName = keyof Config["singletons"] & string;

/** The content's root: the working directory the build or development server runs in. */
export const contentRoot = (): string => process.env.CONTENT_ROOT ?? process.cwd();

export const reader = () => createReader(contentRoot(), contentConfig);

type Reader = ReturnType<typeof reader>;
export type SingletonEntry<N extends SingletonName> = NonNullable<
  Awaited<ReturnType<Reader["singletons"][N]["read"]>>
>;
/** A collection's entry as readCollection gives it: linked files (articles) read. */
export type CollectionEntry<N extends CollectionName> = {
  slug: string;
  entry: EntryWithResolvedLinkedFiles<Config["collections"][N]>;
};

export async function readSingleton<N extends SingletonName>(name: N): Promise<SingletonEntry<N>> {
  // biome-ignore lint/suspicious/noExplicitAny: the reader's per-name types are unioned here.
  const entry = await (reader().singletons[name] as any).readOrThrow({ resolveLinkedFiles: true });
  return entry as SingletonEntry<N>;
}

/**
 * Every entry of a collection the site may show, in the editor's chosen order ("Position"), then by
 * file name. An entry whose "Publish at" is still ahead of the build is left out here, the one
 * place every page, list, feed and index reads entries from (app/cms/schedule.ts).
 */
export async function readCollection<N extends CollectionName>(
  name: N,
): Promise<CollectionEntry<N>[]> {
  const now = buildTime();
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const entries = (await (reader().collections[name] as any).all({
    resolveLinkedFiles: true,
  })) as Array<{ slug: string; entry: { order?: number; publishAt?: unknown } }>;
  return entries
    .filter(({ entry }) => isDue(entry, now))
    .sort(
      (a, b) => (a.entry.order ?? 0) - (b.entry.order ?? 0) || a.slug.localeCompare(b.slug),
    ) as CollectionEntry<N>[];
}

/** A text in the page's language. Until a text is translated, its English words stand in. */
export function localize(text: Localized, language: Language = "en"): string {
  return text[language] || text.en;
}

/** A person's name as the page writes it: in Arabic letters on Arabic pages, when written. */
export function personName(entry: { name: string; nameAr?: string }, language: Language): string {
  const arabic = entry.nameAr?.trim() ?? "";
  return language === "ar" && arabic !== "" ? arabic : entry.name;
}

/**
 * The language an entry's words are shown in on a page: English for an entry ticked "English only",
 * with the `lang` mark its component puts on them when that is not the page's language.
 */
export function entryLanguage(
  entry: { englishOnly?: boolean },
  language: Language,
): { own: Language; mark: { lang?: "en" } } {
  const own: Language = entry.englishOnly ? "en" : language;
  return { own, mark: own === language ? {} : { lang: "en" } };
}

/** A stored picture, ready for <ResponsiveImage>. */
export function toImage(
  picture: { src: string | null; alt: Localized },
  language: Language = "en",
): ImageAsset {
  if (picture.src === null) throw new Error("A picture without a file reached a page");
  return imageAsset(picture.src, localize(picture.alt, language));
}

/** The language of the page a loader runs for: Arabic under /ar, English elsewhere. */
export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/**
 * Points every link of a page's data at the page's language: values under the keys `to`, `href`
 * and `path` that are paths of this site ("/about" becomes "/ar/about" on an Arabic page).
 */
export function localizeLinks<T>(value: T, language: Language): T {
  if (Array.isArray(value)) return value.map((item) => localizeLinks(item, language)) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === "string" && linkKeys.has(key)
        ? localizedPath(item, language)
        : localizeLinks(item, language),
    ]),
  ) as T;
}

const linkKeys = new Set(["to", "href", "path"]);

/**
 * A route's loader for its page's content in the page's language, with every link pointing at
 * pages of that language. A failure names the content behind it (./problems.server.ts).
 */
export function pageLoader<T>(load: (language: Language) => Promise<T>) {
  return explaining(async ({ request }: { request: Request }): Promise<T> => {
    const language = languageOfRequest(request);
    return localizeLinks(await load(language), language);
  });
}
