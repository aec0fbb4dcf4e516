import { formatNumber } from "../../../common/format.ts";
import { fill, type Location, type WorldMapText } from "../../../common/site-text.ts";

/** The locations as plain text, so nothing on the map is locked inside it (pre-rendered). */
export function WorldMapList({
  places,
  text,
}: {
  places: readonly Location[];
  text: WorldMapText;
}) {
  return (
    <details className="world-map__list">
      <summary>{fill(text.listSummary, { count: places.length })}</summary>
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
