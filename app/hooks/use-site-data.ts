import { createContext, useContext, useMemo } from "react";
import { formatDate, formatNumber, inDigits } from "../../common/format.ts";
import { localizedPath } from "../../common/i18n.ts";
import type { SiteData } from "../../common/site-data-types.ts";
import {
  type SimpleMessageValues,
  simpleTranslator,
  type Translate,
} from "../../common/ui-messages.ts";

/**
 * The site-wide words the root route's loader read from content/ at build time. The root layout
 * provides them (from useRouteLoaderData("root")); the header, footer, menus and features read
 * them here rather than importing any text, so the words travel in the page's HTML, not in scripts.
 */
export const SiteDataContext = createContext<SiteData | undefined>(undefined);

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error("useSiteData: no site data (the root loader's data is missing)");
  return data;
}

/** A path of this site in the page's language ("/about" is "/ar/about" on an Arabic page). */
export function useLocalizedPath(): (path: string) => string {
  const { language } = useSiteData();
  return (path) => localizedPath(path, language);
}

/** Dates and numbers as the page writes them (its language, and the digits chosen for it). */
export function useFormats() {
  const { language, digits } = useSiteData();
  return useMemo(
    () => ({
      date: (iso: string) => formatDate(iso, language, digits),
      number: (value: number) => formatNumber(value, digits),
      /** A year, without a thousands separator: 2009 or ٢٠٠٩. */
      year: (value: number) => inDigits(String(value), digits),
    }),
    [language, digits],
  );
}

/**
 * The interface's placeholder-only messages in the page's language (common/ui-messages.ts); code
 * loaded on demand fills in plural ones with common/ui-plural-messages.ts.
 */
export function useMessages(): Translate<SimpleMessageValues> {
  const { digits, messages } = useSiteData();
  return useMemo(() => simpleTranslator(digits, messages), [digits, messages]);
}

/** For the parts of the layout that must still render when the root loader failed. */
export function useOptionalSiteData(): SiteData | undefined {
  return useContext(SiteDataContext);
}
