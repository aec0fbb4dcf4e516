import type { ReactNode } from "react";
import type { OfficePageData } from "../../common/office-types.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { ItemGrid } from "../components/item-grid.tsx";
import { TextWithLtrRuns } from "../components/left-to-right.tsx";
import { CaseStudyCard } from "./case-study-card.tsx";
import { PersonCard } from "./person-card.tsx";
import "./page-header.css";
import "./office-profile.css";

type Props = Omit<OfficePageData, "page"> & { heading: string; intro: string };

/** An office's page: where it is and how to reach it, its map picture, its people and its work. */
export function OfficeProfile({
  heading,
  intro,
  office,
  words,
  breadcrumb,
  people,
  caseStudies,
  map,
  contact,
}: Props) {
  // Each line is left out when the office has none yet (docs/product.md, "Unfinished text").
  const details: { id: string; label: string; value: ReactNode }[] = [
    ...(office.address
      ? [
          {
            id: "address",
            label: words.details.address,
            value: <TextWithLtrRuns text={office.address} />,
          },
        ]
      : []),
    ...(office.phone
      ? [
          {
            id: "phone",
            label: words.details.phone,
            value: (
              <a href={`tel:${office.phone.replaceAll(" ", "")}`} dir="ltr">
                {office.phone}
              </a>
            ),
          },
        ]
      : []),
    ...(office.email
      ? [
          {
            id: "email",
            label: words.details.email,
            value: (
              <a href={`mailto:${office.email}`} dir="ltr">
                {office.email}
              </a>
            ),
          },
        ]
      : []),
    ...(office.openingHours
      ? [{ id: "hours", label: words.details.hours, value: office.openingHours }]
      : []),
    {
      id: "time-zone",
      label: words.details.timeZone,
      value: (
        <>
          {office.timeZone.name} (<bdi dir="ltr">{office.timeZone.offset}</bdi>)
        </>
      ),
    },
  ];
  return (
    <article className="office">
      <header className="page-header">
        <div className="container">
          <Breadcrumb label={words.breadcrumb} steps={breadcrumb} />
          <h1>{heading}</h1>
          <p className="page-header__intro">{intro}</p>
          {office.description && <p className="office__description">{office.description}</p>}
        </div>
      </header>
      <div className="container office__body">
        <div className="office__where">
          <section aria-labelledby="office-details">
            <h2 id="office-details">{words.details.heading}</h2>
            <dl className="office__details">
              {details.map((detail) => (
                <div key={detail.id}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
            <p className="office__contact">
              <a href={contact.to} className="button">
                {words.details.contactLink}
              </a>
            </p>
          </section>
          <section aria-labelledby="office-map">
            <h2 id="office-map">{words.map.heading}</h2>
            <figure className="office__map">
              <img
                src={map.src}
                width={map.width}
                height={map.height}
                alt={map.alt}
                loading="lazy"
                decoding="async"
              />
              <figcaption>
                <a href={map.to}>{words.map.interactive}</a>
              </figcaption>
            </figure>
          </section>
        </div>
        {people.length > 0 && (
          <section aria-labelledby="office-people">
            <h2 id="office-people">{words.people}</h2>
            <ItemGrid columns={{ count: 4, from: 900, narrow: 2 }}>
              {people.map((person) => (
                <li key={person.id}>
                  <PersonCard person={person} />
                </li>
              ))}
            </ItemGrid>
          </section>
        )}
        {caseStudies.length > 0 && (
          <section aria-labelledby="office-case-studies">
            <h2 id="office-case-studies">{words.caseStudies}</h2>
            <ItemGrid columns={{ count: 2, from: 900 }}>
              {caseStudies.map((study) => (
                <li key={study.id}>
                  <CaseStudyCard study={study} />
                </li>
              ))}
            </ItemGrid>
          </section>
        )}
      </div>
    </article>
  );
}
