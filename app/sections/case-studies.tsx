import type { CaseStudyList, FilterLink } from "../../common/case-study-types.ts";
import { ItemGrid } from "../components/item-grid.tsx";
import { CaseStudyCard } from "./case-study-card.tsx";
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
        {studies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
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
