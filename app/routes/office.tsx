// An office's own page, /offices/<slug>, pre-rendered for every place whose kind is "office".
import { loadOfficePage } from "../cms/offices.server.ts";
import { loadBySlugOr404 } from "../cms/slug-loader.server.ts";
import { OfficeProfile } from "../sections/office-profile.tsx";
import { siteDataOf } from "../seo/head.ts";
import { officeMeta } from "../seo/office-head.ts";
import type { Route } from "./+types/office";

export const loader = loadBySlugOr404(loadOfficePage);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  officeMeta(loaderData, siteDataOf(matches));

export default function OfficePage({ loaderData }: Route.ComponentProps) {
  const { page, ...office } = loaderData;
  return <OfficeProfile heading={page.heading} intro={page.intro} {...office} />;
}
