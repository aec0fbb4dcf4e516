import { languageSettings } from "../../../common/i18n.ts";
import type { Location, WorldMapText } from "../../../common/site-data-types.ts";
import { useFormats, useSiteData } from "../../hooks/use-site-data.ts";

export function WorldMapList({
  places,
  text,
}: {
  places: readonly Location[];
  text: WorldMapText;
}) {
  const format = useFormats();
  const { comma } = languageSettings[useSiteData().language];
  return (
    <details className="world-map__list">
      <summary>{text.listSummary}</summary>
      <ul>
        {places.map((place) => (
          <li key={place.id}>
            <strong>
              {place.page ? (
                <a href={place.page.to}>
                  {place.city}
                  {comma}
                  {place.country}
                </a>
              ) : (
                <>
                  {place.city}
                  {comma}
                  {place.country}
                </>
              )}
            </strong>
            {place.type && <> ({text.types[place.type]})</>}
            {place.description && <>: {place.description}</>}{" "}
            <span className="world-map__list-facts">
              {text.popup.established} {format.year(place.established)}. {text.popup.employees}:{" "}
              {format.number(place.employees)}.
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
