// A service area's own page, /what-we-do/<slug>, pre-rendered for every entry of the list.
import { loadAreaPage } from "../cms/areas.server.ts";
import { entryDocument } from "../cms/documents.server.ts";
import { loadBySlugOr404 } from "../cms/slug-loader.server.ts";
import { AreaProfile } from "../sections/area-profile.tsx";
import { areaMeta, siteDataOf } from "../seo/head.ts";
import type { Route } from "./+types/service";

export const loader = loadBySlugOr404(async (slug, language) => {
  const page = await loadAreaPage("service", slug, language);
  if (page === null) return null;
  const document = await entryDocument("services", slug, language);
  return { ...page, ...(document ? { document } : {}) };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  areaMeta(loaderData, siteDataOf(matches));

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <AreaProfile {...loaderData} />;
}
