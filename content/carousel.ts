// Words of the carousel controls (docs/product.md#carousels) and of the /test-carousel page.
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
