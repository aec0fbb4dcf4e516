import type { TeamMember } from "../../common/content-types.ts";
import { personPath } from "../../common/paths.ts";
import { ItemGrid } from "../components/item-grid.tsx";
import { useLocalizedPath } from "../hooks/use-site-data.ts";
import { PersonCard } from "./person-card.tsx";
import { TitledSection } from "./titled-section.tsx";

export interface TeamGridProps {
  heading: string;
  intro?: string;
  members: readonly TeamMember[];
}

/** The team: portrait, name linked to the person's page, role and social links named after the person. */
export function TeamGrid({ heading, intro, members }: TeamGridProps) {
  const localized = useLocalizedPath();
  return (
    <TitledSection heading={heading} intro={intro}>
      <ItemGrid columns={{ minWidth: "200px" }}>
        {members.map((member) => (
          <li key={member.id}>
            <PersonCard person={{ ...member, to: localized(personPath(member.id)) }} />
          </li>
        ))}
      </ItemGrid>
    </TitledSection>
  );
}
