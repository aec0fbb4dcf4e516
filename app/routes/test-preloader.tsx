import { paths } from "../../common/paths.ts";
import { pages } from "../../content/pages.ts";
import { preloaderTestPage } from "../../content/test-pages.ts";
import { SHOW_PRELOADER_EVENT } from "../components/layout/preloader.tsx";
import { pageMeta } from "../config/meta.ts";
import { PageHeader } from "../sections/page-header.tsx";

export const meta = () => pageMeta(paths.testPreloader);

// Developer page: shows the preloader again on demand.
export default function TestPreloaderPage() {
  return (
    <>
      <PageHeader page={pages[paths.testPreloader]} />
      <section className="container page-section">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.dispatchEvent(new Event(SHOW_PRELOADER_EVENT))}
        >
          {preloaderTestPage.showButton}
        </button>
        <p>{preloaderTestPage.hint}</p>
      </section>
    </>
  );
}
