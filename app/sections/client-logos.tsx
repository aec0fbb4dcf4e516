import type { ClientLogo as ClientLogoData } from "../../common/content-types.ts";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { Carousel } from "../features/carousel/carousel.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./client-logos.css";

export interface ClientLogosProps {
  heading: string;
  carouselLabel: string;
  logos: readonly ClientLogoData[];
}

/** One client's logo; its description (alt text) names the client. */
export function ClientLogo({ logo }: { logo: ClientLogoData }) {
  return (
    <div className="client-logo">
      <ResponsiveImage image={logo.logo} sizes="240px" />
    </div>
  );
}

/** Client wordmarks in the sponsors carousel. */
export function ClientLogos({ heading, carouselLabel, logos }: ClientLogosProps) {
  return (
    <TitledSection heading={heading}>
      <Carousel variant="sponsors" label={carouselLabel}>
        {logos.map((logo) => (
          <ClientLogo key={logo.id} logo={logo} />
        ))}
      </Carousel>
    </TitledSection>
  );
}
