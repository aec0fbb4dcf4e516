export const languages = ["en", "ar"] as const;
export type Language = (typeof languages)[number];

export interface LanguageSettings {
  lang: Language;
  dir: "ltr" | "rtl";
  locale: string;
  name: string;
  comma: string;
}

export const languageSettings: Record<Language, LanguageSettings> = {
  en: { lang: "en", dir: "ltr", locale: "en_GB", name: "English", comma: ", " },
  ar: { lang: "ar", dir: "rtl", locale: "ar_AR", name: "العربية", comma: "، " },
};

export const arabicPrefix = "/ar";

export function languageOfPath(pathname: string): Language {
  return pathname === arabicPrefix || pathname.startsWith(`${arabicPrefix}/`) ? "ar" : "en";
}

export function withoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(arabicPrefix.length) || "/";
}

export function localizedPath(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  if (/^\/(images|documents|api|fonts|icons|assets)(\/|$)/.test(path)) return path;
  const bare = withoutLanguage(path);
  if (language === "en") return bare;
  return bare === "/" || bare.startsWith("/#")
    ? `${arabicPrefix}${bare.slice(1)}`
    : `${arabicPrefix}${bare}`;
}

export function languageAttributes(entry: { lang?: "en" }) {
  return entry.lang === undefined ? {} : ({ lang: entry.lang, dir: "ltr" } as const);
}

export const otherLanguage = (language: Language): Language => (language === "en" ? "ar" : "en");
