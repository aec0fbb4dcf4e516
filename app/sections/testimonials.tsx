import { languageAttributes } from "../../common/i18n.ts";
import { Carousel } from "../features/carousel/carousel.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./testimonials.css";
import type { Testimonial } from "../cms/model/types.ts";

export interface TestimonialsProps {
  heading: string;
  intro?: string;
  carouselLabel: string;
  testimonials: readonly Testimonial[];
  tone?: "plain" | "alt";
  /** Passed to the carousel: how long after mount it is set up. */
  setupDelayMs?: number;
}

export function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial" {...languageAttributes(testimonial)}>
      <blockquote className="testimonial__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial__source">
        <span className="testimonial__role">{testimonial.role}</span>
        <span>{testimonial.organisation}</span>
      </figcaption>
    </figure>
  );
}

/** Client quotes in the testimonials carousel (home and about pages). */
export function Testimonials({
  heading,
  intro,
  carouselLabel,
  testimonials,
  tone = "alt",
  setupDelayMs,
}: TestimonialsProps) {
  return (
    <TitledSection heading={heading} intro={intro} tone={tone}>
      <Carousel variant="testimonials" label={carouselLabel} setupDelayMs={setupDelayMs}>
        {testimonials.map((testimonial) => (
          <TestimonialQuote key={testimonial.id} testimonial={testimonial} />
        ))}
      </Carousel>
    </TitledSection>
  );
}
