// Shared with the server: its CSP allows exactly these hosts for images.
export const mapThemeNames = [
  "openstreetmap",
  "satellite",
  "dark",
  "light",
  "terrain",
  "watercolor",
  "streets",
  "topo",
] as const;

export type MapThemeName = (typeof mapThemeNames)[number];

export interface MapTheme {
  url: string;
  attribution: string;
  subdomains?: string;
  maxNativeZoom?: number;
}

const osmAttribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const cartoAttribution = `${osmAttribution} &copy; <a href="https://carto.com/attributions">CARTO</a>`;
const stadiaAttribution = `&copy; <a href="https://stadiamaps.com/">Stadia Maps</a> &copy; <a href="https://stamen.com/">Stamen Design</a> ${osmAttribution}`;
const esriAttribution = "Tiles &copy; Esri";

export const mapThemes: Record<MapThemeName, MapTheme> = {
  openstreetmap: {
    url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    attribution: osmAttribution,
  },
  satellite: {
    url: "https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}",
    attribution: `${esriAttribution} &mdash; Source: Esri, Maxar, Earthstar Geographics`,
  },
  dark: {
    url: "https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png",
    attribution: cartoAttribution,
    subdomains: "abcd",
  },
  light: {
    url: "https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png",
    attribution: cartoAttribution,
    subdomains: "abcd",
  },
  terrain: {
    url: "https://tiles.stadiamaps.com/tiles/stamen_terrain/{z}/{x}/{y}{r}.png",
    attribution: stadiaAttribution,
  },
  watercolor: {
    url: "https://tiles.stadiamaps.com/tiles/stamen_watercolor/{z}/{x}/{y}.jpg",
    attribution: stadiaAttribution,
    maxNativeZoom: 16,
  },
  streets: {
    url: "https://server.arcgisonline.com/ArcGIS/rest/services/World_Street_Map/MapServer/tile/{z}/{y}/{x}",
    attribution: `${esriAttribution} &mdash; Source: Esri, HERE, Garmin, OpenStreetMap contributors`,
  },
  topo: {
    url: "https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png",
    attribution: `${osmAttribution}, SRTM | Style: &copy; <a href="https://opentopomap.org">OpenTopoMap</a> (CC-BY-SA)`,
    subdomains: "abc",
    maxNativeZoom: 17,
  },
};

export const defaultMapTheme: MapThemeName = "light";

export function resolveMapTheme(name: string | undefined): MapTheme {
  return mapThemeNames.includes(name as MapThemeName)
    ? mapThemes[name as MapThemeName]
    : mapThemes.openstreetmap;
}

export const tileOrigins: string[] = [
  ...new Set(
    Object.values(mapThemes).flatMap((theme) => {
      const subdomains = theme.subdomains ? [...theme.subdomains] : [""];
      return subdomains.map((s) => new URL(theme.url.replace("{s}", s)).origin);
    }),
  ),
];
