import { createContext, useContext, useMemo } from "react";
import { formatDate, formatNumber, inDigits } from "../../common/format.ts";
import { localizedPath } from "../../common/i18n.ts";
import {
  type SimpleMessageValues,
  simpleTranslator,
  type Translate,
} from "../../common/ui-messages.ts";
import type { SiteData } from "../cms/model/types.ts";

/** Words come from loader data, not imports, so they travel in the page's HTML, not in scripts. */
export const SiteDataContext = createContext<SiteData | undefined>(undefined);

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error("useSiteData: no site data (the root loader's data is missing)");
  return data;
}

export function useLocalizedPath(): (path: string) => string {
  const { language } = useSiteData();
  return (path) => localizedPath(path, language);
}

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

export function useMessages(): Translate<SimpleMessageValues> {
  const { digits, messages } = useSiteData();
  return useMemo(() => simpleTranslator(digits, messages), [digits, messages]);
}

export function useOptionalSiteData(): SiteData | undefined {
  return useContext(SiteDataContext);
}
