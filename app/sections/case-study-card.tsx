import type { CaseStudyCard as Card } from "../../common/case-study-types.ts";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import "./case-study-card.css";

/** A case study as a card: picture, industry, title linking to its page, client, first figure.
 * The same on the Impact page, its filters, industry, service, person and office pages. */
export function CaseStudyCard({ study }: { study: Card }) {
  const [figure] = study.figures;
  return (
    <article className="case-study">
      <ResponsiveImage
        image={study.cover}
        sizes="(min-width: 900px) 560px, 100vw"
        className="case-study__cover"
      />
      <div className="case-study__body">
        <p className="case-study__sector">{study.industry.name}</p>
        <h3>
          <a href={study.to}>{study.title}</a>
        </h3>
        <p className="case-study__client">{study.client}</p>
        {figure && (
          <p className="case-study__figure">
            {/* "5,000+" reads left to right on Arabic pages too. */}
            <bdi dir="ltr" className="case-study__value">
              {figure.value}
            </bdi>{" "}
            <span>{figure.label}</span>
          </p>
        )}
      </div>
    </article>
  );
}
