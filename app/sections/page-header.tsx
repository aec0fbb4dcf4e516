import type { PageContent } from "../../common/content-types.ts";
import "./page-header.css";

/** The top of an inner page: its single <h1> and an introduction. */
export function PageHeader({ page }: { page: PageContent }) {
  return (
    <section className="page-header">
      <div className="container">
        <h1>{page.heading}</h1>
        <p className="page-header__intro">{page.intro}</p>
      </div>
    </section>
  );
}
