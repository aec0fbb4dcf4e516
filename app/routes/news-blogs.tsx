import { loadNewsPage } from "../cms/pages.server.ts";
import { pageLoader } from "../cms/reader.server.ts";
import { LatestNews } from "../sections/latest-news.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/news-blogs";

/** The news items and the page's words, read from content/ at pre-render. */
export const loader = pageLoader(loadNewsPage);

export const meta = routeMeta;

export default function NewsBlogsPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={page.page} />
      <LatestNews {...page.news} />
    </>
  );
}
