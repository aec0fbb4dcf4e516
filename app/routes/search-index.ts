// The search index, /search-index.json: pre-rendered to a file at build time, fetched by the
// Search dialog when it first opens, so it stays out of every page's first load.
import { buildSearchIndex } from "../cms/search-index.server.ts";

export async function loader() {
  return Response.json(await buildSearchIndex());
}
