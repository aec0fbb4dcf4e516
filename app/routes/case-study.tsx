// A case study's own page, /impact/<slug>, pre-rendered for every case study.
import { data } from "react-router";
import { loadCaseStudyPage } from "../cms/case-studies.server.ts";
import { explaining } from "../cms/problems.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";
import { CaseStudyArticle } from "../sections/case-study-article.tsx";
import { pageWithTrailMeta } from "../seo/case-study-head.ts";
import { siteDataOf } from "../seo/head.ts";
import type { Route } from "./+types/case-study";

export const loader = explaining(async ({ params, request }: Route.LoaderArgs) => {
  const page = await loadCaseStudyPage(params.slug, languageOfRequest(request));
  if (page === null) throw data(null, { status: 404 });
  return page;
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageWithTrailMeta(loaderData, siteDataOf(matches));

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { page: _, ...study } = loaderData;
  return <CaseStudyArticle {...study} />;
}
