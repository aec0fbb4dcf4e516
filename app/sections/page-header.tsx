import type { PageContent } from "../../common/content-types.ts";
import { Breadcrumb, type BreadcrumbProps } from "../components/breadcrumb.tsx";
import "./page-header.css";

/** The top of an inner page: the trail to it when it has one, its single <h1> and an introduction. */
export function PageHeader({ page, trail }: { page: PageContent; trail?: BreadcrumbProps }) {
  return (
    <section className="page-header">
      <div className="container">
        {trail && <Breadcrumb {...trail} />}
        <h1>{page.heading}</h1>
        <p className="page-header__intro">{page.intro}</p>
      </div>
    </section>
  );
}
