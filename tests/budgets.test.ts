// A fast early warning on the build output; tests/e2e/budgets.spec.ts counts what the browser loads.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPagePaths } from "../app/cms/content-pages.server.ts";
import { languages, localizedPath } from "../common/i18n.ts";
import { paths as pagePaths } from "../common/paths.ts";
import {
  type BuildFigures,
  budgets,
  formatKb,
  gzipTotal,
  measureBuild,
  withStaticImports,
} from "../scripts/build-budgets.ts";

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(join(clientDir, "index.html"))) {
  throw new Error(
    `No build in ${clientDir}: run npm run build first (the budgets read its output).`,
  );
}

let figures: BuildFigures;
beforeAll(async () => {
  figures = await measureBuild(clientDir);
});

const over = (entries: { name: string; size: number }[], limit: number) =>
  entries.filter((e) => e.size > limit).map((e) => `${e.name}: ${formatKb(e.size)}`);

describe("performance budgets of the build", () => {
  it("pre-renders the pages it measures", () => {
    const paths = figures.pages.map((page) => page.path);
    expect(paths).toContain("/");
    expect(paths).toContain("/contact");
  });

  // Every page has the header's Search, which loads its code on a press only: what would load
  // without one is an island that wakes by itself.
  it("builds every page that follows from content, in both languages, with no script file, module hint or island that wakes by itself", async () => {
    const english = [pagePaths.impact, ...(await contentPagePaths())];
    const expected = languages.flatMap((language) =>
      english.map((path) => localizedPath(path, language)),
    );
    expect(expected.length).toBeGreaterThan(2);
    const built = new Map(figures.pages.map((page) => [page.path, page]));
    const loading = [];
    for (const path of expected) {
      const page = built.get(path);
      const html = page ? await readFile(join(clientDir, path, "index.html"), "utf8") : "";
      if (!page) loading.push(`${path}: not built`);
      else if ([...page.scripts, ...page.modulePreloads].length > 0)
        loading.push(`${path}: script`);
      else if (/data-hydrate="(?!interaction")/.test(html)) loading.push(`${path}: island`);
    }
    expect(loading).toEqual([]);
  });

  it("names no script file in any page's HTML: only the SPA fallback and the carousel test page are hydrated whole", () => {
    const withScripts = figures.pages
      .filter((page) => page.scripts.length > 0)
      .map((page) => page.path);
    // The developer page's carousels hold slides of other sections: not islands (yet).
    expect(withScripts).toEqual(["/__spa-fallback", "/ar/test-carousel", "/test-carousel"]);
  });

  it(`gives the islands' loader and what it imports at once at most ${formatKb(budgets.islandJs.limit)} gzip`, async () => {
    const home = figures.pages.find((page) => page.path === "/");
    expect(home?.islandsLoader).toMatch(/^\/assets\/islands-/);
    const loader = await withStaticImports(clientDir, [home?.islandsLoader ?? ""]);
    const size = await gzipTotal(clientDir, loader);
    expect(size, loader.join("\n")).toBeLessThanOrEqual(budgets.islandJs.limit);
  });

  it("hints no script module in the head, so the first paint waits for stylesheets only", () => {
    const hinted = figures.pages
      .filter((page) => page.modulePreloads.length > 0)
      .map((page) => `${page.path}: ${page.modulePreloads.length} modulepreload links`);
    expect(hinted).toEqual([]);
  });

  it(`links at most ${formatKb(budgets.initialCss.limit)} gzip of CSS on any page`, () => {
    const pages = figures.pages.map((page) => ({ name: page.path, size: page.cssGzip }));
    expect(over(pages, budgets.initialCss.limit)).toEqual([]);
  });

  it(`keeps every pre-rendered page's HTML under ${formatKb(budgets.html.limit)} gzip`, () => {
    const pages = figures.pages.map((page) => ({ name: page.path, size: page.htmlGzip }));
    expect(over(pages, budgets.html.limit)).toEqual([]);
  });

  it("keeps Leaflet out of every page's initial scripts", () => {
    const withLeaflet = figures.pages
      .filter((page) => page.leaflet.length > 0)
      .map((page) => `${page.path}: ${page.leaflet.join(", ")}`);
    expect(withLeaflet).toEqual([]);
  });

  it(`keeps every image under ${formatKb(budgets.image.limit)}`, () => {
    const images = figures.images.map((image) => ({ name: image.file, size: image.bytes }));
    expect(over(images, budgets.image.limit)).toEqual([]);
  });

  it("self-hosts any font, as a subset WOFF2", () => {
    expect(figures.externalRefs).toEqual([]);
    expect(figures.fonts.map((font) => font.file)).toContain(
      "fonts/figtree-latin-wght-normal.woff2",
    );
    const notWoff2 = figures.fonts.filter((font) => !font.file.endsWith(".woff2") || !font.woff2);
    expect(notWoff2).toEqual([]);
    const fonts = figures.fonts.map((font) => ({ name: font.file, size: font.bytes }));
    expect(over(fonts, budgets.font.limit)).toEqual([]);
  });
});
