import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { paths } from "../../common/paths.ts";
import { chromiumArgs, testChromiumPath } from "../support/chromium.ts";
import { siteData } from "../support/site-data.ts";
import { test as base, expect, type OpenPage, test } from "./fixtures.ts";

const { offices: locations, worldMap: text } = siteData;

const leafletFiles = "**/assets/*leaflet*";
// The map may take up to its own load timeout (15 s) to be ready on a busy machine.
const ready = { timeout: 16_000 };
test.describe.configure({ timeout: 60_000 });

async function openMap(page: Page, openPage: OpenPage, path: string) {
  await openPage(path);
  const section = page.getByRole("region", { name: text.heading });
  await section.scrollIntoViewIfNeeded();
  return section;
}

const mapPages = [
  { path: paths.home, height: 600, legend: false },
  { path: paths.contact, height: 500, legend: true },
];

for (const { path, height, legend } of mapPages) {
  test.describe(`the map on ${path}`, () => {
    test(`reaches "Map Ready" with ${locations.length} markers, ${height}px high, under the CSP`, async ({
      page,
      openPage,
      consoleErrors,
    }) => {
      const section = await openMap(page, openPage, path);
      await expect(section.getByText(text.ready)).toBeVisible(ready);
      await expect(section.locator(".leaflet-marker-icon")).toHaveCount(locations.length);
      const box = await section.getByRole("region", { name: text.mapLabel }).boundingBox();
      expect(Math.abs((box?.height ?? 0) - height)).toBeLessThanOrEqual(2);
      // Tiles are requested (the start view at zoom 2 is not grey) and answered by the fixture.
      await expect(section.locator(".leaflet-tile-loaded").first()).toBeAttached();
      expect(consoleErrors).toEqual([]);
    });

    test(`${legend ? "shows" : "has no"} legend`, async ({ page, openPage }) => {
      const section = await openMap(page, openPage, path);
      const legendList = section.getByRole("list", { name: text.legendTitle });
      if (legend) {
        await expect(legendList.getByRole("listitem")).toHaveText(Object.values(text.types));
      } else {
        await expect(section.getByText(text.ready)).toBeVisible(ready);
        await expect(legendList).toHaveCount(0);
      }
    });
  });
}

test("the pre-rendered page holds the section, the loading texts and the list of locations", async ({
  request,
}) => {
  // React separates adjacent text with comments; the visitor sees the text joined.
  const html = (await (await request.get(paths.home)).text()).replaceAll("<!-- -->", "");
  for (const expected of [
    text.heading,
    text.loading.title,
    text.loading.subtitle,
    text.listSummary,
    `All ${locations.length} locations as a list`,
    "Port Louis, Mauritius",
    "height:600px",
  ]) {
    expect(html).toContain(expected);
  }
  expect(html).not.toContain("leaflet-map");
});

test("a marker is reached by keyboard and opens its popup with Enter", async ({
  page,
  openPage,
}) => {
  const section = await openMap(page, openPage, paths.contact);
  await expect(section.getByText(text.ready)).toBeVisible(ready);
  const dubai = section.getByRole("button", { name: "Dubai, UAE" });
  await dubai.focus();
  await expect(dubai).toBeFocused();
  await page.keyboard.press("Enter");
  const popup = section.locator(".leaflet-popup");
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("Dubai, UAE");
  await expect(popup).toContainText(text.types.office);
  await expect(popup).toContainText(text.popup.established);
  await expect(popup).toContainText(text.popup.employees);
  const width = (await popup.locator(".leaflet-popup-content").boundingBox())?.width ?? 0;
  expect(width).toBeLessThanOrEqual(300);
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await expect(dubai).toBeFocused();
});

test("every marker is a focusable button named City, Country", async ({ page, openPage }) => {
  const section = await openMap(page, openPage, paths.home);
  await expect(section.getByText(text.ready)).toBeVisible(ready);
  await expect(section.locator(".leaflet-marker-icon")).toHaveCount(locations.length);
  expect(locations.length).toBeGreaterThan(0);
  for (const place of locations) {
    const marker = section.getByRole("button", { name: `${place.city}, ${place.country}` });
    await expect(marker.first()).toHaveAttribute("tabindex", "0");
  }
});

test("Clear All removes every marker and Fit to Markers brings them back", async ({
  page,
  openPage,
}) => {
  const section = await openMap(page, openPage, paths.home);
  const markers = section.locator(".leaflet-marker-icon");
  await expect(section.getByText(text.ready)).toBeVisible(ready);
  await expect(markers).toHaveCount(locations.length);
  await section.getByRole("button", { name: text.buttons.clearAll }).click();
  await expect(markers).toHaveCount(0);
  await section.getByRole("button", { name: text.buttons.fitToMarkers }).click();
  await expect(markers).toHaveCount(locations.length);
  // Every marker is inside the fitted view.
  const frame = await section.getByRole("region", { name: text.mapLabel }).boundingBox();
  for (const marker of await markers.all()) {
    const box = await marker.boundingBox();
    expect(box && frame && box.y >= frame.y && box.y + box.height <= frame.y + frame.height).toBe(
      true,
    );
  }
});

test("Debug shows the state, marker count, Leaflet version and statistics", async ({
  page,
  openPage,
}) => {
  const section = await openMap(page, openPage, paths.home);
  await expect(section.getByText(text.ready)).toBeVisible(ready);
  const debug = section.getByRole("button", { name: text.buttons.debug });
  await expect(debug).toHaveAttribute("aria-expanded", "false");
  await debug.click();
  await expect(debug).toHaveAttribute("aria-expanded", "true");
  const panel = section.getByRole("region", { name: text.debug.title });
  await expect(panel).toContainText("ready");
  await expect(panel).toContainText(`${text.debug.markers}${locations.length}`);
  await expect(panel).toContainText(/1\.9\.\d/);
  await expect(panel).toContainText(`${text.statistics.countries}11`);
});

test("Check Leaflet says in a live region that Leaflet is loaded, and its version", async ({
  page,
  openPage,
}) => {
  const section = await openMap(page, openPage, paths.home);
  await expect(section.getByText(text.ready)).toBeVisible(ready);
  await section.getByRole("button", { name: text.buttons.checkLeaflet }).click();
  await expect(section.getByRole("status").filter({ hasText: "Leaflet" })).toHaveText(
    /^Leaflet is loaded \(version 1\.9\.\d+\)\.$/,
  );
});

test("the Map style select offers the eight themes, light first chosen, and swaps the tiles", async ({
  page,
  openPage,
}) => {
  const section = await openMap(page, openPage, paths.home);
  await expect(section.getByText(text.ready)).toBeVisible(ready);
  const select = section.getByLabel(text.themeLabel);
  await expect(select).toHaveValue("light");
  await expect(select.locator("option")).toHaveCount(8);
  await expect(section.locator(".leaflet-tile").first()).toHaveAttribute(
    "src",
    /basemaps\.cartocdn\.com\/light_all/,
  );
  await select.selectOption("dark");
  await expect(section.locator(".leaflet-tile").first()).toHaveAttribute("src", /dark_all/);
  await expect(section.locator(".leaflet-marker-icon")).toHaveCount(locations.length);
});

// Chromium before 156 keeps a failed import() in its module map; 156 fetches it again. Both are
// tested: the feature switch brings back the old one.
const keepingFailedImports = test.extend({
  launchOptions: [
    {
      executablePath: testChromiumPath,
      args: [...chromiumArgs, "--disable-features=ModuleMapDoNotCacheFailedFetch"],
    },
    { scope: "worker" },
  ],
});

for (const [browserKind, test] of [
  ["as installed", base],
  ["keeping failed imports", keepingFailedImports],
] as const) {
  test.describe(`in a browser ${browserKind}`, () => {
    test("with the Leaflet file blocked the error overlay appears, and Retry recovers", async ({
      page,
      openPage,
    }) => {
      let blocked = true;
      await page.route(leafletFiles, (route) => (blocked ? route.abort() : route.fallback()));
      const section = await openMap(page, openPage, paths.contact);
      const failure = section.getByRole("region", { name: text.error.title });
      await expect(failure).toBeVisible(ready);
      await expect(failure).toContainText(text.error.message);
      await expect(failure).toContainText(text.error.hint);
      for (const name of Object.values(text.buttons).slice(0, 3)) {
        await expect(failure.getByRole("button", { name })).toBeVisible();
      }
      await failure.getByRole("button", { name: text.buttons.checkLeaflet }).click();
      await expect(section.getByRole("status").filter({ hasText: "Leaflet" })).toHaveText(
        text.leafletNotLoaded,
      );

      blocked = false;
      await failure.getByRole("button", { name: text.buttons.retry }).click();
      await expect(section.getByText(text.ready)).toBeVisible(ready);
      await expect(failure).toHaveCount(0);
      await expect(section.locator(".leaflet-marker-icon")).toHaveCount(locations.length);
    });

    test("Inject Leaflet loads the file again and initialises the map", async ({
      page,
      openPage,
    }) => {
      let blocked = true;
      await page.route(leafletFiles, (route) => (blocked ? route.abort() : route.fallback()));
      const section = await openMap(page, openPage, paths.home);
      const failure = section.getByRole("region", { name: text.error.title });
      await expect(failure).toBeVisible(ready);
      blocked = false;
      const refetched = page.waitForRequest(/leaflet-map\.client-[^/]*\.js/);
      await failure.getByRole("button", { name: text.buttons.injectLeaflet }).click();
      await refetched;
      await expect(section.getByText(text.ready)).toBeVisible(ready);
      await expect(section.locator(".leaflet-marker-icon")).toHaveCount(locations.length);
    });
  });
}

test("Leaflet is fetched only when the map nears the viewport", async ({ page }) => {
  const leafletRequests: string[] = [];
  page.on("request", (request) => {
    if (/leaflet/i.test(new URL(request.url()).pathname)) leafletRequests.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto(paths.home);
  await page.waitForLoadState("networkidle");
  const section = page.getByRole("region", { name: text.heading });
  const top = (await section.boundingBox())?.y ?? 0;
  expect(top, "the map starts more than 200px below the fold").toBeGreaterThan(400 + 200);
  expect(leafletRequests).toEqual([]);

  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(text.ready)).toBeVisible(ready);
  expect(leafletRequests.some((url) => /leaflet-map\.client-[^/]+\.js$/.test(url))).toBe(true);
  expect(leafletRequests.some((url) => /leaflet-[^/]+\.css$/.test(url))).toBe(true);
});

test("a page without the map requests no Leaflet file", async ({ page, openPage }) => {
  const leafletRequests: string[] = [];
  page.on("request", (request) => {
    if (/leaflet/i.test(new URL(request.url()).pathname)) leafletRequests.push(request.url());
  });
  await openPage(paths.about);
  await page.mouse.wheel(0, 10_000);
  await page.waitForLoadState("networkidle");
  expect(leafletRequests).toEqual([]);
});

test("axe finds no violations in the map section", async ({ page, openPage }) => {
  const section = await openMap(page, openPage, paths.contact);
  await expect(section.getByText(text.ready)).toBeVisible(ready);
  await section.locator(".leaflet-tile-loaded").first().waitFor({ state: "attached" });
  const axe = () => new AxeBuilder({ page }).include(".world-map");
  const results = await axe()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .disableRules(["target-size"])
    .analyze();
  expect(results.violations).toEqual([]);
  // Map pins are WCAG 2.5.8's "essential" exception; the list of locations carries the same facts.
  const targets = await axe().exclude(".leaflet-marker-pane").withRules(["target-size"]).analyze();
  expect(targets.violations).toEqual([]);
});
