// A service area's own page, /what-we-do/<slug>, pre-rendered for every entry of the list.
import { data } from "react-router";
import { loadAreaPage } from "../cms/areas.server.ts";
import { explaining } from "../cms/problems.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";
import { AreaProfile } from "../sections/area-profile.tsx";
import { areaMeta, siteDataOf } from "../seo/head.ts";
import type { Route } from "./+types/service";

export const loader = explaining(async ({ params, request }: Route.LoaderArgs) => {
  const page = await loadAreaPage("service", params.slug, languageOfRequest(request));
  if (page === null) throw data(null, { status: 404 });
  return page;
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  areaMeta(loaderData, siteDataOf(matches));

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <AreaProfile {...loaderData} />;
}
