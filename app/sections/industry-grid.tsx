import { industryPath } from "../../common/paths.ts";
import { ItemGrid } from "../components/item-grid.tsx";
import { useLocalizedPath } from "../hooks/use-site-data.ts";
import { IndustryIcon } from "./industry-icons.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./industry-grid.css";
import type { Industry } from "../cms/model/types.ts";

export interface IndustryGridProps {
  heading: string;
  intro?: string;
  industries: readonly Industry[];
}

/**
 * The industries served, as cards with an icon, each leading to the industry's own page; each
 * card's id is its industry's id, so links to /industries#<id> still find it.
 */
export function IndustryGrid({ heading, intro, industries }: IndustryGridProps) {
  const localized = useLocalizedPath();
  return (
    <TitledSection heading={heading} intro={intro}>
      <ItemGrid columns={{ minWidth: "260px" }}>
        {industries.map((industry) => (
          <li key={industry.id} id={industry.id} className="industry-card">
            <span className="industry-card__icon">
              <IndustryIcon icon={industry.icon} />
            </span>
            <h3>
              <a href={localized(industryPath(industry.id))} className="industry-card__link">
                {industry.title}
              </a>
            </h3>
            <p>{industry.description}</p>
          </li>
        ))}
      </ItemGrid>
    </TitledSection>
  );
}
