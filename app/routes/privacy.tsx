import { paths } from "../../common/paths.ts";
import { pages } from "../../content/pages.ts";
import { type PrivacySection, privacyNotice } from "../../content/privacy.ts";
import { pageMeta } from "../config/meta.ts";
import { PageHeader } from "../sections/page-header.tsx";
import "./privacy.css";

export const meta = () => pageMeta(paths.privacy);

export default function PrivacyPage() {
  return (
    <>
      <PageHeader page={pages[paths.privacy]} />
      <article className="container page-section privacy-notice">
        {privacyNotice.sections.map((section: PrivacySection) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p className="privacy-notice__updated">{privacyNotice.updated}</p>
      </article>
    </>
  );
}
