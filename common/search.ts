// The site search's index: built at pre-render into one JSON file, fetched by the Search dialog
// when it first opens.
import type { SearchKind } from "./site-data-types.ts";

/** Where the pre-rendered index is served: a JSON array of entries (or { entries: [...] }). */
export const searchIndexUrl = "/search-index.json";

export interface SearchEntry {
  /** Unique within the index. */
  id: string;
  kind: SearchKind;
  title: string;
  /** Further words that should find the entry (shown as the result's description). */
  text: string;
  /** Internal link to the page or the section that holds it. */
  to: string;
  /** Set when its title is in another language than the index's (an English-only post). */
  lang?: "en";
}
