import { impactFiguresAnchor } from "../../common/paths.ts";
import { loadImpactPage } from "../cms/pages.server.ts";
import { pageLoader } from "../cms/reader.server.ts";
import { CaseStudies } from "../sections/case-studies.tsx";
import { ImpactFigures } from "../sections/impact-figures.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/impact";

/** The impact figures, case studies and the page's words, read from content/ at pre-render. */
export const loader = pageLoader(loadImpactPage);

export const meta = routeMeta;

export default function ImpactPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={page.page} />
      <div id={impactFiguresAnchor}>
        <ImpactFigures {...page.figures} />
      </div>
      <CaseStudies {...page.caseStudies} />
    </>
  );
}
