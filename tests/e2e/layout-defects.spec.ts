import type { Locator, Page } from "@playwright/test";
import { loadInsightsPage } from "../../app/cms/insights.server.ts";
import { loadHomePage, loadImpactPage } from "../../app/cms/pages.server.ts";
import { loadSiteData } from "../../app/cms/site.server.ts";
import {
  type Language,
  languageSettings,
  localizedPath,
  otherLanguage,
} from "../../common/i18n.ts";
import { mapThemeNames } from "../../common/map-themes.ts";
import { paths } from "../../common/paths.ts";
import { axeViolations } from "../support/axe.ts";
import { expect, type OpenPage, test } from "./fixtures.ts";

const languages = ["en", "ar"] as const satisfies readonly Language[];

async function wordsOf(language: Language) {
  const [site, home, impact] = await Promise.all([
    loadSiteData(language),
    loadHomePage(language),
    loadImpactPage(language),
  ]);
  return { site, home, impact };
}
const content = { en: await wordsOf("en"), ar: await wordsOf("ar") };

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };
// The map may take up to its own load timeout (15 s) to be ready on a busy machine.
const mapReady = { timeout: 16_000 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;
const intersects = (a: Box, b: Box) =>
  a.x < right(b) && b.x < right(a) && a.y < bottom(b) && b.y < bottom(a);

function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.x, `${what}: left`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(right(inner), `${what}: right`).toBeLessThanOrEqual(right(outer) + 0.5);
  expect(inner.y, `${what}: top`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(bottom(inner), `${what}: bottom`).toBeLessThanOrEqual(bottom(outer) + 0.5);
}

const inLanguage = (path: string, language: Language) => localizedPath(path, language);

test.describe("the home banner", () => {
  test.use({ viewport: desktop });

  test("on /ar the art is mirrored and a scrim keeps the headline and sub-line legible on any art", async ({
    page,
    openPage,
  }) => {
    for (const language of ["ar", "en"] as const) {
      const { home } = content[language];
      await openPage(inLanguage(paths.home, language));
      const banner = page.getByRole("region", { name: home.banner.label });
      const slide = banner.getByRole("group").first();
      const art = slide.locator("img");
      // Right to left, the artwork's chart and arrow move to the left, away from the text.
      await expect(art).toHaveCSS(
        "transform",
        language === "ar" ? "matrix(-1, 0, 0, 1, 0, 0)" : "none",
      );
      const first = home.banner.slides[0]!;
      for (const text of [
        slide.getByRole("heading", { name: first.heading }),
        slide.getByText(first.text),
      ]) {
        expect(
          await contrastOnWhiteArt(text),
          `${language}: ${await text.textContent()}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

/** Against the art at its brightest (white). */
function contrastOnWhiteArt(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const rgba = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: value.startsWith("rgba") ? a : 1 };
    };
    const layers: { r: number; g: number; b: number; a: number }[] = [];
    for (
      let node: Element | null = element;
      node && !node.querySelector("img");
      node = node.parentElement
    ) {
      layers.unshift(rgba(getComputedStyle(node).backgroundColor));
    }
    let below = { r: 255, g: 255, b: 255 };
    for (const layer of layers) {
      below = {
        r: layer.r * layer.a + below.r * (1 - layer.a),
        g: layer.g * layer.a + below.g * (1 - layer.a),
        b: layer.b * layer.a + below.b * (1 - layer.a),
      };
    }
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [lr, lg, lb] = [r, g, b].map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [lighter, darker] = [
      luminance(rgba(getComputedStyle(element).color)),
      luminance(below),
    ].sort((a, b) => b - a) as [number, number];
    return (lighter + 0.05) / (darker + 0.05);
  });
}

async function openMap(page: Page, openPage: OpenPage, language: Language) {
  const { worldMap } = content[language].site;
  await openPage(inLanguage(paths.contact, language));
  const section = page.getByRole("region", { name: worldMap.heading });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(worldMap.ready)).toBeVisible(mapReady);
  return section;
}

for (const language of languages) {
  const { site } = content[language];
  const text = site.worldMap;

  test.describe(`the map in ${language} at 375px`, () => {
    test.use({ viewport: phone });

    test("its style menu names the themes in the page's language", async ({ page, openPage }) => {
      const section = await openMap(page, openPage, language);
      const options = section.getByLabel(text.themeLabel).locator("option");
      await expect(options).toHaveText(mapThemeNames.map((name) => text.themes[name]));
      if (language === "ar") {
        const english = content.en.site.worldMap.themes;
        for (const name of mapThemeNames) expect(text.themes[name]).not.toBe(english[name]);
      }
    });

    test("a popup opens inside the map, below the zoom control and clear of the badge, in the site's font", async ({
      page,
      openPage,
    }) => {
      const section = await openMap(page, openPage, language);
      const [place] = site.offices;
      if (!place) throw new Error("content/offices has no place");
      const name = `${place.city}${languageSettings[language].comma}${place.country}`;
      await section.getByRole("button", { name, exact: true }).first().click();
      const popup = section.locator(".leaflet-popup");
      await expect(popup).toContainText(name);
      // Opening pans the map to bring the popup into view; measure once it has come to rest.
      await expect(section.locator(".leaflet-map-pane")).not.toHaveClass(/leaflet-pan-anim/);

      const frame = await boxOf(section.getByRole("region", { name: text.mapLabel }));
      const card = await boxOf(popup.locator(".leaflet-popup-content-wrapper"));
      const close = await boxOf(popup.getByRole("button"));
      const zoom = await boxOf(section.locator(".leaflet-control-zoom"));
      const badge = await boxOf(section.getByText(text.ready));
      const viewport = { x: 0, y: 0, ...phone };
      expectInside(card, frame, "popup in the map");
      expectInside(close, frame, "close button in the map");
      expect(right(card), "popup on the screen").toBeLessThanOrEqual(right(viewport));
      expect(card.x, "popup on the screen").toBeGreaterThanOrEqual(0);
      expect(card.y, "popup below the zoom control").toBeGreaterThanOrEqual(bottom(zoom));
      expect(intersects(card, badge), "popup clear of the badge").toBe(false);

      const font = (locator: Locator) => locator.evaluate((e) => getComputedStyle(e).fontFamily);
      expect(await font(popup.getByText(name))).toBe(await font(page.locator("body")));
    });
  });
}

for (const language of languages) {
  const { site } = content[language];
  const rtl = languageSettings[language].dir === "rtl";

  test.describe(`the side menu in ${language} at 375px`, () => {
    test.use({ viewport: phone });

    test("slides in from its button's side; the language link and the call to action are inset like the links", async ({
      page,
      openPage,
    }) => {
      await openPage(inLanguage(paths.home, language));
      // The drawer's box at the very start of its entry transition, if it has one.
      await page.evaluate((label) => {
        const w = window as unknown as { drawerStart?: { left: number; right: number } | null };
        w.drawerStart = null;
        document.addEventListener(
          "transitionrun",
          (event) => {
            const dialog = event.target as Element;
            if (dialog.getAttribute("aria-label") !== label || w.drawerStart) return;
            const animations = dialog.getAnimations();
            for (const animation of animations) {
              animation.pause();
              animation.currentTime = 0;
            }
            const { left, right } = dialog.getBoundingClientRect();
            w.drawerStart = { left, right };
            for (const animation of animations) animation.play();
          },
          true,
        );
      }, site.header.menu);
      const opener = page.getByRole("banner").getByRole("button", { name: site.header.openMenu });
      await opener.click();
      const drawer = page.getByRole("dialog", { name: site.header.menu });
      await expect(drawer).toBeVisible();

      const start = await page
        .waitForFunction(
          () => (window as unknown as { drawerStart?: unknown }).drawerStart,
          undefined,
          { timeout: 5_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<{ left: number; right: number }>);
      if (rtl) expect(start.right, "starts off the left edge").toBeLessThanOrEqual(0);
      else expect(start.left, "starts off the right edge").toBeGreaterThanOrEqual(phone.width);

      await drawer.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const panel = await boxOf(drawer);
      const button = await boxOf(opener);
      const onLeft = button.x + button.width / 2 < phone.width / 2;
      expect(onLeft, "the open button's side").toBe(rtl);
      if (rtl) expect(panel.x, "the drawer on the left edge").toBeCloseTo(0, 0);
      else expect(right(panel), "the drawer on the right edge").toBeCloseTo(phone.width, 0);

      const padding = (locator: Locator) =>
        locator.evaluate((e) => {
          const style = getComputedStyle(e);
          return [style.paddingInlineStart, style.paddingInlineEnd];
        });
      const link = drawer.getByRole("link", { name: site.mainNav[1]!.label, exact: true });
      const switchLink = drawer.getByRole("link", {
        name: languageSettings[otherLanguage(language)].name,
      });
      expect(await padding(switchLink)).toEqual(await padding(link));
      const linkBox = await boxOf(link);
      const switchBox = await boxOf(switchLink);
      const startEdge = (box: Box) => (rtl ? right(box) : box.x);
      expect(startEdge(switchBox)).toBeCloseTo(startEdge(linkBox), 0);

      const cta = await boxOf(drawer.getByRole("link", { name: site.discoveryCall.label }));
      expect(cta.x - panel.x, "call to action inset from the panel's left").toBeGreaterThanOrEqual(
        12,
      );
      expect(
        right(panel) - right(cta),
        "call to action inset from the panel's right",
      ).toBeGreaterThanOrEqual(12);
      expect(right(cta), "call to action inset from the screen's edge").toBeLessThanOrEqual(
        phone.width - 12,
      );
      expect(cta.x, "call to action inset from the screen's edge").toBeGreaterThanOrEqual(12);
    });
  });
}

test.describe("the last band and the footer", () => {
  test.use({ viewport: desktop, javaScriptEnabled: false });
  const pages = [
    ...Object.values(paths).filter((path) => !path.startsWith("/test-")),
    "/ar",
    "/ar/impact",
  ];
  for (const path of pages) {
    test(`${path}: the footer starts where the page's last section ends`, async ({ page }) => {
      await page.goto(path);
      const gap = await page.evaluate(() => {
        let last = document.querySelector("main")?.lastElementChild;
        // An island's element has no box of its own (display: contents): its section has.
        while (last && getComputedStyle(last).display === "contents") last = last.lastElementChild;
        const footer = document.querySelector("body > footer");
        if (!last || !footer) throw new Error("no main content or footer");
        return footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
      });
      expect(Math.abs(gap)).toBeLessThanOrEqual(0.5);
    });
  }
});

for (const language of languages) {
  const { figures } = content[language].impact;

  for (const [viewport, columns] of [
    [phone, 2],
    [desktop, 3],
  ] as const) {
    test(`the impact figures on ${language} at ${viewport.width}px: ${columns} columns, no hole in a row`, async ({
      page,
      openPage,
    }) => {
      expect(figures.figures.length).toBeGreaterThan(0);
      await page.setViewportSize(viewport);
      await openPage(inLanguage(paths.impact, language));
      const list = page.getByRole("region", { name: figures.heading }).getByRole("list");
      const items = list.getByRole("listitem");
      await expect(items).toHaveCount(figures.figures.length);
      const area = await boxOf(list);
      const rows = new Map<number, Box[]>();
      for (const item of await items.all()) {
        const box = await boxOf(item);
        const row = Math.round(box.y);
        rows.set(row, [...(rows.get(row) ?? []), box]);
      }
      const [first, ...others] = [...rows.values()];
      expect(first).toHaveLength(Math.min(columns, figures.figures.length));
      for (const [index, row] of others.entries()) {
        const last = index === others.length - 1;
        if (!last) expect(row).toHaveLength(columns);
        // A short last row stands in the middle, with as much room on either side.
        const left = Math.min(...row.map((box) => box.x)) - area.x;
        const rightRoom = right(area) - Math.max(...row.map(right));
        expect(Math.abs(left - rightRoom), `row ${index + 2} centred`).toBeLessThanOrEqual(1);
      }
      // Nothing spills out of its card at that width.
      const overflowing = await items.evaluateAll((elements) =>
        elements.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent),
      );
      expect(overflowing).toEqual([]);
    });
  }
}

test("Our Global Presence is in the brand colour, as the other section headings", async ({
  page,
  openPage,
}) => {
  const { site, home } = content.en;
  await openPage(paths.home);
  const colour = (name: string) =>
    page
      .getByRole("heading", { level: 2, name, exact: true })
      .evaluate((e) => getComputedStyle(e).color);
  expect(await colour(site.worldMap.heading)).toBe(await colour(home.impact.heading));
});

test("the search box has no native clear button beside the site's close button", async ({
  page,
  openPage,
}) => {
  const { site } = content.en;
  await openPage(paths.home);
  await page.getByRole("banner").getByRole("button", { name: site.header.search }).click();
  const searchbox = page.getByRole("dialog", { name: site.header.search }).getByRole("searchbox");
  await searchbox.fill("esg");
  const id = await searchbox.getAttribute("id");
  // The clear button is in the input's user-agent shadow tree, which only DevTools' protocol reaches.
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument", { depth: -1, pierce: true });
  type DomNode = typeof root;
  const attribute = (node: DomNode, name: string) => {
    const list = node.attributes ?? [];
    const at = list.indexOf(name);
    return at >= 0 && at % 2 === 0 ? list[at + 1] : undefined;
  };
  const find = (node: DomNode, test: (node: DomNode) => boolean): DomNode | undefined => {
    if (test(node)) return node;
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
      const found = find(child, test);
      if (found) return found;
    }
    return undefined;
  };
  const input = find(root, (node) => node.nodeName === "INPUT" && attribute(node, "id") === id);
  const clear =
    input && find(input, (node) => attribute(node, "pseudo") === "-webkit-search-cancel-button");
  if (!clear) throw new Error("the search input has no clear button element");
  await cdp.send("CSS.enable");
  const { computedStyle } = await cdp.send("CSS.getComputedStyleForNode", { nodeId: clear.nodeId });
  const style = Object.fromEntries(computedStyle.map(({ name, value }) => [name, value]));
  expect(style.display).toBe("none");
  expect(style.appearance).toBe("none");
});

for (const language of languages) {
  const { site, impact } = content[language];
  for (const viewport of [phone, desktop]) {
    test.describe(`accessibility of the changed parts, ${language} at ${viewport.width}px`, () => {
      test.use({ viewport });

      test("home page with its banner", async ({ page, openPage }) => {
        await openPage(inLanguage(paths.home, language));
        expect(await axeViolations(page, { essentialTargets: ".leaflet-marker-pane" })).toEqual([]);
      });

      test("impact page with its figures", async ({ page, openPage }) => {
        await openPage(inLanguage(paths.impact, language));
        await expect(page.getByRole("region", { name: impact.figures.heading })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test("contact page with a map popup open", async ({ page, openPage }) => {
        const section = await openMap(page, openPage, language);
        await section.locator(".leaflet-marker-icon").first().click();
        await expect(section.locator(".leaflet-popup")).toBeVisible();
        expect(await axeViolations(page, { essentialTargets: ".leaflet-marker-pane" })).toEqual([]);
      });

      if (viewport === phone) {
        test("side menu open", async ({ page, openPage }) => {
          await openPage(inLanguage(paths.home, language));
          await page
            .getByRole("banner")
            .getByRole("button", { name: site.header.openMenu })
            .click();
          await expect(page.getByRole("dialog", { name: site.header.menu })).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
      }

      test("search dialog with a query", async ({ page, openPage }) => {
        await openPage(inLanguage(paths.home, language));
        await page.getByRole("banner").getByRole("button", { name: site.header.search }).click();
        await page
          .getByRole("dialog", { name: site.header.search })
          .getByRole("searchbox")
          .fill("esg");
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}

// News & Blogs on a phone: the filter links wait behind one "Filter the list" line (a details
// element, no script), so the first article starts on the first screen; the line opens them.
for (const language of languages) {
  test.describe(`News & Blogs in ${language} at 375px`, () => {
    test.use({ viewport: phone, javaScriptEnabled: false });

    test("the first article starts on the first screen; the filters open from one line", async ({
      page,
    }) => {
      const hub = await loadInsightsPage(language);
      if (hub === null) throw new Error("News & Blogs has no page");
      await page.goto(inLanguage(paths.newsBlogs, language));
      const firstTitle = page.getByRole("main").getByRole("heading", { level: 3 }).first();
      const firstCard = firstTitle.locator("xpath=ancestor::li[1]");
      // At least the top of its picture shows (before, the filters pushed it below the screen).
      expect((await boxOf(firstCard)).y, "the first article's top").toBeLessThan(
        phone.height - 100,
      );
      const filters = page.getByRole("navigation", { name: hub.words.filters.label });
      const topic = filters
        .getByRole("link")
        .filter({ hasText: hub.filters[0]?.name ?? "" })
        .first();
      await expect(topic).toBeHidden();
      await filters.getByText(hub.words.filters.label, { exact: true }).click();
      await expect(topic).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
    });
  });
}
