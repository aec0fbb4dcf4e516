import { paths } from "../../common/paths.ts";
import { pages } from "../../content/pages.ts";
import { serviceAreas, servicesCallToAction, timeClock } from "../../content/services.ts";
import { pageMeta } from "../config/meta.ts";
import { CallToAction } from "../sections/call-to-action.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { ServiceAreas } from "../sections/service-areas.tsx";
import { TimeClock } from "../sections/time-clock.tsx";

export const meta = () => pageMeta(paths.whatWeDo);

export default function WhatWeDoPage() {
  return (
    <>
      <PageHeader page={pages[paths.whatWeDo]} />
      <ServiceAreas services={serviceAreas} />
      <TimeClock heading={timeClock.heading} bullets={timeClock.bullets} />
      <CallToAction {...servicesCallToAction} />
    </>
  );
}
