// An office's own page, /offices/<slug>, pre-rendered for every place whose kind is "office".
import { data } from "react-router";
import { loadOfficePage } from "../cms/offices.server.ts";
import { explaining } from "../cms/problems.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";
import { OfficeProfile } from "../sections/office-profile.tsx";
import { siteDataOf } from "../seo/head.ts";
import { officeMeta } from "../seo/office-head.ts";
import type { Route } from "./+types/office";

export const loader = explaining(async ({ params, request }: Route.LoaderArgs) => {
  const page = await loadOfficePage(params.slug, languageOfRequest(request));
  if (page === null) throw data(null, { status: 404 });
  return page;
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  officeMeta(loaderData, siteDataOf(matches));

export default function OfficePage({ loaderData }: Route.ComponentProps) {
  const { page, ...office } = loaderData;
  return <OfficeProfile heading={page.heading} intro={page.intro} {...office} />;
}
