import { paths } from "../../common/paths.ts";
import { caseStudies, caseStudiesSection } from "../../content/case-studies.ts";
import { impactFigures, impactPage } from "../../content/impact.ts";
import { pages } from "../../content/pages.ts";
import { pageMeta } from "../config/meta.ts";
import { CaseStudies } from "../sections/case-studies.tsx";
import { ImpactFigures } from "../sections/impact-figures.tsx";
import { PageHeader } from "../sections/page-header.tsx";

export const meta = () => pageMeta(paths.impact);

export default function ImpactPage() {
  return (
    <>
      <PageHeader page={pages[paths.impact]} />
      <div id={impactPage.anchor}>
        <ImpactFigures
          heading={impactPage.heading}
          intro={impactPage.intro}
          figures={impactFigures}
        />
      </div>
      <CaseStudies
        heading={caseStudiesSection.heading}
        intro={caseStudiesSection.intro}
        note={caseStudiesSection.sampleNote}
        labels={caseStudiesSection.labels}
        studies={caseStudies}
      />
    </>
  );
}
