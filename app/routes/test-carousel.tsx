import { paths } from "../../common/paths.ts";
import { clientLogos } from "../../content/images.ts";
import { pages } from "../../content/pages.ts";
import { serviceAreas } from "../../content/services.ts";
import { carouselTestPage as text } from "../../content/test-pages.ts";
import { testimonials } from "../../content/testimonials.ts";
import { pageMeta } from "../config/meta.ts";
import { CarouselDemo, DemoSlideCard } from "../sections/carousel-demo.tsx";
import { ClientLogo } from "../sections/client-logos.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { ServiceCard } from "../sections/services-carousel.tsx";
import { TestimonialQuote } from "../sections/testimonials.tsx";

export const meta = () => pageMeta(paths.testCarousel);

// Developer page: every carousel variant with the settings it runs on.
export default function TestCarouselPage() {
  const names = text.variantNames;
  return (
    <>
      <PageHeader page={pages[paths.testCarousel]} />
      <CarouselDemo variant="banner" name={names.banner} text={text}>
        {text.bannerSlides.map((slide) => (
          <DemoSlideCard key={slide.id} slide={slide} />
        ))}
      </CarouselDemo>
      <CarouselDemo variant="services" name={names.services} text={text}>
        {serviceAreas.map((service) => (
          <ServiceCard key={service.id} service={service} servicesPage={paths.whatWeDo} />
        ))}
      </CarouselDemo>
      <CarouselDemo variant="testimonials" name={names.testimonials} text={text}>
        {testimonials.map((testimonial) => (
          <TestimonialQuote key={testimonial.id} testimonial={testimonial} />
        ))}
      </CarouselDemo>
      <CarouselDemo variant="projects" name={names.projects} text={text}>
        {text.projectSlides.map((slide) => (
          <DemoSlideCard key={slide.id} slide={slide} />
        ))}
      </CarouselDemo>
      <CarouselDemo variant="sponsors" name={names.sponsors} text={text}>
        {clientLogos.map((logo) => (
          <ClientLogo key={logo.src} logo={logo} />
        ))}
      </CarouselDemo>
    </>
  );
}
