import type { OfficeLink } from "../../common/office-types.ts";
import { ItemGrid } from "../components/item-grid.tsx";
import "./office-list.css";

/** Every office of the group, each linked to its own page. */
export function OfficeList({
  heading,
  offices,
  comma,
}: {
  heading: string;
  offices: readonly OfficeLink[];
  comma: string;
}) {
  return (
    <section aria-labelledby="offices-heading" className="container page-section office-list">
      <h2 id="offices-heading">{heading}</h2>
      <ItemGrid columns={3}>
        {offices.map((office) => (
          <li key={office.id} className="office-list__item">
            <a href={office.to}>
              {office.city}
              {comma}
              {office.country}
            </a>
          </li>
        ))}
      </ItemGrid>
    </section>
  );
}
