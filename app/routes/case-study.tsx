// A case study's own page, /impact/<slug>, pre-rendered for every case study.
import { loadCaseStudyPage } from "../cms/case-studies.server.ts";
import { entryDocument } from "../cms/documents.server.ts";
import { loadBySlugOr404 } from "../cms/slug-loader.server.ts";
import { CaseStudyArticle } from "../sections/case-study-article.tsx";
import { pageWithTrailMeta } from "../seo/case-study-head.ts";
import { siteDataOf } from "../seo/head.ts";
import type { Route } from "./+types/case-study";

export const loader = loadBySlugOr404(async (slug, language) => {
  const page = await loadCaseStudyPage(slug, language);
  if (page === null) return null;
  const document = await entryDocument("caseStudies", slug, language);
  return { ...page, ...(document ? { document } : {}) };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageWithTrailMeta(loaderData, siteDataOf(matches));

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { page: _, ...study } = loaderData;
  return <CaseStudyArticle {...study} />;
}
