import type { ServiceArea } from "../../common/content-types.ts";
import { Carousel } from "../features/carousel/carousel.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./services-carousel.css";

export interface ServicesCarouselProps {
  heading: string;
  intro?: string;
  carouselLabel: string;
  services: readonly ServiceArea[];
  /** The page holding each service's section (its id is the anchor). */
  servicesPage: string;
}

/** One service as a card; the whole card leads to the service's section. */
export function ServiceCard({
  service,
  servicesPage,
}: {
  service: ServiceArea;
  servicesPage: string;
}) {
  return (
    <article className="service-card">
      <h3 className="service-card__title">
        <a href={`${servicesPage}#${service.id}`} className="service-card__link">
          {service.title}
        </a>
      </h3>
      <p>{service.summary}</p>
    </article>
  );
}

/** Service cards in a carousel, each leading to its own section of the services page. */
export function ServicesCarousel({
  heading,
  intro,
  carouselLabel,
  services,
  servicesPage,
}: ServicesCarouselProps) {
  return (
    <TitledSection heading={heading} intro={intro}>
      <Carousel variant="services" label={carouselLabel}>
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} servicesPage={servicesPage} />
        ))}
      </Carousel>
    </TitledSection>
  );
}
