// A team member's own page, /people/<slug>, pre-rendered for every member of the team.
import { loadPersonPage } from "../cms/people.server.ts";
import { loadBySlugOr404 } from "../cms/slug-loader.server.ts";
import { PersonProfile } from "../sections/person-profile.tsx";
import { personMeta, siteDataOf } from "../seo/head.ts";
import type { Route } from "./+types/person";

export const loader = loadBySlugOr404(loadPersonPage);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  personMeta(loaderData, siteDataOf(matches));

export default function PersonPage({ loaderData }: Route.ComponentProps) {
  const { page: _, ...profile } = loaderData;
  return <PersonProfile {...profile} />;
}
