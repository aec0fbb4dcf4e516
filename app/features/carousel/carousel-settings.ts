import type { EmblaOptionsType } from "embla-carousel";

export type CarouselVariant = "banner" | "services" | "testimonials" | "projects" | "sponsors";

export interface CarouselSettings {
  perView: { narrow: number; medium: number; wide: number };
  autoplayMs: number | null;
  loop: boolean;
  gapPx: number;
  speedMs: number;
  arrows: boolean;
  dots: boolean;
}

export const carouselSettings = {
  banner: {
    perView: { narrow: 1, medium: 1, wide: 1 },
    autoplayMs: 7000,
    loop: true,
    gapPx: 0,
    speedMs: 700,
    arrows: true,
    dots: true,
  },
  services: {
    perView: { narrow: 1, medium: 2, wide: 3 },
    autoplayMs: 5000,
    loop: true,
    gapPx: 24,
    speedMs: 700,
    arrows: true,
    dots: true,
  },
  testimonials: {
    perView: { narrow: 1, medium: 1, wide: 1 },
    autoplayMs: 5000,
    loop: true,
    gapPx: 30,
    speedMs: 700,
    arrows: true,
    dots: true,
  },
  // Only the item counts of these two were given; no autoplay for projects, a slow one for logos.
  projects: {
    perView: { narrow: 1, medium: 2, wide: 4 },
    autoplayMs: null,
    loop: false,
    gapPx: 24,
    speedMs: 700,
    arrows: true,
    dots: true,
  },
  sponsors: {
    perView: { narrow: 2, medium: 3, wide: 5 },
    autoplayMs: 4000,
    loop: true,
    gapPx: 24,
    speedMs: 700,
    arrows: true,
    dots: false,
  },
} as const satisfies Record<CarouselVariant, CarouselSettings>;

export const aboutTestimonialsSetupMs = 500;

export const carouselVariants = Object.keys(carouselSettings) as CarouselVariant[];

// Embla's `duration` is not in ms: it drives a physics simulation. Simulating its ScrollBody, the
// default 25 covers 99% of the distance in about 700 ms, so one unit is about 28 ms.
const msPerDurationUnit = 28;

export function emblaOptions(settings: CarouselSettings): EmblaOptionsType {
  return {
    loop: settings.loop,
    align: "start",
    slidesToScroll: 1,
    containScroll: "trimSnaps",
    duration: Math.min(60, Math.max(20, Math.round(settings.speedMs / msPerDurationUnit))),
  };
}

export function carouselStyle(settings: CarouselSettings): Record<string, string> {
  return {
    "--carousel-gap": `${settings.gapPx}px`,
    "--carousel-per-view-narrow": String(settings.perView.narrow),
    "--carousel-per-view-medium": String(settings.perView.medium),
    "--carousel-per-view-wide": String(settings.perView.wide),
  };
}
