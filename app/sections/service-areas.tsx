import { servicePath } from "../../common/paths.ts";
import { fill } from "../../common/site-data-types.ts";
import { Icon } from "../components/icon/icon.tsx";
import { useLocalizedPath } from "../hooks/use-site-data.ts";
import "./service-areas.css";
import type { ServiceArea } from "../cms/model/types.ts";

/**
 * The service areas, one section each, each ending in a link to the service area's own page; a
 * section's id is its service's id, so links to /what-we-do#<id> still find it.
 */
export function ServiceAreas({
  services,
  moreOnService,
}: {
  services: readonly ServiceArea[];
  /** The link's words, "{service}" standing for the service area's title. */
  moreOnService: string;
}) {
  const localized = useLocalizedPath();
  return (
    <div className="service-areas">
      {services.map((service, index) => (
        <section
          key={service.id}
          id={service.id}
          aria-labelledby={`${service.id}-heading`}
          className={`service-area page-section${index % 2 === 1 ? " service-area--alt" : ""}`}
        >
          <div className="container service-area__inner">
            <div>
              <p className="service-area__number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </p>
              <h2 id={`${service.id}-heading`}>{service.title}</h2>
              <p className="service-area__summary">{service.summary}</p>
              <a href={localized(servicePath(service.id))} className="service-area__more">
                {fill(moreOnService, { service: service.title })}
                <Icon name="arrowRight" size={18} />
              </a>
            </div>
            <ul className="service-area__bullets">
              {service.bullets.map((bullet) => (
                <li key={bullet}>
                  <Icon name="check" size={20} />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
}
