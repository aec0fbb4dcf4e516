import type { CaseStudyList, FilterLink } from "../../common/case-study-types.ts";
import { ItemGrid } from "../components/item-grid.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./case-studies.css";

/** The case studies as cards, each linking to its page, under links that narrow them down. */
export function CaseStudies({ heading, intro, note, filters, studies }: CaseStudyList) {
  return (
    <TitledSection heading={heading} intro={intro} tone="alt">
      <nav aria-label={filters.label} className="case-filters">
        <ul className="case-filters__all">
          <FilterItem link={filters.all} />
        </ul>
        {filters.groups.map((group) => (
          <div key={group.id} className="case-filters__group">
            <p className="case-filters__label" id={`case-filters-${group.id}`}>
              {group.label}
            </p>
            <ul aria-labelledby={`case-filters-${group.id}`}>
              {group.links.map((link) => (
                <FilterItem key={link.to} link={link} />
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <ItemGrid columns={{ count: 2, from: 900 }}>
        {studies.map((study) => {
          const [figure] = study.figures;
          return (
            <li key={study.id}>
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
            </li>
          );
        })}
      </ItemGrid>
      {/* Which cards are illustrative examples: said once, under them (empty when none is). */}
      {note && <p className="case-studies__note">{note}</p>}
    </TitledSection>
  );
}

function FilterItem({ link }: { link: FilterLink }) {
  return (
    <li>
      <a
        href={link.to}
        className="case-filters__link"
        aria-current={link.current ? "page" : undefined}
      >
        {link.name} <span className="case-filters__count">{link.count}</span>
      </a>
    </li>
  );
}
