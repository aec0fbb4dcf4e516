import { pageLoader } from "../cms/page-loader.server.ts";
import { loadGalleryPage } from "../cms/pages.server.ts";
import { Island } from "../islands/island.tsx";
import { GalleryGrid } from "../sections/gallery-grid.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/gallery";

/** The gallery's pictures and words, read from content/ at pre-render. */
export const loader = pageLoader(loadGalleryPage);

export const meta = routeMeta;

export default function GalleryPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={page.page} />
      <Island name="gallery" component={GalleryGrid} props={page.gallery} />
    </>
  );
}
