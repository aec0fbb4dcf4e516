import { formatNumber } from "../../../content/format.ts";
import type { Location } from "../../../content/locations.ts";
import { worldMapText as text } from "../../../content/world-map.ts";

/** The locations as plain text, so nothing on the map is locked inside it (pre-rendered). */
export function WorldMapList({ places }: { places: readonly Location[] }) {
  return (
    <details className="world-map__list">
      <summary>{text.listSummary(places.length)}</summary>
      <ul>
        {places.map((place) => (
          <li key={place.id}>
            <strong>
              {place.city}, {place.country}
            </strong>
            {place.type && <> ({text.types[place.type]})</>}
            {place.description && <>: {place.description}</>}{" "}
            <span className="world-map__list-facts">
              {text.popup.established} {place.established}. {text.popup.employees}:{" "}
              {formatNumber(place.employees)}.
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
