import type { ImageAsset } from "../../common/images.ts";
import type { SocialLink } from "../../common/site-data-types.ts";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { SocialLinks } from "../components/social-links.tsx";
import "./person-card.css";

export interface PersonCardData {
  id: string;
  name: string;
  role: string;
  portrait: ImageAsset;
  /** The person's page. */
  to: string;
  office?: string;
  social?: SocialLink[];
}

/** A person as a card: portrait, name linking to their page, role, office and profiles when
 * given. The same on the About page and on industry, service and office pages. */
export function PersonCard({ person }: { person: PersonCardData }) {
  return (
    <div className="team-card">
      <ResponsiveImage
        image={person.portrait}
        sizes="(min-width: 1200px) 200px, (min-width: 640px) 30vw, 60vw"
        className="team-card__portrait"
      />
      <div className="team-card__words">
        <h3 className="team-card__name">
          <a href={person.to}>{person.name}</a>
        </h3>
        <p className="team-card__role">{person.role}</p>
        {person.office && <p className="team-card__office">{person.office}</p>}
        {person.social && person.social.length > 0 && <SocialLinks links={person.social} />}
      </div>
    </div>
  );
}
