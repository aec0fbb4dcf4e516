// The development server calls these per request too, so a saved edit shows on reload.
import { createReader, type EntryWithResolvedLinkedFiles } from "@keystatic/core/reader";
import { languageOfPath, localizedPath } from "../../common/i18n.ts";
import { type ImageAsset, imageAsset } from "../../common/images.ts";
import contentConfig from "./keystatic.config.ts";
import { buildTime, isDue } from "./publish-at.ts";
import type { Language, Localized } from "./schema/fields.ts";

type Config = typeof contentConfig;
export type CollectionName = keyof Config["collections"] & string;
export type SingletonName = keyof Config["singletons"] & string;

export const contentRoot = (): string => process.env.CONTENT_ROOT ?? process.cwd();

export const reader = () => createReader(contentRoot(), contentConfig);

type Reader = ReturnType<typeof reader>;
export type SingletonEntry<N extends SingletonName> = NonNullable<
  Awaited<ReturnType<Reader["singletons"][N]["read"]>>
>;
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
 * Entries not yet due are left out here, the one place every page, list, feed and index reads
 * entries from, so none can show one early.
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

/** Until a text is translated, its English words stand in. */
export function localize(text: Localized, language: Language = "en"): string {
  return text[language] || text.en;
}

/** A value with each { en, ar } text in it turned into the one string a page shows. */
export type InLanguage<T> = T extends Localized
  ? string
  : T extends readonly (infer Item)[]
    ? InLanguage<Item>[]
    : T extends object
      ? { [K in keyof T]: InLanguage<T[K]> }
      : T;

// Plural forms are { en, ar } of objects, not texts: they are left for pluralWords.
function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.keys(value).length === 2 &&
    typeof (value as Localized).en === "string" &&
    typeof (value as Localized).ar === "string"
  );
}

export function localizeEntry<T>(value: T, language: Language = "en"): InLanguage<T> {
  if (isLocalized(value)) return localize(value, language) as InLanguage<T>;
  if (Array.isArray(value)) {
    return value.map((item) => localizeEntry(item, language)) as InLanguage<T>;
  }
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localizeEntry(item, language)]),
    ) as InLanguage<T>;
  }
  return value as InLanguage<T>;
}

/** Fields for the editor's list and the build, not for the page (an entry's own page reads its
 * sharing from the entry: ./sharing.server.ts). */
type ListOnly = "name" | "order" | "publishAt" | "englishOnly" | "sharing";

type Entry<N extends CollectionName> = CollectionEntry<N>["entry"];

/** A list's entry as a page takes it: the schema's fields, with the file name as its id. */
export type ListItem<N extends CollectionName> = {
  id: string;
} & ("englishOnly" extends keyof Entry<N> ? { lang?: "en" } : unknown) &
  InLanguage<Omit<Entry<N>, ListOnly>>;

export async function readList<N extends CollectionName>(
  name: N,
  language: Language = "en",
): Promise<ListItem<N>[]> {
  return (await readCollection(name)).map(({ slug, entry }) => {
    const {
      name: _,
      order: _order,
      publishAt: _at,
      englishOnly: _only,
      sharing: _sharing,
      ...fields
    } = entry as {
      name?: unknown;
      order?: unknown;
      publishAt?: unknown;
      englishOnly?: boolean;
      sharing?: unknown;
    };
    const { own, mark } = entryLanguage(entry as { englishOnly?: boolean }, language);
    return { id: slug, ...mark, ...localizeEntry(fields, own) } as ListItem<N>;
  });
}

export function personName(entry: { name: string; nameAr?: string }, language: Language): string {
  const arabic = entry.nameAr?.trim() ?? "";
  return language === "ar" && arabic !== "" ? arabic : entry.name;
}

/** An entry ticked "English only" shows in English everywhere, marked as such where that differs. */
export function entryLanguage(
  entry: { englishOnly?: boolean },
  language: Language,
): { own: Language; mark: { lang?: "en" } } {
  const own: Language = entry.englishOnly ? "en" : language;
  return { own, mark: own === language ? {} : { lang: "en" } };
}

export function toImage(
  picture: { src: string | null; alt: Localized },
  language: Language = "en",
): ImageAsset {
  if (picture.src === null) throw new Error("A picture without a file reached a page");
  return imageAsset(picture.src, localize(picture.alt, language));
}

export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** Content stores English paths; an Arabic page links to its Arabic twins ("/about" → "/ar/about"). */
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
