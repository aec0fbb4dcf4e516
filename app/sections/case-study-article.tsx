import type { CaseStudyPageData } from "../../common/case-study-types.ts";
import type { DocumentLink as Document } from "../../common/documents.ts";
import { languageAttributes } from "../../common/i18n.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { DocumentLink } from "../components/document-link.tsx";
import { ItemGrid } from "../components/item-grid.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { PersonCard } from "./person-card.tsx";
import "./page-header.css";
import "./case-study-article.css";

/** With the case study's PDF to download, when it has one. */
type Props = Omit<CaseStudyPageData, "page"> & { document?: Document | undefined };

/** A case study's page: who it was for, what was wrong, what was done and what came of it. */
export function CaseStudyArticle({ study, words, note, breadcrumb, document }: Props) {
  const facts = [
    { id: "client", label: words.client, items: [{ id: study.id, name: study.client }] },
    { id: "sector", label: words.sector, items: [study.industry] },
    { id: "services", label: words.services, items: study.services },
    ...(study.office ? [{ id: "office", label: words.office, items: [study.office] }] : []),
  ];
  return (
    <article className="case-page">
      <header className="page-header">
        <div className="container">
          <Breadcrumb label={words.breadcrumb} steps={breadcrumb} />
          <h1>{study.title}</h1>
          <dl className="case-page__facts">
            {facts.map((fact) => (
              <div key={fact.id}>
                <dt>{fact.label}</dt>
                <dd>
                  <ul>
                    {fact.items.map((item) => (
                      <li key={item.id}>
                        {"to" in item ? <a href={item.to}>{item.name}</a> : item.name}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      <div className="container case-page__body">
        <ResponsiveImage
          image={study.cover}
          sizes="(min-width: 1200px) 1100px, 100vw"
          priority
          className="case-page__cover"
        />
        <section aria-labelledby="case-challenge">
          <h2 id="case-challenge">{words.challenge}</h2>
          <p>{study.challenge}</p>
        </section>
        <section aria-labelledby="case-approach">
          <h2 id="case-approach">{words.approach}</h2>
          <p>{study.approach}</p>
        </section>
        <section aria-labelledby="case-results">
          <h2 id="case-results">{words.results}</h2>
          <ul className="case-page__figures">
            {study.figures.map((figure) => (
              <li key={`${figure.value} ${figure.label}`}>
                {/* "5,000+" reads left to right on Arabic pages too. */}
                <bdi dir="ltr" className="case-page__value">
                  {figure.value}
                </bdi>
                <span className="case-page__label">{figure.label}</span>
              </li>
            ))}
          </ul>
          <p className="case-page__result">{study.result}</p>
          {document && <DocumentLink document={document} />}
        </section>
        {study.quote && (
          <section aria-labelledby="case-quote">
            <h2 id="case-quote">{words.quote}</h2>
            <figure className="case-page__quote" {...languageAttributes(study.quote)}>
              <blockquote>
                <p>{study.quote.quote}</p>
              </blockquote>
              <figcaption>
                <span>{study.quote.role}</span> <span>{study.quote.organisation}</span>
              </figcaption>
            </figure>
          </section>
        )}
        {study.people.length > 0 && (
          <section aria-labelledby="case-people">
            <h2 id="case-people">{words.people}</h2>
            <ItemGrid columns={{ count: 4, from: 900, narrow: 2 }}>
              {study.people.map((person) => (
                <li key={person.id}>
                  <PersonCard person={person} />
                </li>
              ))}
            </ItemGrid>
          </section>
        )}
        {/* An illustrative example says so once, at its end (empty for a real case study). */}
        {note && <p className="case-page__note">{note}</p>}
      </div>
    </article>
  );
}
