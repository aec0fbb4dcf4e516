import type { LogoAsset } from "../../content/images.ts";
import { Carousel } from "../features/carousel/carousel.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./client-logos.css";

export interface ClientLogosProps {
  heading: string;
  carouselLabel: string;
  logos: readonly LogoAsset[];
}

/** One client's wordmark; its name is the image's text alternative. */
export function ClientLogo({ logo }: { logo: LogoAsset }) {
  return (
    <div className="client-logo">
      <img
        src={logo.src}
        alt={logo.name}
        width={logo.width}
        height={logo.height}
        loading="lazy"
        decoding="async"
      />
    </div>
  );
}

/** Client wordmarks in the sponsors carousel. */
export function ClientLogos({ heading, carouselLabel, logos }: ClientLogosProps) {
  return (
    <TitledSection heading={heading}>
      <Carousel variant="sponsors" label={carouselLabel}>
        {logos.map((logo) => (
          <ClientLogo key={logo.src} logo={logo} />
        ))}
      </Carousel>
    </TitledSection>
  );
}
