// A tiny hand-made build, so that tests/budgets.test.ts cannot pass by measuring nothing.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildFigures, measureBuild } from "./build-budgets.ts";

let dir: string;
let figures: BuildFigures;

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/app.css"/>${body}</head><body><script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import("/assets/entry.js");</script></body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "budgets-"));
  await mkdir(join(dir, "assets"));
  await mkdir(join(dir, "map"));
  await mkdir(join(dir, "images"));
  const files: Record<string, string | Buffer> = {
    "index.html": page(""),
    "map/index.html": page(
      '<link rel="modulepreload" href="/assets/leaflet-src.js"/><link rel="stylesheet" href="https://fonts.example.com/css"/><link rel="canonical" href="https://example.com/map"/>',
    ),
    "assets/entry.js": 'import{a}from"./shared.js";export{b}from"./re.js";console.log(a);',
    "assets/shared.js": `export const a=${JSON.stringify("x".repeat(1000))};`,
    "assets/re.js": "export const b=1;",
    "assets/manifest.js": "window.m=1;",
    "assets/root.js": 'import"./shared.js";const lazy=()=>import("./map-lazy.js");',
    "assets/map-lazy.js": "this._leaflet_id=1;",
    "assets/leaflet-src.js": "export const L=1;",
    "assets/app.css": "body{color:red}",
    "images/big.jpg": Buffer.alloc(300 * 1024),
    "images/small.svg": "<svg/>",
    "font.woff": Buffer.alloc(10),
  };
  for (const [name, data] of Object.entries(files)) await writeFile(join(dir, name), data);
  figures = await measureBuild(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("measureBuild", () => {
  it("follows preloads, inline imports and static imports, but not lazy ones", () => {
    const home = figures.pages.find((p) => p.path === "/");
    expect(home?.scripts).toEqual([
      "/assets/entry.js",
      "/assets/manifest.js",
      "/assets/re.js",
      "/assets/root.js",
      "/assets/shared.js",
    ]);
    expect(home?.jsGzip).toBeGreaterThan(0);
    expect(home?.leaflet).toEqual([]);
  });

  it("flags a page that loads Leaflet up front", () => {
    expect(figures.pages.find((p) => p.path === "/map")?.leaflet).toEqual([
      "/assets/leaflet-src.js",
    ]);
  });

  it("sizes stylesheets, HTML, images and fonts", () => {
    const home = figures.pages.find((p) => p.path === "/");
    expect(home?.stylesheets).toEqual(["/assets/app.css"]);
    expect(home?.cssGzip).toBeGreaterThan(0);
    expect(home?.htmlGzip).toBeGreaterThan(0);
    expect(figures.images).toContainEqual({ file: "images/big.jpg", bytes: 300 * 1024 });
    expect(figures.fonts).toEqual([{ file: "font.woff", bytes: 10, woff2: false }]);
  });

  it("reports stylesheets and fonts from other origins, not other links", () => {
    expect(figures.externalRefs).toEqual(["https://fonts.example.com/css"]);
  });
});
