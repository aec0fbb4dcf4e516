// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { markerTip } from "../../common/map-marker.ts";
import { loadGeography } from "./geography.server.ts";
import { type MapPlace, staticMap, staticMapSvg } from "./static-map.server.ts";

const dubai: MapPlace = { id: "dubai", city: "Dubai", latitude: 25.2048, longitude: 55.2708 };
const mumbai: MapPlace = { id: "mumbai", city: "Mumbai", latitude: 19.076, longitude: 72.8777 };
const newYork: MapPlace = {
  id: "new-york",
  city: "New York",
  latitude: 40.7128,
  longitude: -74.006,
};

// Web Mercator written out again, from its textbook form, so the test does not reuse the code.
function mercator(latitude: number, longitude: number) {
  const world = 256 * 2 ** staticMap.zoom;
  const phi = (latitude * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * world,
    y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * world,
  };
}

const svg = staticMapSvg({
  office: dubai,
  places: [dubai, mumbai, newYork],
  rtl: false,
  lang: "en",
});
const document = new DOMParser().parseFromString(svg, "image/svg+xml");

describe("an office's map picture", () => {
  it("is an SVG of the size the page reserves for it", () => {
    const root = document.documentElement;
    expect(root.getAttribute("width")).toBe(String(staticMap.width));
    expect(root.getAttribute("height")).toBe(String(staticMap.height));
    expect(document.querySelector("parsererror")).toBeNull();
  });

  it("puts the pin's tip on the office, in the middle", () => {
    const pin = document.querySelector('[data-place="dubai"]');
    const [, x = "", y = ""] =
      /translate\(([-\d.]+) ([-\d.]+)\)/.exec(pin?.getAttribute("transform") ?? "") ?? [];
    expect(Number(x) + markerTip.x).toBeCloseTo(staticMap.width / 2, 0);
    expect(Number(y) + markerTip.y).toBeCloseTo(staticMap.height / 2, 0);
  });

  it("puts a neighbour where its coordinates say, relative to the office", () => {
    const dot = document.querySelector('[data-place="mumbai"]');
    const office = mercator(dubai.latitude, dubai.longitude);
    const place = mercator(mumbai.latitude, mumbai.longitude);
    expect(Number(dot?.getAttribute("cx"))).toBeCloseTo(
      staticMap.width / 2 + place.x - office.x,
      0,
    );
    expect(Number(dot?.getAttribute("cy"))).toBeCloseTo(
      staticMap.height / 2 + place.y - office.y,
      0,
    );
    // East of Dubai is to the right, south is lower down.
    expect(Number(dot?.getAttribute("cx"))).toBeGreaterThan(staticMap.width / 2);
    expect(Number(dot?.getAttribute("cy"))).toBeGreaterThan(staticMap.height / 2);
  });

  it("leaves out places beyond its edges, and names the ones it shows", () => {
    expect(document.querySelector('[data-place="new-york"]')).toBeNull();
    const names = [...document.querySelectorAll("text")].map((text) => text.textContent);
    expect(names.sort()).toEqual(["Dubai", "Mumbai"]);
  });

  it("writes names as text, escaped, on the reading side in Arabic", () => {
    const arabic = staticMapSvg({
      office: { ...dubai, city: "دبي <&>" },
      places: [],
      rtl: true,
      lang: "ar",
    });
    expect(arabic).toContain("دبي &lt;&amp;&gt;");
    expect(arabic).toContain('text-anchor="end"');
    expect(arabic).toContain('xml:lang="ar"');
  });
});

/** The rings of a path of "M x y", "l dx dy …" and "z", in absolute pixels. */
function rings(d: string): { x: number; y: number }[][] {
  return [...d.matchAll(/M([^l]*)l([^zM]*)/g)].map(([, start = "", steps = ""]) => {
    const [x = 0, y = 0] = numbers(start);
    const ring = [{ x, y }];
    const deltas = numbers(steps);
    for (let index = 0; index + 1 < deltas.length; index += 2) {
      const last = ring.at(-1) ?? { x, y };
      ring.push({ x: last.x + (deltas[index] ?? 0), y: last.y + (deltas[index + 1] ?? 0) });
    }
    return ring;
  });
}
const numbers = (text: string) => (text.match(/-?(\d+\.?\d*|\.\d+)/g) ?? []).map(Number);

/** Even-odd rule, as a ray to the right crosses the rings' edges. */
function inside(point: { x: number; y: number }, shapes: { x: number; y: number }[][]) {
  let crossings = 0;
  for (const ring of shapes) {
    ring.forEach((a, index) => {
      const b = ring[(index + 1) % ring.length] ?? a;
      if (a.y > point.y !== b.y > point.y) {
        const x = a.x + ((point.y - a.y) * (b.x - a.x)) / (b.y - a.y);
        if (x > point.x) crossings += 1;
      }
    });
  }
  return crossings % 2 === 1;
}

describe("an office's map picture, over Natural Earth's land", async () => {
  const geography = await loadGeography();
  const picture = (office: MapPlace) => {
    const drawn = staticMapSvg({ office, geography, places: [], rtl: false, lang: "en" });
    const parsed = new DOMParser().parseFromString(drawn, "image/svg+xml");
    return {
      svg: drawn,
      land: rings(parsed.querySelector('[data-layer="land"]')?.getAttribute("d") ?? ""),
      borders: parsed.querySelector('[data-layer="borders"]'),
      // Where a place falls on the picture, by the textbook Mercator above.
      at: (latitude: number, longitude: number) => {
        const centre = mercator(office.latitude, office.longitude);
        const point = mercator(latitude, longitude);
        return {
          x: staticMap.width / 2 + point.x - centre.x,
          y: staticMap.height / 2 + point.y - centre.y,
        };
      },
    };
  };
  const nairobi: MapPlace = {
    id: "nairobi",
    city: "Nairobi",
    latitude: -1.2921,
    longitude: 36.8219,
  };

  it("puts Nairobi on land and the Indian Ocean off Kenya's coast in the sea", () => {
    const { land, borders, at } = picture(nairobi);
    expect(land.length).toBeGreaterThan(0);
    expect(inside(at(nairobi.latitude, nairobi.longitude), land)).toBe(true);
    expect(inside(at(-5, 45), land)).toBe(false);
    // Kampala, in Uganda, is on land too; no border is drawn between them.
    expect(borders).toBeNull();
    expect(inside(at(0.3476, 32.5825), land)).toBe(true);
  });

  it("puts the Gulf's middle and the Gulf of Oman in the sea, Arabia's inland on land", () => {
    const { land, at } = picture(dubai);
    // Dubai itself is on the shore, which at 1:50m runs within a pixel or so of it (its point
    // falls just offshore): Al Ain and Riyadh, inland, are the land here.
    expect(inside(at(24.2075, 55.7447), land)).toBe(true);
    expect(inside(at(26, 52.5), land)).toBe(false);
    expect(inside(at(24.5, 58.5), land)).toBe(false);
    // Riyadh, far inland.
    expect(inside(at(24.7136, 46.6753), land)).toBe(true);
  });

  it("draws land across longitude 180° as one piece, not as a line round the world", () => {
    const anadyr: MapPlace = { id: "anadyr", city: "Anadyr", latitude: 64.7, longitude: 177.5 };
    const { land, at } = picture(anadyr);
    // Chukotka on both sides of 180° (east of it is −177°, drawn as 183°), the Bering Sea south.
    expect(inside(at(66.5, 175), land)).toBe(true);
    expect(inside(at(67, 183), land)).toBe(true);
    expect(inside(at(59, 182), land)).toBe(false);
    // No ring reaches far beyond the picture: rings are cut to it, and none jumps round the world.
    const xs = land.flat().map(({ x }) => x);
    expect(Math.min(...xs)).toBeGreaterThan(-10);
    expect(Math.max(...xs)).toBeLessThan(staticMap.width + 10);
  });

  it("stays small: only what is near the picture, to a tenth of a pixel", () => {
    for (const office of [nairobi, dubai, mumbai]) {
      const { svg } = picture(office);
      expect(svg.length).toBeLessThan(40_000);
      const paths = [...svg.matchAll(/data-layer="\w+" d="([^"]*)"/g)].map(([, d]) => d);
      expect(paths).toHaveLength(1);
      expect(paths.join("")).not.toMatch(/\d\.\d\d/);
    }
  });
});
