// Words of /gallery and its lightbox. The images themselves, with alt texts and captions, are in
// content/images.ts (galleryImages).
export const gallerySection = {
  heading: "Our work in pictures",
  hint: "Select an image to see it larger.",
} as const;

export const lightboxText = {
  /** Accessible name of the lightbox dialog. */
  label: "Image viewer",
  close: "Close",
  previous: "Previous image",
  next: "Next image",
  /** The position shown under the image, e.g. "3 / 9". */
  position: (current: number, total: number) => `${current} / ${total}`,
} as const;
