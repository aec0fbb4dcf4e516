import { paths } from "../../common/paths.ts";
import { industries, industriesCallToAction, industriesSection } from "../../content/industries.ts";
import { pages } from "../../content/pages.ts";
import { pageMeta } from "../config/meta.ts";
import { CallToAction } from "../sections/call-to-action.tsx";
import { IndustryGrid } from "../sections/industry-grid.tsx";
import { PageHeader } from "../sections/page-header.tsx";

export const meta = () => pageMeta(paths.industries);

export default function IndustriesPage() {
  return (
    <>
      <PageHeader page={pages[paths.industries]} />
      <IndustryGrid
        heading={industriesSection.heading}
        intro={industriesSection.intro}
        industries={industries}
      />
      <CallToAction {...industriesCallToAction} />
    </>
  );
}
