import type { ReactNode } from "react";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { ItemGrid } from "../components/item-grid.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { CaseStudyCard } from "./case-study-card.tsx";
import { InsightCard } from "./insight-card.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./page-header.css";
import "./person-profile.css";
import type { PersonPageData } from "../cms/model/types.ts";

type Props = Omit<PersonPageData, "page">;

/** A team member's page: who they are, then what they do, speak, wrote and worked on. */
export function PersonProfile({
  person,
  officeTo,
  words,
  breadcrumb,
  posts,
  caseStudies,
  cardWords,
}: Props) {
  const focus = [
    { id: "services", label: words.services, areas: person.services },
    { id: "industries", label: words.industries, areas: person.industries },
  ].filter((group) => group.areas.length > 0);
  return (
    <article className="person">
      <header className="page-header">
        <div className="container">
          <Breadcrumb label={words.breadcrumb} steps={breadcrumb} />
          <div className="person__intro">
            <ResponsiveImage
              image={person.portrait}
              sizes="160px"
              priority
              className="person__portrait"
            />
            <div>
              <h1>{person.name}</h1>
              <p className="page-header__intro person__role">{person.role}</p>
              <dl className="person__office">
                <dt>{words.office}</dt>
                <dd>{officeTo ? <a href={officeTo}>{person.office}</a> : person.office}</dd>
              </dl>
            </div>
          </div>
        </div>
      </header>
      <div className="container person__body">
        {/* Left out with its heading until it is written (docs/product.md, "Unfinished text"). */}
        {person.bio && (
          <section aria-labelledby="person-bio">
            <h2 id="person-bio">{words.bio}</h2>
            <p className="person__bio">{person.bio}</p>
          </section>
        )}
        {focus.length > 0 && (
          <section aria-labelledby="person-focus">
            <h2 id="person-focus">{words.focusAreas}</h2>
            <dl className="person__focus">
              {focus.map((group) => (
                <div key={group.id}>
                  <dt>{group.label}</dt>
                  <dd>
                    <ul>
                      {group.areas.map((area) => (
                        <li key={area.id}>
                          <a href={area.to}>{area.title}</a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <ListSection id="person-languages" heading={words.languages}>
          {person.languages.map((language) => (
            <li key={language}>{language}</li>
          ))}
        </ListSection>
        <ListSection id="person-profiles" heading={words.profiles}>
          {person.social.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="me noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ListSection>
      </div>
      {posts.length > 0 && (
        <TitledSection heading={words.posts} tone="alt">
          <ItemGrid columns={3}>
            {posts.map((item) => (
              <InsightCard key={item.id} item={item} words={cardWords} />
            ))}
          </ItemGrid>
        </TitledSection>
      )}
      {caseStudies.length > 0 && (
        <TitledSection heading={words.caseStudies}>
          <ItemGrid columns={{ count: 2, from: 900 }}>
            {caseStudies.map((study) => (
              <li key={study.id}>
                <CaseStudyCard study={study} />
              </li>
            ))}
          </ItemGrid>
        </TitledSection>
      )}
    </article>
  );
}

/** A titled list, left out when empty. */
function ListSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode[];
}) {
  if (children.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="person__list">{children}</ul>
    </section>
  );
}
