// Words of the carousel controls (ui-contract "Carousels") and of the /test-carousel page.
export const carouselText = {
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause",
  play: "Play",
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  goToSlide: (position: number) => `Go to slide ${position}`,
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
