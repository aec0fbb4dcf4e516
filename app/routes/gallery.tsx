import { paths } from "../../common/paths.ts";
import { gallerySection } from "../../content/gallery.ts";
import { galleryImages } from "../../content/images.ts";
import { pages } from "../../content/pages.ts";
import { pageMeta } from "../config/meta.ts";
import { GalleryGrid } from "../sections/gallery-grid.tsx";
import { PageHeader } from "../sections/page-header.tsx";

export const meta = () => pageMeta(paths.gallery);

export default function GalleryPage() {
  return (
    <>
      <PageHeader page={pages[paths.gallery]} />
      <GalleryGrid
        heading={gallerySection.heading}
        intro={gallerySection.hint}
        images={galleryImages}
      />
    </>
  );
}
