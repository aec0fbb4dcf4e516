// The index is fetched when the Search button's code wakes (its first hover or focus) or on the
// first opening of the dialog, so it stays out of every page load; later openings reuse it.

import type { Digits } from "../../../common/format.ts";
import { type Language, localizedPath } from "../../../common/i18n.ts";
import { type SearchEntry, searchIndexUrl } from "../../../common/search.ts";
import type { Catalog, Translate } from "../../../common/ui-messages.ts";
import { translator } from "../../../common/ui-plural-messages.ts";
import { createSearcher, type Searcher } from "./search-match.ts";

let loading: Promise<Searcher> | undefined;

function fetchedAhead(url: string): Promise<Response> | undefined {
  const store = (globalThis as { islandData?: Record<string, Promise<Response>> }).islandData;
  const response = store?.[url];
  if (store) delete store[url];
  return response;
}

async function fetchIndex(url: string): Promise<Searcher> {
  const response = await (fetchedAhead(url) ?? fetch(url));
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const body = (await response.json()) as SearchEntry[] | { entries: SearchEntry[] };
  return createSearcher(Array.isArray(body) ? body : body.entries);
}

export function searchIndexOf(language: Language): string {
  return localizedPath(searchIndexUrl, language);
}

export function loadSearcher(language: Language = "en"): Promise<Searcher> {
  loading ??= fetchIndex(searchIndexOf(language)).catch((error: unknown) => {
    // A failed fetch is tried again on the next opening.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Called when the Search island wakes, so the first keystroke finds the index and the result
 * count's words ready. Intl builds its plural rules and number format on first use, a tenth of a
 * second on a slow phone: spent here, not on the first keystroke.
 */
export function prepareSearch(
  language: Language,
  digits: Digits,
  messages: Partial<Catalog>,
): Translate {
  loadSearcher(language).catch(() => {});
  const translate = translator(language, digits, messages as Catalog);
  translate("search.resultCount", { count: 1 });
  return translate;
}
