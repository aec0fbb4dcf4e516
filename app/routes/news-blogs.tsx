// News & Blogs, /news-blogs, and its filter pages, /news-blogs/topic|industry|service/<slug>.
import { data } from "react-router";
import { localizedPath } from "../../common/i18n.ts";
import type { ListFilter } from "../../common/paths.ts";
import { paths } from "../../common/paths.ts";
import { loadInsightsPage } from "../cms/insights.server.ts";
import { explaining } from "../cms/problems.server.ts";
import { languageOfRequest, localizeLinks } from "../cms/reader.server.ts";
import { InsightsList } from "../sections/insights-list.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { siteDataOf } from "../seo/head.ts";
import { insightsMeta } from "../seo/insights.ts";
import type { Route } from "./+types/news-blogs";

const filters: readonly string[] = ["topic", "industry", "service"] satisfies ListFilter[];

export const loader = explaining(async ({ params, request }: Route.LoaderArgs) => {
  const language = languageOfRequest(request);
  const { filter, slug } = params as { filter?: string; slug?: string };
  const current =
    filter === undefined || slug === undefined ? undefined : { filter: filter as ListFilter, slug };
  if (current && !filters.includes(current.filter)) throw data(null, { status: 404 });
  const page = await loadInsightsPage(language, current);
  if (page === null) throw data(null, { status: 404 });
  return { ...localizeLinks(page, language), allPath: localizedPath(paths.newsBlogs, language) };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  insightsMeta(loaderData, siteDataOf(matches));

export default function NewsBlogsPage({ loaderData }: Route.ComponentProps) {
  const { page, breadcrumb, breadcrumbLabel, ...list } = loaderData;
  // A filter page shows its trail (Home › News & Blogs › the filter) as the other nested pages
  // do; the loader has put its paths in the page's language.
  const trail = list.current === null ? undefined : { label: breadcrumbLabel, steps: breadcrumb };
  return (
    <>
      <PageHeader page={page} trail={trail} />
      <InsightsList {...list} />
    </>
  );
}
