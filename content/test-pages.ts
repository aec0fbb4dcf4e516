// Words of the developer pages /test-preloader and /test-carousel (not indexed, not in the sitemap).

export const preloaderTestPage = {
  showButton: "Show the preloader",
  hint: "It hides again 1.5 s later, at 3 s at the latest, or at once when you press P.",
} as const;

export interface DemoSlide {
  id: string;
  title: string;
  text: string;
}

// SAMPLE DATA for the developer page /test-carousel only.
const demoSlides = (prefix: string, count: number): DemoSlide[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index + 1}`,
    title: `Sample ${prefix} ${index + 1}`,
    text: `Demonstration slide ${index + 1} of ${count}.`,
  }));

export const carouselTestPage = {
  settingsHeading: "Settings",
  variantNames: {
    banner: "Banner carousel",
    services: "Services carousel",
    testimonials: "Testimonials carousel",
    projects: "Projects carousel",
    sponsors: "Sponsors carousel",
  },
  settingLabels: {
    perView: "Items per view (narrow / medium / wide)",
    autoplay: "Autoplay",
    loop: "Loop",
    gap: "Gap",
    speed: "Speed",
    arrows: "Arrows",
    dots: "Dots",
  },
  off: "Off",
  yes: "Yes",
  no: "No",
  bannerSlides: demoSlides("banner", 2),
  projectSlides: demoSlides("project", 6),
} as const;
