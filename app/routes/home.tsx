import { paths } from "../../common/paths.ts";
import { groupCompanies } from "../../content/companies.ts";
import {
  aboutSummary,
  featureTeasers,
  homeBanner,
  homeClients,
  homeCompanies,
  homeContact,
  homeCounters,
  homeImpact,
  homeNews,
  homeServices,
  homeTestimonials,
} from "../../content/home.ts";
import { clientLogos, newsImages } from "../../content/images.ts";
import { impactFigures } from "../../content/impact.ts";
import { newsItems } from "../../content/news.ts";
import { serviceAreas } from "../../content/services.ts";
import { testimonials } from "../../content/testimonials.ts";
import { preloadImageLink } from "../components/responsive-image.tsx";
import { pageMeta } from "../config/meta.ts";
import { WorldMapSection } from "../features/world-map/world-map-section.tsx";
import { AboutSummary } from "../sections/about-summary.tsx";
import { ClientLogos } from "../sections/client-logos.tsx";
import { ContactSection } from "../sections/contact-section.tsx";
import { CounterStrip } from "../sections/counter-strip.tsx";
import { FeatureTeasers } from "../sections/feature-teasers.tsx";
import { GroupCompanies } from "../sections/group-companies.tsx";
import { HeroBanner, heroImageSizes } from "../sections/hero-banner.tsx";
import { ImpactFigures } from "../sections/impact-figures.tsx";
import { LatestNews } from "../sections/latest-news.tsx";
import { ServicesCarousel } from "../sections/services-carousel.tsx";
import { Testimonials } from "../sections/testimonials.tsx";

export const meta = () => pageMeta(paths.home);

export const links = () => [preloadImageLink(homeBanner.slides[0].image, heroImageSizes)];

const featuredServices = serviceAreas.filter((service) => service.featured);

// The order of docs/product.md#home-page.
export default function HomePage() {
  return (
    <>
      <HeroBanner {...homeBanner} />
      <FeatureTeasers {...featureTeasers} />
      <AboutSummary {...aboutSummary} />
      <ServicesCarousel
        {...homeServices}
        services={featuredServices}
        servicesPage={paths.whatWeDo}
      />
      <WorldMapSection variant="home" />
      <Testimonials {...homeTestimonials} testimonials={testimonials} />
      <ClientLogos {...homeClients} logos={clientLogos} />
      <ImpactFigures {...homeImpact} figures={impactFigures} tone="alt" />
      <CounterStrip {...homeCounters} />
      <GroupCompanies {...homeCompanies} companies={groupCompanies} />
      <ContactSection {...homeContact} />
      <LatestNews {...homeNews} items={newsItems} images={newsImages} />
    </>
  );
}
