import type { ServiceArea } from "../../common/content-types.ts";
import { Icon } from "../components/icon/icon.tsx";
import "./service-areas.css";

/**
 * The service areas, one section each; a section's id is its service's id, so the home page's
 * service cards and the search can link straight to it.
 */
export function ServiceAreas({ services }: { services: readonly ServiceArea[] }) {
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
