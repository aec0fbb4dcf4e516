import { pageLoader } from "../cms/page-loader.server.ts";
import { loadHomePage } from "../cms/pages.server.ts";
import { preloadImage } from "../components/responsive-image.tsx";
import { DeferredContactForm } from "../features/contact-form/deferred-contact-form.tsx";
import { WorldMapSection } from "../features/world-map/world-map-section.tsx";
import { Island } from "../islands/island.tsx";
import { AboutSummary } from "../sections/about-summary.tsx";
import { ClientLogos } from "../sections/client-logos.tsx";
import { ContactSection } from "../sections/contact-section.tsx";
import { CounterStrip } from "../sections/counter-strip.tsx";
import { FeatureTeasers } from "../sections/feature-teasers.tsx";
import { GroupCompanies } from "../sections/group-companies.tsx";
import { HeroBanner, heroImageSizes } from "../sections/hero-banner.tsx";
import { ImpactFigures } from "../sections/impact-figures.tsx";
import { IndustryGrid } from "../sections/industry-grid.tsx";
import { LatestNews } from "../sections/latest-news.tsx";
import { ServicesCarousel } from "../sections/services-carousel.tsx";
import { Testimonials } from "../sections/testimonials.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/home";

/** The home page's words and lists, read from content/ at pre-render. */
export const loader = pageLoader(loadHomePage);

export const meta = routeMeta;

// The order of docs/product.md#home-page.
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const home = loaderData;
  const [first] = home.banner.slides;
  // The first slide's picture is the largest paint: fetched with the page's first requests.
  if (first) preloadImage(first.image, heroImageSizes);
  return (
    <>
      <Island name="heroBanner" component={HeroBanner} props={home.banner} />
      <FeatureTeasers {...home.featureTeasers} />
      <AboutSummary {...home.aboutSummary} />
      <Island name="servicesCarousel" component={ServicesCarousel} props={home.services} />
      <IndustryGrid {...home.industries} />
      <Island name="worldMap" component={WorldMapSection} props={{ variant: "home" }} />
      <Island name="testimonials" component={Testimonials} props={home.testimonials} />
      <Island name="clientLogos" component={ClientLogos} props={home.clients} />
      <ImpactFigures {...home.impact} tone="alt" />
      <Island name="counters" component={CounterStrip} props={home.counters} />
      <GroupCompanies {...home.companies} />
      <ContactSection {...home.contact}>
        <Island name="contactForm" component={DeferredContactForm} props={{}} />
      </ContactSection>
      <LatestNews {...home.news} />
    </>
  );
}
