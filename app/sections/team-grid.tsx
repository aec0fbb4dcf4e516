import type { ImageAsset } from "../../content/images.ts";
import type { TeamMember } from "../../content/team.ts";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { SocialLinks } from "../components/social-links.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./team-grid.css";

export interface TeamGridProps {
  heading: string;
  intro?: string;
  members: readonly TeamMember[];
  portraits: Readonly<Record<TeamMember["portrait"], ImageAsset>>;
}

/** The team: portrait, name, role and social links named after the person. */
export function TeamGrid({ heading, intro, members, portraits }: TeamGridProps) {
  return (
    <TitledSection heading={heading} intro={intro}>
      <ul className="team-grid">
        {members.map((member) => (
          <li key={member.id} className="team-card">
            <ResponsiveImage
              image={portraits[member.portrait]}
              sizes="(min-width: 1200px) 200px, (min-width: 640px) 30vw, 60vw"
              className="team-card__portrait"
            />
            <h3 className="team-card__name">{member.name}</h3>
            <p className="team-card__role">{member.role}</p>
            <SocialLinks links={member.social} label={member.name} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
