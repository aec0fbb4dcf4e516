import { pageLoader } from "../cms/page-loader.server.ts";
import { loadWhatWeDoPage } from "../cms/pages.server.ts";
import { CallToAction } from "../sections/call-to-action.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { ServiceAreas } from "../sections/service-areas.tsx";
import { TimeClock } from "../sections/time-clock.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/what-we-do";

/** The services and the page's words, read from content/ at pre-render. */
export const loader = pageLoader(loadWhatWeDoPage);

export const meta = routeMeta;

export default function WhatWeDoPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={page.page} />
      <ServiceAreas services={page.services} moreOnService={page.moreOnService} />
      <TimeClock {...page.timeClock} />
      <CallToAction {...page.callToAction} />
    </>
  );
}
