import { ItemGrid } from "../components/item-grid.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./group-companies.css";
import type { GroupCompany } from "../cms/model/types.ts";

export interface GroupCompaniesProps {
  heading: string;
  intro?: string;
  companies: readonly GroupCompany[];
  tone?: "plain" | "alt";
}

/** The group's companies as cards (home and about pages). */
export function GroupCompanies({ heading, intro, companies, tone = "plain" }: GroupCompaniesProps) {
  return (
    <TitledSection heading={heading} intro={intro} tone={tone}>
      <ItemGrid columns={3}>
        {companies.map((company) => (
          <li key={company.name} className="group-companies__item">
            <h3>{company.name}</h3>
            <p className="group-companies__focus">{company.focus}</p>
            <p>{company.description}</p>
          </li>
        ))}
      </ItemGrid>
    </TitledSection>
  );
}
