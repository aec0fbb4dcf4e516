import type { BannerSlide } from "../../common/content-types.ts";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { Carousel } from "../features/carousel/carousel.tsx";
import "./hero-banner.css";

/** The banner images fill the viewport's width; the route preloads the first with the same sizes. */
export const heroImageSizes = "100vw";

export interface HeroBannerProps {
  /** The carousel's accessible name. */
  label: string;
  slides: readonly BannerSlide[];
}

/** The home page's banner carousel; the first slide's heading is the page's <h1>. */
export function HeroBanner({ label, slides }: HeroBannerProps) {
  return (
    <Carousel variant="banner" label={label} className="hero-banner" firstTurnFromPageStart>
      {slides.map((slide, index) => {
        const Heading = index === 0 ? "h1" : "h2";
        return (
          <div key={slide.id} className="hero-slide">
            <ResponsiveImage
              image={slide.image}
              sizes={heroImageSizes}
              priority={index === 0}
              className="hero-slide__image"
            />
            <div className="hero-slide__content container">
              <div className="hero-slide__copy">
                <Heading className="hero-slide__heading">{slide.heading}</Heading>
                <p className="hero-slide__text">{slide.text}</p>
                <div className="hero-slide__actions">
                  <a href={slide.primaryLink.to} className="button button--primary">
                    {slide.primaryLink.label}
                  </a>
                  <a href={slide.secondaryLink.to} className="button hero-slide__secondary">
                    {slide.secondaryLink.label}
                  </a>
                </div>
              </div>
            </div>
          </div>
        );
      })}
    </Carousel>
  );
}
