import type { SearchKind } from "./site-data-types.ts";

export const searchIndexUrl = "/search-index.json";

export interface SearchEntry {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  to: string;
  lang?: "en";
}
