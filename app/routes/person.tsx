// A team member's own page, /people/<slug>, pre-rendered for every member of the team.
import { data } from "react-router";
import { loadPersonPage } from "../cms/people.server.ts";
import { explaining } from "../cms/problems.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";
import { PersonProfile } from "../sections/person-profile.tsx";
import { personMeta, siteDataOf } from "../seo/head.ts";
import type { Route } from "./+types/person";

export const loader = explaining(async ({ params, request }: Route.LoaderArgs) => {
  const page = await loadPersonPage(params.slug, languageOfRequest(request));
  if (page === null) throw data(null, { status: 404 });
  return page;
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  personMeta(loaderData, siteDataOf(matches));

export default function PersonPage({ loaderData }: Route.ComponentProps) {
  const { page: _, ...profile } = loaderData;
  return <PersonProfile {...profile} />;
}
