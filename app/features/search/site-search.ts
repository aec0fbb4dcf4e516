// Loaded on the first opening of the Search dialog, so the index stays out of the first page load.
import { buildSearchIndex } from "../../../content/search-index.ts";
import { createSearcher } from "./search-match.ts";

export const searchSite = createSearcher(buildSearchIndex());
