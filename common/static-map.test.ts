// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { markerTip } from "./map-marker.ts";
import { type MapPlace, staticMap, staticMapSvg } from "./static-map.ts";

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
