import { paths } from "../../common/paths.ts";
import { contactPage } from "../../content/contact.ts";
import { pages } from "../../content/pages.ts";
import { site, socialLinks } from "../../content/site.ts";
import { SocialLinks } from "../components/social-links.tsx";
import { pageMeta } from "../config/meta.ts";
import { DeferredContactForm } from "../features/contact-form/deferred-contact-form.tsx";
import { WorldMapSection } from "../features/world-map/world-map-section.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import "./contact.css";

export const meta = () => pageMeta(paths.contact);

export default function ContactPage() {
  return (
    <>
      <PageHeader page={pages[paths.contact]} />
      <div className="container page-section contact-page">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{contactPage.formHeading}</h2>
          <DeferredContactForm />
        </section>
        <section aria-labelledby="contact-details-heading" className="contact-page__details">
          <h2 id="contact-details-heading">{contactPage.detailsHeading}</h2>
          <dl>
            <dt>{contactPage.addressLabel}</dt>
            <dd>{site.address}</dd>
            <dt>{contactPage.phoneLabel}</dt>
            <dd>
              <a href={`tel:${site.phone.replaceAll(" ", "")}`}>{site.phone}</a>
            </dd>
            <dt>{contactPage.emailLabel}</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
          </dl>
          <h3>{contactPage.socialHeading}</h3>
          <SocialLinks links={socialLinks} />
        </section>
      </div>
      <WorldMapSection variant="contact" />
    </>
  );
}
