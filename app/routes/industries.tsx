import { pageLoader } from "../cms/page-loader.server.ts";
import { loadIndustriesPage } from "../cms/pages.server.ts";
import { CallToAction } from "../sections/call-to-action.tsx";
import { IndustryGrid } from "../sections/industry-grid.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/industries";

/** The industries and the page's words, read from content/ at pre-render. */
export const loader = pageLoader(loadIndustriesPage);

export const meta = routeMeta;

export default function IndustriesPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={page.page} />
      <IndustryGrid {...page.section} />
      <CallToAction {...page.callToAction} />
    </>
  );
}
