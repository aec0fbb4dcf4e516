import { Carousel } from "../features/carousel/carousel.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./services-carousel.css";
import type { ServiceArea } from "../cms/model/types.ts";

/** A service area with the address of its own page, in the page's language. */
export type LinkedService = ServiceArea & { to: string };

export interface ServicesCarouselProps {
  heading: string;
  intro?: string;
  carouselLabel: string;
  services: readonly LinkedService[];
}

/** One service as a card; the whole card leads to the service area's own page. */
export function ServiceCard({ service }: { service: LinkedService }) {
  return (
    <article className="service-card">
      <h3 className="service-card__title">
        <a href={service.to} className="service-card__link">
          {service.title}
        </a>
      </h3>
      <p>{service.summary}</p>
    </article>
  );
}

/** Service cards in a carousel, each leading to the service area's own page. */
export function ServicesCarousel({
  heading,
  intro,
  carouselLabel,
  services,
}: ServicesCarouselProps) {
  return (
    <TitledSection heading={heading} intro={intro}>
      <Carousel variant="services" label={carouselLabel}>
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </Carousel>
    </TitledSection>
  );
}
