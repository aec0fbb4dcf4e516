import type { AreaPageData } from "../../common/area-page.ts";
import { languageAttributes } from "../../common/i18n.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { Icon } from "../components/icon/icon.tsx";
import { ItemGrid } from "../components/item-grid.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { useFormats } from "../hooks/use-site-data.ts";
import { CallToAction } from "./call-to-action.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./area-profile.css";
import "./page-header.css";
import "./service-areas.css";
import "./team-grid.css";

/**
 * An industry's or a service area's page: what it is, then the case studies, people and insights
 * that name it, each section left out when it has nothing to show; then the call to action.
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
  callToAction,
  ask,
}: AreaPageData & { caseStudiesNote?: string }) {
  const format = useFormats();
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
              <li key={study.id} className="area-card">
                <h3>
                  <a href={study.to} className="area-card__link">
                    {study.title}
                  </a>
                </h3>
                <p className="area-card__meta">{study.client}</p>
                <dl className="area-card__result">
                  <dt>{words.result}</dt>
                  <dd>{study.result}</dd>
                </dl>
              </li>
            ))}
          </ItemGrid>
          {/* Which are illustrative examples: said once, under them (empty when none is). */}
          {caseStudiesNote && <p className="area__note">{caseStudiesNote}</p>}
        </TitledSection>
      )}
      {people.length > 0 && (
        <TitledSection heading={words.people}>
          <ItemGrid columns={{ minWidth: "200px" }}>
            {people.map((person) => (
              <li key={person.id} className="team-card">
                <ResponsiveImage
                  image={person.portrait}
                  sizes="140px"
                  className="team-card__portrait"
                />
                <h3 className="team-card__name">
                  <a href={person.to}>{person.name}</a>
                </h3>
                <p className="team-card__role">{person.role}</p>
              </li>
            ))}
          </ItemGrid>
        </TitledSection>
      )}
      {insights.length > 0 && (
        <TitledSection heading={words.insights} tone="alt">
          <ItemGrid columns={{ count: 3, from: 900 }}>
            {insights.map((post) => (
              <li key={post.slug} className="area-card">
                <h3 {...languageAttributes(post)}>
                  <a href={post.to} className="area-card__link">
                    {post.title}
                  </a>
                </h3>
                <p className="area-card__meta">
                  <bdi>
                    <time dateTime={post.date}>{format.date(post.date)}</time>
                  </bdi>
                </p>
                <p {...languageAttributes(post)}>{post.summary}</p>
              </li>
            ))}
          </ItemGrid>
        </TitledSection>
      )}
      <CallToAction {...callToAction} />
    </>
  );
}
