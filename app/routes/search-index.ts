// Pre-rendered to a file and fetched when Search first opens, so it stays out of every page's first load.
import { languageOfRequest, localizeLinks } from "../cms/reader.server.ts";
import { buildSearchIndex } from "../cms/search-index.server.ts";

export async function loader({ request }: { request: Request }) {
  const language = languageOfRequest(request);
  return Response.json(localizeLinks(await buildSearchIndex(language), language));
}
