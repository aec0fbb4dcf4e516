import { languageSettings } from "../../common/i18n.ts";
import { fill } from "../../common/site-data-types.ts";
import { loadOfficeLinks } from "../cms/offices.server.ts";
import { pageLoader } from "../cms/page-loader.server.ts";
import { loadContactPage, loadServices } from "../cms/pages.server.ts";
import { TextWithLtrRuns } from "../components/left-to-right.tsx";
import { SocialLinks } from "../components/social-links.tsx";
import { ContactDestination } from "../features/contact-form/contact-destination.tsx";
import { DeferredContactForm } from "../features/contact-form/deferred-contact-form.tsx";
import { WorldMapSection } from "../features/world-map/world-map-section.tsx";
import { useSiteData } from "../hooks/use-site-data.ts";
import { Island } from "../islands/island.tsx";
import { OfficeList } from "../sections/office-list.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/contact";
import "./contact.css";

/** The page's words, read from content/ at pre-render (address and links are site-wide). */
export const loader = pageLoader(async (language) => {
  const [{ aboutOffice, aboutService, ...page }, offices, services] = await Promise.all([
    loadContactPage(language),
    loadOfficeLinks(language),
    loadServices(language),
  ]);
  const sentences = {
    office: Object.fromEntries(
      offices.map(({ id, city }) => [id, fill(aboutOffice, { office: city })]),
    ),
    service: Object.fromEntries(
      services.map(({ id, title }) => [id, fill(aboutService, { service: title })]),
    ),
  };
  return { ...page, offices, sentences };
});

export const meta = routeMeta;

export default function ContactPage({
  loaderData: { page, text, offices, sentences },
}: Route.ComponentProps) {
  const { site, socialLinks, language } = useSiteData();
  return (
    <>
      <PageHeader page={page} />
      <div className="container page-section contact-page">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{text.formHeading}</h2>
          <Island name="contactDestination" component={ContactDestination} props={{ sentences }} />
          {/* In the first view: the form is typeable as it is; its code comes with the first
              focus or press in it. */}
          <Island
            name="contactForm"
            component={DeferredContactForm}
            props={{}}
            hydrate="interaction"
          />
        </section>
        <section aria-labelledby="contact-details-heading" className="contact-page__details">
          <h2 id="contact-details-heading">{text.detailsHeading}</h2>
          <dl>
            <dt>{text.addressLabel}</dt>
            <dd>
              <TextWithLtrRuns text={site.address} />
            </dd>
            <dt>{text.phoneLabel}</dt>
            <dd>
              <a href={`tel:${site.phone.replaceAll(" ", "")}`} dir="ltr">
                {site.phone}
              </a>
            </dd>
            <dt>{text.emailLabel}</dt>
            <dd>
              <a href={`mailto:${site.email}`} dir="ltr">
                {site.email}
              </a>
            </dd>
          </dl>
          <h3>{text.socialHeading}</h3>
          <SocialLinks links={socialLinks} />
        </section>
      </div>
      <OfficeList
        heading={text.officesHeading}
        offices={offices}
        comma={languageSettings[language].comma}
      />
      <Island name="worldMap" component={WorldMapSection} props={{ variant: "contact" }} />
    </>
  );
}
