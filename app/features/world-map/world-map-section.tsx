import { useId, useMemo, useRef, useState } from "react";
import { languageSettings } from "../../../common/i18n.ts";
import { defaultMapTheme, type MapThemeName, mapThemeNames } from "../../../common/map-themes.ts";
import { worldMapAnchor } from "../../../common/paths.ts";
import { locationTypes } from "../../../common/site-data-types.ts";
import { useFormats, useMessages, useSiteData } from "../../hooks/use-site-data.ts";
import type { LeafletMapLabels } from "./leaflet-map.client.ts";
import { locationStatistics } from "./location-statistics.ts";
import { mapHeight, showsLegend, type WorldMapVariant } from "./map-constants.ts";
import { useWorldMap } from "./use-world-map.ts";
import { WorldMapDebug } from "./world-map-debug.tsx";
import { WorldMapList } from "./world-map-list.tsx";
import { WorldMapOverlay } from "./world-map-overlay.tsx";
import "./world-map.css";

const shownFigures = ["totalLocations", "countries", "totalEmployees"] as const;

export function WorldMapSection({ variant }: { variant: WorldMapVariant }) {
  const format = useFormats();
  const { worldMap: text, offices: locations, language } = useSiteData();
  const t = useMessages();
  const statistics = useMemo(() => locationStatistics(locations), [locations]);
  const labels: LeafletMapLabels = useMemo(
    () => ({
      types: text.types,
      established: text.popup.established,
      employees: text.popup.employees,
      zoomIn: text.zoom.in,
      zoomOut: text.zoom.out,
      closePopup: text.popup.close,
      rtl: languageSettings[language].dir === "rtl",
      comma: languageSettings[language].comma,
      number: format.number,
      year: format.year,
    }),
    [text, language, format],
  );
  const ids = useId();
  const section = useRef<HTMLElement>(null);
  const container = useRef<HTMLElement>(null);
  const [theme, setTheme] = useState<MapThemeName>(defaultMapTheme);
  const [debugOpen, setDebugOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const map = useWorldMap({ section, container, theme, labels, places: locations });
  const ready = map.state.status === "ready";

  const checkLeaflet = () => {
    const message = map.leafletVersion
      ? t("worldMap.leafletLoaded", { version: map.leafletVersion })
      : text.leafletNotLoaded;
    // Cleared first so that the same answer twice is announced twice.
    setAnnouncement("");
    requestAnimationFrame(() => setAnnouncement(message));
  };

  return (
    <section
      ref={section}
      id={worldMapAnchor}
      aria-labelledby={`${ids}-heading`}
      className="world-map page-section"
    >
      <div className="container">
        <h2 id={`${ids}-heading`}>{text.heading}</h2>
        <p className="world-map__intro">{text.intro}</p>
        <dl className="world-map__figures" aria-label={text.statistics.label}>
          {shownFigures.map((key) => (
            <div key={key} className="world-map__figure">
              <dt>{text.statistics[key]}</dt>
              <dd>{format.number(statistics[key])}</dd>
            </div>
          ))}
        </dl>

        <fieldset className="world-map__controls">
          <legend className="visually-hidden">{text.controlsLabel}</legend>
          <label className="world-map__theme">
            <span>{text.themeLabel}</span>
            <select
              value={theme}
              onChange={(event) => setTheme(event.currentTarget.value as MapThemeName)}
            >
              {mapThemeNames.map((name) => (
                <option key={name} value={name}>
                  {text.themes[name]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" disabled={!ready} onClick={map.fitToMarkers}>
            {text.buttons.fitToMarkers}
          </button>
          <button type="button" className="button" disabled={!ready} onClick={map.clearMarkers}>
            {text.buttons.clearAll}
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={debugOpen}
            aria-controls={`${ids}-debug`}
            onClick={() => setDebugOpen((open) => !open)}
          >
            {text.buttons.debug}
          </button>
          <button type="button" className="button" onClick={checkLeaflet}>
            {text.buttons.checkLeaflet}
          </button>
        </fieldset>
        <p className="world-map__announcement" role="status">
          {announcement}
        </p>
        <WorldMapDebug
          id={`${ids}-debug`}
          hidden={!debugOpen}
          status={map.state.status}
          markerCount={map.markerCount}
          leafletVersion={map.leafletVersion}
          statistics={statistics}
          text={text}
        />

        <div className="world-map__frame" style={{ height: mapHeight(variant) }}>
          <section ref={container} className="world-map__canvas" aria-label={text.mapLabel} />
          <WorldMapOverlay
            status={map.state.status}
            onRetry={map.retry}
            onCheckLeaflet={checkLeaflet}
            onInjectLeaflet={map.injectLeaflet}
            text={text}
          />
        </div>

        {showsLegend(variant) && (
          <div className="world-map__legend">
            <p id={`${ids}-legend`} className="world-map__legend-title">
              {text.legendTitle}
            </p>
            <ul aria-labelledby={`${ids}-legend`}>
              {locationTypes.map((type) => (
                <li key={type}>
                  <span className="world-map__legend-pin" aria-hidden="true" />
                  {text.types[type]}
                </li>
              ))}
            </ul>
          </div>
        )}
        <WorldMapList places={locations} text={text} />
      </div>
    </section>
  );
}
