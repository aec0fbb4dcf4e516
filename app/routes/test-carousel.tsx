import { servicePath } from "../../common/paths.ts";
import { fill } from "../../common/site-data-types.ts";
import { pageLoader } from "../cms/page-loader.server.ts";
import { loadClients, loadServices, loadTestimonials, loadTestPages } from "../cms/pages.server.ts";
import { useLocalizedPath } from "../hooks/use-site-data.ts";
import type { HydrateHandle } from "../islands/page-scripts.tsx";
import { CarouselDemo, type DemoSlide, DemoSlideCard } from "../sections/carousel-demo.tsx";
import { ClientLogo } from "../sections/client-logos.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { ServiceCard } from "../sections/services-carousel.tsx";
import { TestimonialQuote } from "../sections/testimonials.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/test-carousel";

/** Numbered sample slides for the carousels whose real content lives elsewhere. */
function demoSlides(kind: string, count: number, title: string, text: string): DemoSlide[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${kind}-${index + 1}`,
    title: fill(title, { kind, number: index + 1 }),
    text: fill(text, { number: index + 1, count }),
  }));
}

/** Every carousel's content and the page's words, read from content/ at pre-render. */
export const loader = pageLoader(async (language) => {
  const [pages, services, testimonials, logos] = await Promise.all([
    loadTestPages(language),
    loadServices(language),
    loadTestimonials(language),
    loadClients(language),
  ]);
  const { page, slideTitle, slideText, ...text } = pages.carousel;
  return {
    page,
    text,
    bannerSlides: demoSlides("banner", 2, slideTitle, slideText),
    projectSlides: demoSlides("project", 6, slideTitle, slideText),
    services,
    testimonials,
    logos,
  };
});

export const meta = routeMeta;

// Hydrated whole until its interactive parts are islands of their own (app/islands/).
export const handle: HydrateHandle = { hydrate: "document" };

// Developer page: every carousel variant with the settings it runs on.
export default function TestCarouselPage({ loaderData }: Route.ComponentProps) {
  const { page, text } = loaderData;
  const localized = useLocalizedPath();
  const demoText = {
    settingsHeading: text.settingsHeading,
    settingLabels: {
      perView: text.perView,
      autoplay: text.autoplay,
      loop: text.loop,
      gap: text.gap,
      speed: text.speed,
      arrows: text.arrows,
      dots: text.dots,
    },
    off: text.off,
    yes: text.yes,
    no: text.no,
  };
  return (
    <>
      <PageHeader page={page} />
      <CarouselDemo variant="banner" name={text.banner} text={demoText}>
        {loaderData.bannerSlides.map((slide) => (
          <DemoSlideCard key={slide.id} slide={slide} />
        ))}
      </CarouselDemo>
      <CarouselDemo variant="services" name={text.services} text={demoText}>
        {loaderData.services.map((service) => (
          <ServiceCard
            key={service.id}
            service={{ ...service, to: localized(servicePath(service.id)) }}
          />
        ))}
      </CarouselDemo>
      <CarouselDemo variant="testimonials" name={text.testimonials} text={demoText}>
        {loaderData.testimonials.map((testimonial) => (
          <TestimonialQuote key={testimonial.id} testimonial={testimonial} />
        ))}
      </CarouselDemo>
      <CarouselDemo variant="projects" name={text.projects} text={demoText}>
        {loaderData.projectSlides.map((slide) => (
          <DemoSlideCard key={slide.id} slide={slide} />
        ))}
      </CarouselDemo>
      <CarouselDemo variant="sponsors" name={text.sponsors} text={demoText}>
        {loaderData.logos.map((logo) => (
          <ClientLogo key={logo.id} logo={logo} />
        ))}
      </CarouselDemo>
    </>
  );
}
