// The site's two languages. English pages keep their addresses; each has an Arabic twin under /ar
// ("/about" → "/ar/about", "/" → "/ar"). A page's language comes from its address alone.

export const languages = ["en", "ar"] as const;
export type Language = (typeof languages)[number];

export interface LanguageSettings {
  /** The `lang` attribute and `hreflang`. */
  lang: Language;
  dir: "ltr" | "rtl";
  /** Open Graph's og:locale. */
  locale: string;
  /** The language's name in itself, as the language switch shows it. */
  name: string;
  /** The comma between the parts of a name, as in "Dubai, UAE" and "دبي، الإمارات". */
  comma: string;
}

export const languageSettings: Record<Language, LanguageSettings> = {
  en: { lang: "en", dir: "ltr", locale: "en_GB", name: "English", comma: ", " },
  ar: { lang: "ar", dir: "rtl", locale: "ar_AR", name: "العربية", comma: "، " },
};

/** Where the Arabic pages live. */
export const arabicPrefix = "/ar";

/** The language of a path: Arabic under /ar, English elsewhere. */
export function languageOfPath(pathname: string): Language {
  return pathname === arabicPrefix || pathname.startsWith(`${arabicPrefix}/`) ? "ar" : "en";
}

/** The same path without its language prefix: "/ar/about" → "/about", "/ar" → "/". */
export function withoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(arabicPrefix.length) || "/";
}

/**
 * A path of this site in a language: "/about#team" → "/ar/about#team" in Arabic. Addresses that are
 * not pages of this site (https:, mailto:, tel:, pictures, the API) are left as they are.
 */
export function localizedPath(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  if (/^\/(images|api|fonts|icons|assets)(\/|$)/.test(path)) return path;
  const bare = withoutLanguage(path);
  if (language === "en") return bare;
  return bare === "/" || bare.startsWith("/#")
    ? `${arabicPrefix}${bare.slice(1)}`
    : `${arabicPrefix}${bare}`;
}

/**
 * The attributes that mark an entry's own words when they are not in the page's language (an entry
 * ticked "English only" on an Arabic page): lang="en" dir="ltr", or nothing.
 */
export function languageAttributes(entry: { lang?: "en" }) {
  return entry.lang === undefined ? {} : ({ lang: entry.lang, dir: "ltr" } as const);
}

/** The other language of a two-language site. */
export const otherLanguage = (language: Language): Language => (language === "en" ? "ar" : "en");
