import type { GalleryImage } from "../../common/content-types.ts";
import { LightboxGallery } from "../features/lightbox/lightbox-gallery.tsx";
import { TitledSection } from "./titled-section.tsx";

export interface GalleryGridProps {
  heading: string;
  intro?: string;
  images: readonly GalleryImage[];
}

/** The gallery page's grid of thumbnails; each opens the lightbox. */
export function GalleryGrid({ heading, intro, images }: GalleryGridProps) {
  return (
    <TitledSection heading={heading} intro={intro}>
      <LightboxGallery images={images} />
    </TitledSection>
  );
}
