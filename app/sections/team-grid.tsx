import type { TeamMember } from "../../common/content-types.ts";
import { personPath } from "../../common/paths.ts";
import { ItemGrid } from "../components/item-grid.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { SocialLinks } from "../components/social-links.tsx";
import { useLocalizedPath } from "../hooks/use-site-data.ts";
import { TitledSection } from "./titled-section.tsx";
import "./team-grid.css";

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
          <li key={member.id} className="team-card">
            <ResponsiveImage
              image={member.portrait}
              sizes="(min-width: 1200px) 200px, (min-width: 640px) 30vw, 60vw"
              className="team-card__portrait"
            />
            <h3 className="team-card__name">
              <a href={localized(personPath(member.id))}>{member.name}</a>
            </h3>
            <p className="team-card__role">{member.role}</p>
            <p className="team-card__office">{member.office}</p>
            <SocialLinks links={member.social} />
          </li>
        ))}
      </ItemGrid>
    </TitledSection>
  );
}
