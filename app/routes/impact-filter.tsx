// The Impact page narrowed to one industry's or one service area's case studies,
// /impact/industry/<slug> and /impact/service/<slug>: pre-rendered for each that has one.
import { data } from "react-router";
import { impactFilters, loadImpactList } from "../cms/case-studies.server.ts";
import { explaining } from "../cms/problems.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";
import { CaseStudies } from "../sections/case-studies.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { pageWithTrailMeta } from "../seo/case-study-head.ts";
import { siteDataOf } from "../seo/head.ts";
import type { Route } from "./+types/impact-filter";

export const loader = explaining(async ({ params, request }: Route.LoaderArgs) => {
  const filter = impactFilters.find((name) => name === params.filter);
  const page =
    filter && (await loadImpactList(languageOfRequest(request), { filter, slug: params.slug }));
  if (!page) throw data(null, { status: 404 });
  return page;
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageWithTrailMeta(loaderData, siteDataOf(matches));

export default function ImpactFilterPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        page={page.page}
        trail={page.breadcrumb && { label: page.breadcrumbLabel ?? "", steps: page.breadcrumb }}
      />
      <CaseStudies {...page.caseStudies} />
    </>
  );
}
