import { pageLoader } from "../cms/page-loader.server.ts";
import { loadPrivacyPage } from "../cms/pages.server.ts";
import { loadPrivacyNotice } from "../cms/site.server.ts";
import { PageHeader } from "../sections/page-header.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/privacy";
import "./privacy.css";

/** The notice's text, made into HTML at pre-render from content/privacy.mdoc. */
export const loader = pageLoader(async (language) => {
  const [{ page }, notice] = await Promise.all([
    loadPrivacyPage(language),
    loadPrivacyNotice(language),
  ]);
  return { page, ...notice };
});

export const meta = routeMeta;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
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
