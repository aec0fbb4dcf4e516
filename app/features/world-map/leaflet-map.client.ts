// The file name keeps "leaflet" in the emitted chunk's name, so tests and caches can tell it apart.
import * as L from "leaflet";
import leafletStylesheetUrl from "leaflet/dist/leaflet.css?url";
import { markerPath } from "../../../common/map-marker.ts";
import { type MapThemeName, resolveMapTheme } from "../../../common/map-themes.ts";
import type { Location, LocationType } from "../../../common/site-data-types.ts";
import {
  BRAND_RED,
  FIT_BOUNDS_PADDING,
  MAP_CENTER,
  MAP_START_ZOOM,
  POPUP_INSET,
  POPUP_MAX_WIDTH,
  TILE_MAX_ZOOM,
  TILE_MIN_ZOOM,
} from "./map-constants.ts";

export const leafletVersion: string = L.version;

export interface LeafletMapLabels {
  types: Record<LocationType, string>;
  established: string;
  employees: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  rtl: boolean;
  number: (value: number) => string;
  year: (value: number) => string;
  comma: string;
}

export interface LeafletMapOptions {
  locations: readonly Location[];
  theme: MapThemeName;
  labels: LeafletMapLabels;
  reducedMotion: boolean;
  onMarkersChange?: (count: number) => void;
}

export interface LeafletMapHandle {
  fitToMarkers(): void;
  clearMarkers(): void;
  setTheme(theme: MapThemeName): void;
  invalidateSize(): void;
  markerCount(): number;
  destroy(): void;
}

const stylesheetAttribute = "data-leaflet-stylesheet";

/** A <link> rather than a CSS import: Vite never refetches a CSS dependency that failed once. */
function loadStylesheet(href: string): Promise<void> {
  const existing = document.head.querySelector<HTMLLinkElement>(`link[${stylesheetAttribute}]`);
  if (existing?.getAttribute(stylesheetAttribute) === "loaded") return Promise.resolve();
  existing?.remove();
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.setAttribute(stylesheetAttribute, "loading");
    link.addEventListener("load", () => {
      link.setAttribute(stylesheetAttribute, "loaded");
      resolve();
    });
    link.addEventListener("error", () => {
      link.remove();
      reject(new Error(`Could not load ${href}`));
    });
    document.head.append(link);
  });
}

// One brand-red pin for every type (docs/product.md#world-map), drawn inline: Leaflet's default icon images do not
// survive bundling and would need another image host.
const markerIcon = L.divIcon({
  className: "world-map__marker",
  html: `<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true" focusable="false"><path fill="${BRAND_RED}" stroke="#fff" stroke-width="1.5" d="${markerPath}"/><circle cx="12" cy="11.5" r="4" fill="#fff"/></svg>`,
  iconSize: [24, 32],
  iconAnchor: [12, 31],
  popupAnchor: [0, -28],
});

function placeName(place: Location, comma: string): string {
  return `${place.city}${comma}${place.country}`;
}

function popupContent(place: Location, labels: LeafletMapLabels): HTMLElement {
  const element = (tag: string, className: string, text: string) => {
    const node = document.createElement(tag);
    node.className = className;
    node.textContent = text;
    return node;
  };
  const root = element("div", "world-map__popup", "");
  root.append(element("p", "world-map__popup-title", placeName(place, labels.comma)));
  if (place.type) root.append(element("p", "world-map__popup-type", labels.types[place.type]));
  if (place.description) root.append(element("p", "", place.description));
  const facts = element("dl", "world-map__popup-facts", "");
  facts.append(
    element("dt", "", labels.established),
    element("dd", "", labels.year(place.established)),
    element("dt", "", labels.employees),
    element("dd", "", labels.number(place.employees)),
  );
  root.append(facts);
  if (place.page) {
    const link = element("a", "world-map__popup-link", place.page.label) as HTMLAnchorElement;
    link.href = place.page.to;
    root.append(link);
  }
  return root;
}

function tileLayer(name: MapThemeName): L.TileLayer {
  const theme = resolveMapTheme(name);
  return L.tileLayer(theme.url, {
    attribution: theme.attribution,
    subdomains: theme.subdomains ?? "abc",
    // The sources serve zoom 3 to 18; the start view is zoom 2, where Leaflet scales
    // zoom-3 tiles down instead of leaving the map grey.
    minZoom: MAP_START_ZOOM,
    minNativeZoom: TILE_MIN_ZOOM,
    maxZoom: TILE_MAX_ZOOM,
    maxNativeZoom: theme.maxNativeZoom ?? TILE_MAX_ZOOM,
  });
}

export async function mountLeafletMap(
  container: HTMLElement,
  options: LeafletMapOptions,
): Promise<LeafletMapHandle> {
  await loadStylesheet(leafletStylesheetUrl);
  const animate = !options.reducedMotion;
  const map = L.map(container, {
    center: MAP_CENTER,
    zoom: MAP_START_ZOOM,
    minZoom: MAP_START_ZOOM,
    maxZoom: TILE_MAX_ZOOM,
    keyboard: true,
    // The map sits in a long page: the wheel scrolls the page; zoom with +/-, keys or a double click.
    scrollWheelZoom: false,
    zoomControl: false,
    worldCopyJump: true,
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
  });
  const zoom = L.control
    .zoom({
      position: options.labels.rtl ? "topright" : "topleft",
      zoomInTitle: options.labels.zoomIn,
      zoomOutTitle: options.labels.zoomOut,
    })
    .addTo(map);
  let tiles = tileLayer(options.theme).addTo(map);
  // An opening popup pans the map until it is inside the edges and below the top row: the zoom
  // buttons on one side, the section's "Map Ready" badge (shorter than them) on the other.
  const controls = zoom.getContainer();
  const topRow = controls ? controls.offsetTop + controls.offsetHeight : 0;
  const popupOptions: L.PopupOptions = {
    maxWidth: POPUP_MAX_WIDTH,
    autoPanPaddingTopLeft: [POPUP_INSET, topRow + POPUP_INSET],
    autoPanPaddingBottomRight: [POPUP_INSET, POPUP_INSET],
  };

  const markers = L.layerGroup(
    options.locations.map((place) => {
      const name = placeName(place, options.labels.comma);
      const marker = L.marker([place.latitude, place.longitude], {
        icon: markerIcon,
        keyboard: true,
        title: name,
      });
      // Leaflet builds a new icon element each time the marker is added, so name it on every add.
      marker.on("add", () => marker.getElement()?.setAttribute("aria-label", name));
      marker.bindPopup(() => popupContent(place, options.labels), popupOptions);
      return marker;
    }),
  );
  // Leaflet closes a popup on Escape only while the map itself has focus; a keyboard user is on the
  // marker (or in the popup), so close it from there too and hand focus back to its marker.
  let opened: L.Marker | undefined;
  markers.eachLayer((layer) =>
    layer.on("popupopen", (event) => {
      opened = layer as L.Marker;
      (event as L.PopupEvent).popup
        .getElement()
        ?.querySelector(".leaflet-popup-close-button")
        ?.setAttribute("aria-label", options.labels.closePopup);
    }),
  );
  L.DomEvent.on(container, "keydown", (event) => {
    if ((event as KeyboardEvent).key !== "Escape" || !opened?.isPopupOpen()) return;
    map.closePopup();
    opened.getElement()?.focus();
  });
  const markerCount = () => (map.hasLayer(markers) ? markers.getLayers().length : 0);
  const markersChanged = () => options.onMarkersChange?.(markerCount());
  markers.addTo(map);
  markersChanged();

  return {
    fitToMarkers() {
      if (!map.hasLayer(markers)) {
        markers.addTo(map);
        markersChanged();
      }
      const points = options.locations.map((place) => L.latLng(place.latitude, place.longitude));
      if (points.length > 0)
        map.fitBounds(L.latLngBounds(points).pad(FIT_BOUNDS_PADDING), { animate });
    },
    clearMarkers() {
      map.closePopup();
      markers.remove();
      markersChanged();
    },
    setTheme(theme) {
      tiles.remove();
      tiles = tileLayer(theme).addTo(map);
    },
    invalidateSize() {
      map.invalidateSize({ animate: false });
    },
    markerCount,
    destroy() {
      map.remove();
    },
  };
}
