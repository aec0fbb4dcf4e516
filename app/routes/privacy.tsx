import { paths } from "../../common/paths.ts";
import { pages } from "../../content/pages.ts";
import { loadPrivacyNotice } from "../cms/site.server.ts";
import { pageMeta } from "../config/meta.ts";
import { PageHeader } from "../sections/page-header.tsx";
import type { Route } from "./+types/privacy";
import "./privacy.css";

export const meta = () => pageMeta(paths.privacy);

/** The notice's text, made into HTML at pre-render from content/privacy.mdoc. */
export async function loader() {
  return loadPrivacyNotice();
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={pages[paths.privacy]} />
      <article className="container page-section privacy-notice">
        <div
          className="privacy-notice__body"
          // Made at build time from the editor's Markdoc (site.server.ts); Markdoc escapes text and
          // writes only the tags of its own nodes.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: built from trusted content at build time.
          dangerouslySetInnerHTML={{ __html: loaderData.html }}
        />
        <p className="privacy-notice__updated">{loaderData.updated}</p>
      </article>
    </>
  );
}
