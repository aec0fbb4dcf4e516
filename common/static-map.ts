// Each office's map picture, drawn at build time from the world map's own places, in the world
// map's projection (Web Mercator on 256-pixel tiles, as Leaflet draws it), so that no tile server
// is asked at run time. The places are what the site knows of the world: the picture shows the
// office's pin in the middle, the group's other places nearby and a grid of latitude and longitude.
import { markerColour, markerPath, markerTip } from "./map-marker.ts";

export interface MapPlace {
  id: string;
  city: string;
  latitude: number;
  longitude: number;
}

export interface StaticMapOptions {
  office: MapPlace;
  /** Every other place of the world map; those outside the picture are left out. */
  places: readonly MapPlace[];
  rtl: boolean;
  lang: string;
}

/** Zoom 4 spans about 56° of longitude across 640 px: a region, with its neighbours. */
export const staticMap = { width: 640, height: 400, zoom: 4 } as const;

const tileSize = 256;
const gridStep = 10;

/** Pixels from the world's top-left corner at a zoom, as Leaflet's EPSG:3857. */
export function project(latitude: number, longitude: number, zoom: number) {
  const scale = tileSize * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

function latitudeAt(y: number, zoom: number): number {
  const scale = tileSize * 2 ** zoom;
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI;
}

/** Where a place lands on the office's picture, in its pixels. */
export function pointOnMap(place: MapPlace, office: MapPlace) {
  const origin = project(office.latitude, office.longitude, staticMap.zoom);
  const point = project(place.latitude, place.longitude, staticMap.zoom);
  return {
    x: round(point.x - origin.x + staticMap.width / 2),
    y: round(point.y - origin.y + staticMap.height / 2),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? "",
  );

const font = `font-family="Arial, 'Noto Sans Arabic', 'DejaVu Sans', sans-serif"`;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * A name beside its point, on the side the text runs to or else the other; left out where it
 * would leave the picture or cover another name. Widths are estimated (no font is measured at
 * build), generously.
 */
function label(
  text: string,
  at: { x: number; y: number },
  options: { rtl: boolean; size: number; gap: number; taken: Box[] },
): string {
  const { rtl, size, gap, taken } = options;
  const width = text.length * size * 0.62;
  for (const end of rtl ? [true, false] : [false, true]) {
    const x = end ? at.x - gap : at.x + gap;
    const box = {
      left: end ? x - width : x,
      right: end ? x : x + width,
      top: at.y - size * 0.7,
      bottom: at.y + size * 0.5,
    };
    const fits = box.left >= 2 && box.right <= staticMap.width - 2 && box.top >= 0;
    const free = taken.every(
      (other) =>
        box.right < other.left ||
        box.left > other.right ||
        box.bottom < other.top ||
        box.top > other.bottom,
    );
    if (!fits || !free || box.bottom > staticMap.height) continue;
    taken.push(box);
    // A light halo, so that grid lines never cross the name.
    return `<text x="${round(x)}" y="${round(at.y + size / 3)}" text-anchor="${end ? "end" : "start"}" font-size="${size}"${size > 13 ? ' font-weight="700"' : ""} fill="#1f2933" stroke="#f4f7f9" stroke-width="3" paint-order="stroke">${escapeXml(text)}</text>`;
  }
  return "";
}

function grid(office: MapPlace): string {
  const { width, height, zoom } = staticMap;
  const origin = project(office.latitude, office.longitude, zoom);
  const left = origin.x - width / 2;
  const top = origin.y - height / 2;
  const scale = tileSize * 2 ** zoom;
  const lines: string[] = [];
  const west = (left / scale) * 360 - 180;
  const east = ((left + width) / scale) * 360 - 180;
  for (let lon = Math.ceil(west / gridStep) * gridStep; lon <= east; lon += gridStep) {
    const x = round(project(0, lon, zoom).x - left);
    lines.push(`M${x} 0V${height}`);
  }
  const south = latitudeAt(top + height, zoom);
  const north = latitudeAt(top, zoom);
  for (let lat = Math.ceil(south / gridStep) * gridStep; lat <= north; lat += gridStep) {
    const y = round(project(lat, 0, zoom).y - top);
    lines.push(`M0 ${y}H${width}`);
  }
  return `<path d="${lines.join("")}" stroke="#cdd8e1" stroke-width="1" fill="none"/>`;
}

export function staticMapSvg({ office, places, rtl, lang }: StaticMapOptions): string {
  const { width, height } = staticMap;
  const inside = ({ x, y }: { x: number; y: number }) =>
    x >= 0 && x <= width && y >= 0 && y <= height;
  const centre = pointOnMap(office, office);
  const taken: Box[] = [];
  const officeLabel = label(
    office.city,
    { x: centre.x, y: centre.y - 20 },
    { rtl, size: 16, gap: 15, taken },
  );
  // The pin itself, so that no name covers it.
  taken.push({ left: centre.x - 12, right: centre.x + 12, top: centre.y - 32, bottom: centre.y });
  const labelled = new Set<string>([office.city]);
  const points = places
    .filter((place) => place.id !== office.id)
    .map((place) => ({ place, at: pointOnMap(place, office) }))
    .filter(({ at }) => inside(at));
  for (const { at } of points) {
    taken.push({ left: at.x - 5, right: at.x + 5, top: at.y - 5, bottom: at.y + 5 });
  }
  const others = points.map(({ place, at }) => {
    // Two places in one city (Cairo) get one name.
    const named = !labelled.has(place.city);
    labelled.add(place.city);
    return [
      `<circle data-place="${escapeXml(place.id)}" cx="${at.x}" cy="${at.y}" r="4.5" fill="#52606d" stroke="#fff" stroke-width="1.5"/>`,
      named ? label(place.city, at, { rtl, size: 13, gap: 9, taken }) : "",
    ].join("");
  });
  const pin = `<g data-place="${escapeXml(office.id)}" transform="translate(${round(centre.x - markerTip.x)} ${round(centre.y - markerTip.y)})"><path fill="${markerColour}" stroke="#fff" stroke-width="1.5" d="${markerPath}"/><circle cx="12" cy="11.5" r="4" fill="#fff"/></g>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xml:lang="${escapeXml(lang)}" ${font}>`,
    `<rect width="${width}" height="${height}" fill="#e9eff4"/>`,
    grid(office),
    ...others,
    pin,
    officeLabel,
    "</svg>",
  ].join("");
}
