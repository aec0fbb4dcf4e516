// The index is fetched on the first opening of the Search dialog, so it stays out of every page
// load; later openings reuse it.
import { type SearchEntry, searchIndexUrl } from "../../../common/search.ts";
import { createSearcher, type Searcher } from "./search-match.ts";

let loading: Promise<Searcher> | undefined;

async function fetchIndex(): Promise<Searcher> {
  const response = await fetch(searchIndexUrl);
  if (!response.ok) throw new Error(`${searchIndexUrl}: ${response.status}`);
  const body = (await response.json()) as SearchEntry[] | { entries: SearchEntry[] };
  return createSearcher(Array.isArray(body) ? body : body.entries);
}

export function loadSearcher(): Promise<Searcher> {
  loading ??= fetchIndex().catch((error: unknown) => {
    // A failed fetch is tried again on the next opening.
    loading = undefined;
    throw error;
  });
  return loading;
}
