// Each office's map picture, drawn at build in the world map's projection (Leaflet's Web Mercator),
// so that no tile server is asked at run time.
import { markerColour, markerPath, markerTip } from "../../common/map-marker.ts";

export interface MapPlace {
  id: string;
  city: string;
  latitude: number;
  longitude: number;
}

/** A line or ring of [longitude, latitude] points, as GeoJSON writes them. */
export type GeoLine = readonly (readonly number[])[];

/** Land's polygons (outer ring, then holes). No borders: some are disputed; an office takes no side. */
export interface Geography {
  land: readonly (readonly GeoLine[])[];
}

export interface StaticMapOptions {
  office: MapPlace;
  /** Without it the picture is sea and grid only. */
  geography?: Geography;
  /** Every other place of the world map; those outside the picture are left out. */
  places: readonly MapPlace[];
  rtl: boolean;
  lang: string;
}

/** Zoom 4 spans about 56° of longitude across 640 px: a region, with its neighbours. */
export const staticMap = { width: 640, height: 400, zoom: 4 } as const;

const tileSize = 256;
const gridStep = 10;

/** Web Mercator's edge: Leaflet clamps latitude there, and so does this (the poles are infinite). */
const maxLatitude = 85.0511287798;

/** Pixels from the world's top-left corner at a zoom, as Leaflet's EPSG:3857. */
export function project(latitude: number, longitude: number, zoom: number) {
  const scale = tileSize * 2 ** zoom;
  const clamped = Math.max(-maxLatitude, Math.min(maxLatitude, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
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

/** A name beside its point, left out where it would leave the picture or cover another name. */
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

type Point = { x: number; y: number };

/** A line in the world's pixels at the picture's zoom, with the box around it. */
interface Projected {
  points: Point[];
  box: Box;
}

const projectedWorlds = new WeakMap<Geography, { land: Projected[] }>();

/** Projected once for every picture of a build: the pictures differ only by where they look. */
function projected(geography: Geography) {
  const known = projectedWorlds.get(geography);
  if (known !== undefined) return known;
  const line = (points: GeoLine, ring: boolean): Projected => {
    const pixels = unwrap(points, ring).map(([longitude, latitude]) =>
      project(latitude, longitude, staticMap.zoom),
    );
    const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
    for (const { x, y } of pixels) {
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
    return { points: pixels, box };
  };
  const world = {
    land: geography.land.flat().map((ring) => line(ring, true)),
  };
  projectedWorlds.set(geography, world);
  return world;
}

/**
 * Natural Earth's lines cross longitude 180° in one step (Fiji's 179° to −179°), which on a flat map
 * would cross the whole world: each point is moved by 360° to follow on from the one before. A
 * ring that then goes once round the world (Antarctica) is closed along its pole.
 */
function unwrap(points: GeoLine, ring: boolean): [number, number][] {
  const result: [number, number][] = [];
  for (const [longitude = 0, latitude = 0] of points) {
    const previous = result.at(-1)?.[0] ?? longitude;
    result.push([longitude + 360 * Math.round((previous - longitude) / 360), latitude]);
  }
  const first = result[0];
  const last = result.at(-1);
  if (ring && first !== undefined && last !== undefined && Math.abs(last[0] - first[0]) > 180) {
    const pole = result.reduce((sum, [, latitude]) => sum + latitude, 0) < 0 ? -90 : 90;
    result.push([last[0], pole], [first[0], pole]);
  }
  return result;
}

const meets = (a: Box, b: Box) =>
  a.right >= b.left && a.left <= b.right && a.bottom >= b.top && a.top <= b.bottom;

/** Land cut to a box just larger than the picture, so a continent costs only its visible coast. */
function geographyPaths(geography: Geography, office: MapPlace): string {
  const { width, height, zoom } = staticMap;
  const origin = project(office.latitude, office.longitude, zoom);
  const world = tileSize * 2 ** zoom;
  const margin = 4;
  const view = { left: -margin, right: width + margin, top: -margin, bottom: height + margin };
  const { land } = projected(geography);
  // Near longitude 180° the picture shows the world's other side too, as Leaflet repeats it.
  const shifts = [-world, 0, world];
  const landPaths: string[] = [];
  for (const shift of shifts) {
    const dx = shift - origin.x + width / 2;
    const dy = -origin.y + height / 2;
    const seen = (box: Box) =>
      meets(
        { left: box.left + dx, right: box.right + dx, top: box.top + dy, bottom: box.bottom + dy },
        view,
      );
    const moved = (points: readonly Point[]) =>
      points.map(({ x, y }) => ({ x: x + dx, y: y + dy }));
    for (const ring of land) {
      if (!seen(ring.box)) continue;
      const path = pathOf(clipRing(moved(ring.points), view), true);
      if (path !== "") landPaths.push(path);
    }
  }
  return landPaths.length > 0
    ? `<path data-layer="land" d="${landPaths.join("")}" fill="#fbf8f1"/>`
    : "";
}

/** Tenths of a pixel, as short as SVG allows: "0.5" is ".5", "-0.5" is "-.5". */
const tenths = (value: number) => {
  const text = String(value / 10);
  return text.replace(/^(-?)0\./, "$1.");
};

/** Relative moves in tenths of a pixel; empty when under two points (three for a ring) remain. */
function pathOf(points: readonly Point[], closed: boolean): string {
  const steps: [number, number][] = [];
  let last: [number, number] | undefined;
  for (const { x, y } of points) {
    const here: [number, number] = [Math.round(x * 10), Math.round(y * 10)];
    if (last !== undefined && here[0] === last[0] && here[1] === last[1]) continue;
    steps.push(here);
    last = here;
  }
  const first = steps[0];
  if (closed && steps.length > 1 && first !== undefined) {
    const end = steps.at(-1);
    if (end?.[0] === first[0] && end[1] === first[1]) steps.pop();
  }
  if (first === undefined || steps.length < (closed ? 3 : 2)) return "";
  let text = `M${tenths(first[0])} ${tenths(first[1])}l`;
  for (let index = 1; index < steps.length; index += 1) {
    const [x, y] = steps[index] as [number, number];
    const [px, py] = steps[index - 1] as [number, number];
    for (const delta of [x - px, y - py]) {
      const number = tenths(delta);
      text += number.startsWith("-") || text.endsWith("l") ? number : ` ${number}`;
    }
  }
  return closed ? `${text}z` : text;
}

/** A ring cut to a box, one edge after another (Sutherland–Hodgman). */
function clipRing(ring: readonly Point[], box: Box): Point[] {
  const edges: { inside: (p: Point) => boolean; cross: (a: Point, b: Point) => Point }[] = [
    { inside: (p) => p.x >= box.left, cross: (a, b) => atX(a, b, box.left) },
    { inside: (p) => p.x <= box.right, cross: (a, b) => atX(a, b, box.right) },
    { inside: (p) => p.y >= box.top, cross: (a, b) => atY(a, b, box.top) },
    { inside: (p) => p.y <= box.bottom, cross: (a, b) => atY(a, b, box.bottom) },
  ];
  let points: Point[] = [...ring];
  for (const { inside, cross } of edges) {
    const input = points;
    points = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length] as Point;
      if (inside(current)) {
        if (!inside(previous)) points.push(cross(previous, current));
        points.push(current);
      } else if (inside(previous)) points.push(cross(previous, current));
    });
    if (points.length === 0) break;
  }
  return points;
}

const atX = (a: Point, b: Point, x: number): Point => ({
  x,
  y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x),
});
const atY = (a: Point, b: Point, y: number): Point => ({
  x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y),
  y,
});

export function staticMapSvg({ office, geography, places, rtl, lang }: StaticMapOptions): string {
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
    geography === undefined ? "" : geographyPaths(geography, office),
    grid(office),
    ...others,
    pin,
    officeLabel,
    "</svg>",
  ].join("");
}
