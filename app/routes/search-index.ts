// The search index, /search-index.json: pre-rendered to a file at build time, fetched by the
// Search dialog when it first opens, so it stays out of every page's first load.
import { languageOfRequest, localizeLinks } from "../cms/reader.server.ts";
import { buildSearchIndex } from "../cms/search-index.server.ts";

/** The index of the pages of one language: /search-index.json and /ar/search-index.json. */
export async function loader({ request }: { request: Request }) {
  const language = languageOfRequest(request);
  return Response.json(localizeLinks(await buildSearchIndex(language), language));
}
