import { impactFiguresAnchor } from "../../common/paths.ts";
import { loadImpactList } from "../cms/case-studies.server.ts";
import { pageLoader } from "../cms/page-loader.server.ts";
import { CaseStudies } from "../sections/case-studies.tsx";
import { ImpactFigures } from "../sections/impact-figures.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/impact";

/** The impact figures, the case studies with their filters and the page's words, read at pre-render. */
export const loader = pageLoader(async (language) => {
  const page = await loadImpactList(language);
  if (page === null) throw new Error("The Impact page could not be read");
  return page;
});

export const meta = routeMeta;

export default function ImpactPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={page.page} />
      {page.figures && (
        <div id={impactFiguresAnchor}>
          <ImpactFigures {...page.figures} />
        </div>
      )}
      <CaseStudies {...page.caseStudies} />
    </>
  );
}
