import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { paths } from "../../common/paths.ts";
import { pages } from "../support/content.ts";
import { siteData } from "../support/site-data.ts";
import { expect, scriptsReady, test } from "./fixtures.ts";

const { discoveryCall, mainNav, site } = siteData;

const widths = [320, 375, 768, 1199, 1200, 1280, 1440, 1920];
const desktop = 1200;
const fullNameFrom = 420;
const ctaFrom = 640;
const brandColour = "rgb(139, 26, 26)";

/** Waits until the page's script is running: Search appears only then. */
async function waitForHydration(page: Page) {
  await scriptsReady(page);
  await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeVisible();
}

function measureText(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return {
      text: element.textContent,
      textHeight: range.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    };
  });
}

async function expectOneUncutLine(locator: Locator) {
  await expect(locator).toBeVisible();
  const m = await measureText(locator);
  expect(m.textHeight, `"${m.text}" is ${m.textHeight}px tall`).toBeLessThanOrEqual(m.lineHeight);
  expect(m.scrollWidth, `"${m.text}" is cut`).toBeLessThanOrEqual(m.clientWidth);
}

async function expectTouchTarget(locator: Locator) {
  const name = String(await locator.textContent());
  // Measured until it settles: the menu slides in, and its controls with it.
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        return Math.min(box?.width ?? 0, box?.height ?? 0);
      },
      { message: `${name}: the smaller side of its box, at least 44 px` },
    )
    .toBeGreaterThanOrEqual(44);
}

for (const width of widths) {
  test.describe(`header at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("no link or button wraps, the name is whole and everything fits the width", async ({
      page,
      openPage,
    }) => {
      await openPage(paths.home);
      await page.evaluate(() => document.fonts.ready);
      const banner = page.getByRole("banner");

      const name = width >= fullNameFrom ? site.name : site.shortName;
      const brand = banner.getByRole("link", { name, exact: true });
      await expectOneUncutLine(brand.getByText(name, { exact: true }));
      const logo = await brand.locator("svg").boundingBox();
      expect(logo?.width).toBe(36);

      const nav = banner.getByRole("navigation", { name: "Main" });
      for (const item of mainNav) {
        const link = nav.getByRole("link", { name: item.label, exact: true });
        if (width >= desktop) await expectOneUncutLine(link);
        else await expect(link).toBeHidden();
      }

      const cta = banner.getByRole("link", { name: discoveryCall.label });
      if (width >= ctaFrom) await expectOneUncutLine(cta);
      else await expect(cta).toBeHidden();

      // Nothing reaches past the right edge (the page hides horizontal overflow, so it would be cut).
      const overflow = await banner.evaluate((header) =>
        [...header.querySelectorAll("a, button")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
          .map((element) => element.textContent),
      );
      expect(overflow).toEqual([]);

      // The committed pictures of the first screen (docs/screenshots): UPDATE_SCREENSHOTS=1 rewrites them.
      if (process.env.UPDATE_SCREENSHOTS && [375, 1280, 1920].includes(width)) {
        await expect(page.locator("#preloader")).toBeHidden();
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `docs/screenshots/home-${width}.png` });
      }
    });

    if (width < desktop) {
      test("every control in the header and the menu is a 44px touch target", async ({
        page,
        openPage,
      }) => {
        await openPage(paths.about);
        const banner = page.getByRole("banner");
        const name = width >= fullNameFrom ? site.name : site.shortName;
        await expectTouchTarget(banner.getByRole("link", { name, exact: true }));
        await expectTouchTarget(banner.getByRole("button", { name: "Search" }));
        if (width >= ctaFrom) {
          await expectTouchTarget(banner.getByRole("link", { name: discoveryCall.label }));
        }
        const toggler = banner.getByRole("button", { name: "Open menu" });
        await expectTouchTarget(toggler);
        await toggler.click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await expectTouchTarget(menu.getByRole("button", { name: "Close menu" }));
        for (const item of mainNav) {
          const link = menu.getByRole("link", { name: item.label, exact: true });
          await expectTouchTarget(link);
          await expectOneUncutLine(link);
        }
        await expectOneUncutLine(menu.getByRole("link", { name: discoveryCall.label }));
        const { violations } = await new AxeBuilder({ page })
          .include("header")
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(violations).toEqual([]);
      });
    }
  });
}

test.describe("without JavaScript at 375px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the menu opens, shows its links, and they navigate", async ({ page }) => {
    await page.goto(paths.about);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const item of mainNav) {
      await expect(menu.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: discoveryCall.label })).toBeVisible();
    await menu.getByRole("link", { name: "Industries", exact: true }).click();
    await expect(page).toHaveURL(paths.industries);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pages[paths.industries]!.heading,
    );
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the menu closes on Close menu, on Escape and on a click outside the panel", async ({
    page,
  }) => {
    await page.goto(paths.about);
    const toggler = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await toggler.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await toggler.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await toggler.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
  });

  test("Search is not offered, and its place is kept for when it is", async ({ page, browser }) => {
    await page.goto(paths.about);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Search" })).toHaveCount(0);

    // The same header with JavaScript, once Search has appeared: nothing has moved.
    const withScript = await browser.newPage({
      javaScriptEnabled: true,
      viewport: { width: 375, height: 800 },
    });
    await withScript.goto(paths.about);
    await waitForHydration(withScript);
    for (const name of [site.shortName, "Open menu"]) {
      const role = name === "Open menu" ? "button" : "link";
      const before = await banner.getByRole(role, { name, exact: true }).boundingBox();
      const after = await withScript
        .getByRole("banner")
        .getByRole(role, { name, exact: true })
        .boundingBox();
      expect(after, name).toEqual(before);
    }
    await withScript.close();
  });
});

function currentLabel(path: string): string | undefined {
  const target = path === paths.homeAlias ? paths.home : path;
  return mainNav.find((item) => item.to === (sectionOf(target) ?? target))?.label;
}

/** The blog's pages sit in News & Blogs: its link is marked as the current section. */
function sectionOf(path: string): string | undefined {
  return path === paths.blog || path.startsWith(`${paths.blog}/`) ? paths.newsBlogs : undefined;
}

async function expectCurrentMarked(page: Page, path: string) {
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  const current = currentLabel(path);
  for (const item of mainNav) {
    // The header's link and the side menu's (closed, so hidden) link.
    const links = nav.getByRole("link", { name: item.label, exact: true, includeHidden: true });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      if (item.label === current) {
        await expect(link).toHaveAttribute("aria-current", sectionOf(path) ? "true" : "page");
        await expect(link).toHaveCSS("color", brandColour);
      } else {
        await expect(link).not.toHaveAttribute("aria-current");
        await expect(link).not.toHaveCSS("color", brandColour);
      }
    }
  }
}

test.describe("the current page on a direct load", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of Object.values(paths)) {
    const label = currentLabel(path) ?? "no link";
    test(`${path} marks ${label} without JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expectCurrentMarked(page, path);
      await context.close();
    });

    test(`${path} marks ${label} after hydration`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectCurrentMarked(page, path);
    });
  }
});
