import type { AreaPageData } from "../../common/area-page.ts";
import type { DocumentLink as Document } from "../../common/documents.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { DocumentLink } from "../components/document-link.tsx";
import { Icon } from "../components/icon/icon.tsx";
import { ItemGrid } from "../components/item-grid.tsx";
import { CallToAction } from "./call-to-action.tsx";
import { CaseStudyCard } from "./case-study-card.tsx";
import { InsightCard } from "./insight-card.tsx";
import { PersonCard } from "./person-card.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./area-profile.css";
import "./page-header.css";
import "./service-areas.css";

/**
 * An industry's or a service area's page: what it is, then the case studies, people and posts
 * that name it, each section left out when it has nothing to show (an industry with no case study
 * or post offers the service areas instead); then the call to action.
 */
export function AreaProfile({
  page,
  words,
  breadcrumb,
  includes,
  caseStudies,
  caseStudiesNote,
  people,
  insights,
  cardWords,
  services,
  callToAction,
  ask,
  document,
}: AreaPageData & { caseStudiesNote?: string; document?: Document | undefined }) {
  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumb label={words.breadcrumb} steps={breadcrumb} />
          <h1>{page.heading}</h1>
          <p className="page-header__intro">{page.intro}</p>
          {ask && (
            <p className="area__ask">
              <a href={ask.to} className="button">
                {ask.label}
              </a>
            </p>
          )}
          {/* A service area's brochure, when it has one. */}
          {document && <DocumentLink document={document} />}
        </div>
      </header>
      {includes.length > 0 && (
        <TitledSection heading={words.includes}>
          <ul className="service-area__bullets">
            {includes.map((point) => (
              <li key={point}>
                <Icon name="check" size={20} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      {caseStudies.length > 0 && (
        <TitledSection heading={words.caseStudies} tone="alt">
          <ItemGrid columns={{ count: 2, from: 900 }}>
            {caseStudies.map((study) => (
              <li key={study.id}>
                <CaseStudyCard study={study} />
              </li>
            ))}
          </ItemGrid>
          {/* Which are illustrative examples: said once, under them (empty when none is). */}
          {caseStudiesNote && <p className="area__note">{caseStudiesNote}</p>}
        </TitledSection>
      )}
      {people.length > 0 && (
        <TitledSection heading={words.people}>
          <ItemGrid columns={{ count: 4, from: 900, narrow: 2 }}>
            {people.map((person) => (
              <li key={person.id}>
                <PersonCard person={person} />
              </li>
            ))}
          </ItemGrid>
        </TitledSection>
      )}
      {insights.length > 0 && (
        <TitledSection heading={words.insights} tone="alt">
          <ItemGrid columns={3}>
            {insights.map((item) => (
              <InsightCard key={`${item.kind}:${item.id}`} item={item} words={cardWords} />
            ))}
          </ItemGrid>
        </TitledSection>
      )}
      {services && (
        <TitledSection heading={services.heading} tone="alt">
          <ItemGrid columns={3}>
            {services.items.map((service) => (
              <li key={service.id} className="area-card">
                <h3>
                  <a href={service.to} className="area-card__link">
                    {service.title}
                  </a>
                </h3>
                <p>{service.summary}</p>
              </li>
            ))}
          </ItemGrid>
        </TitledSection>
      )}
      <CallToAction {...callToAction} />
    </>
  );
}
