import type { CaseStudy } from "../../common/content-types.ts";
import { ItemGrid } from "../components/item-grid.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./case-studies.css";

export interface CaseStudiesProps {
  heading: string;
  intro?: string;
  /** Tells the visitor these are samples, for the business to replace with real ones. */
  note: string;
  labels: { challenge: string; approach: string; result: string };
  studies: readonly CaseStudy[];
}

export function CaseStudies({ heading, intro, note, labels, studies }: CaseStudiesProps) {
  return (
    <TitledSection heading={heading} intro={intro} tone="alt">
      <p className="case-studies__note">{note}</p>
      <ItemGrid columns={{ count: 2, from: 900 }}>
        {studies.map((study) => (
          <li key={study.id} id={study.id}>
            <article className="case-study">
              <p className="case-study__sector">
                {[study.industry, ...study.services].join(" · ")}
              </p>
              <h3>{study.title}</h3>
              <p className="case-study__client">{study.client}</p>
              <dl className="case-study__facts">
                <dt>{labels.challenge}</dt>
                <dd>{study.challenge}</dd>
                <dt>{labels.approach}</dt>
                <dd>{study.approach}</dd>
                <dt>{labels.result}</dt>
                <dd>{study.result}</dd>
              </dl>
            </article>
          </li>
        ))}
      </ItemGrid>
    </TitledSection>
  );
}
