import { pageLoader } from "../cms/page-loader.server.ts";
import { loadTestPages } from "../cms/pages.server.ts";
import { SHOW_PRELOADER_ATTRIBUTE } from "../components/layout/preloader-script.ts";
import { PageHeader } from "../sections/page-header.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/test-preloader";

/** The page's words, read from content/ at pre-render. */
export const loader = pageLoader(async (language) => (await loadTestPages(language)).preloader);

export const meta = routeMeta;

// Developer page: shows the preloader again on demand.
export default function TestPreloaderPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={page.page} />
      <section className="container page-section">
        <button
          type="button"
          className="button button--primary"
          // The preloader's own script (preloader-script.ts) listens for it: no React needed.
          {...{ [SHOW_PRELOADER_ATTRIBUTE]: "" }}
        >
          {page.showButton}
        </button>
        <p>{page.hint}</p>
      </section>
    </>
  );
}
