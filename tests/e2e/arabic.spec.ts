// The Arabic site under /ar (docs/product.md, "Languages"): every page pre-rendered right to left
// with its Arabic words, its alternates in the head, a language switch to the same page in the
// other language, links that stay in Arabic, and the picture viewer's arrows the Arabic way.
import type { Page } from "@playwright/test";
import {
  loadAboutPage,
  loadContactPage,
  loadGallery,
  loadHomePage,
} from "../../app/cms/pages.server.ts";
import { publishedPosts } from "../../app/cms/posts.server.ts";
import { loadSiteData } from "../../app/cms/site.server.ts";
import { formatDate } from "../../common/format.ts";
import { blogPostPath, paths } from "../../common/paths.ts";
import { siteUrl } from "../../common/site-url.ts";
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "./fixtures.ts";

const [home, about, contact, gallery, posts, site] = await Promise.all([
  loadHomePage("ar"),
  loadAboutPage("ar"),
  loadContactPage("ar"),
  loadGallery("ar"),
  publishedPosts("ar"),
  loadSiteData("ar"),
]);
const post = posts[0]!;

/** Waits until React has hydrated the page (its router is on window only then). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

const arabicPages: [path: string, heading: string][] = [
  ["/ar", home.banner.slides[0]!.heading],
  ["/ar/about", about.page.heading],
  ["/ar/contact", contact.page.heading],
  [`/ar${blogPostPath(post.slug)}`, post.title],
];

for (const javaScript of [false, true]) {
  test.describe(javaScript ? "after hydration" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const [path, heading] of arabicPages) {
      test(`${path} is Arabic, right to left, with its alternates and its own canonical`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(path);
        if (javaScript) await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        const english = path.slice("/ar".length) || "/";
        const alternate = (lang: string) =>
          page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
        await expect(alternate("en")).toHaveAttribute("href", new URL(english, siteUrl).href);
        await expect(alternate("ar")).toHaveAttribute("href", new URL(path, siteUrl).href);
        await expect(alternate("x-default")).toHaveAttribute(
          "href",
          new URL(english, siteUrl).href,
        );
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          "href",
          new URL(path, siteUrl).href,
        );
        expect(consoleErrors).toEqual([]);
      });
    }

    test("the header's links stay in Arabic: home is /ar, the call to action /ar/contact", async ({
      page,
    }) => {
      await page.goto("/ar/about");
      if (javaScript) await hydrated(page);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: site.site.name })).toHaveAttribute(
        "href",
        "/ar",
      );
      await expect(banner.getByRole("link", { name: site.discoveryCall.label })).toHaveAttribute(
        "href",
        "/ar/contact",
      );
    });
  });
}

test("the language switch goes to the same page in the other language and back", async ({
  page,
}) => {
  await page.goto(paths.about);
  await hydrated(page);
  const toArabic = page.getByRole("banner").getByRole("link", { name: "العربية" });
  await expect(toArabic).toHaveAttribute("lang", "ar");
  await expect(toArabic).toHaveAttribute("hreflang", "ar");
  await toArabic.click();
  await expect(page).toHaveURL("/ar/about");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.page.heading);

  const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await expect(toEnglish).toHaveAttribute("hreflang", "en");
  await toEnglish.click();
  await expect(page).toHaveURL(paths.about);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("the side menu offers the language switch too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/ar/gallery");
  await hydrated(page);
  await page.getByRole("button", { name: site.header.openMenu }).click();
  const menu = page.getByRole("dialog", { name: site.header.menu });
  await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("href", "/gallery");
});

test("an Arabic page writes dates with Arabic month names, in the digits chosen for it", async ({
  page,
}) => {
  await page.goto(`/ar${blogPostPath(post.slug)}`);
  const date = page.getByRole("main").locator(`time[datetime="${post.date}"]`).first();
  await expect(date).toHaveText(formatDate(post.date, "ar", site.digits));
  await expect(date).not.toHaveText(formatDate(post.date, "en"));
});

test("Arabic pages load the Arabic typeface (at most 60 KB of fonts); English pages never do", async ({
  page,
}) => {
  const fonts: { url: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "font") return;
    fonts.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto("/ar/about");
  await page.waitForLoadState("networkidle");
  await expect.poll(() => fonts.some((font) => font.url.includes("/fonts/cairo-"))).toBe(true);
  const arabicPageBytes = fonts.reduce((sum, font) => sum + font.bytes, 0);
  expect(arabicPageBytes).toBeLessThanOrEqual(60 * 1024);
  const family = await page
    .getByRole("heading", { level: 1 })
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(family).toMatch(/^"?Cairo/);

  fonts.length = 0;
  await page.goto(paths.about);
  await page.waitForLoadState("networkidle");
  expect(fonts.map((font) => font.url).filter((url) => url.includes("cairo"))).toEqual([]);
});

test("an unknown /ar/... address redirects to /ar", async ({ request }) => {
  const response = await request.get("/ar/no-such-page", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/ar");
});

test("right to left, the picture viewer's left arrow key shows the next picture", async ({
  page,
}) => {
  await page.goto("/ar/gallery");
  await hydrated(page);
  await page.keyboard.press("p");
  await page.getByRole("button", { name: gallery[0]!.alt }).click();
  const dialog = page.getByRole("dialog", { name: site.lightbox.label });
  await expect(dialog.getByRole("img")).toHaveAttribute("alt", gallery[0]!.alt);
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("img")).toHaveAttribute("alt", gallery[1]!.alt);
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("img")).toHaveAttribute("alt", gallery[0]!.alt);
});

test("the Arabic search finds Arabic pages from words typed without their marks", async ({
  page,
}) => {
  await page.goto("/ar");
  await hydrated(page);
  await page.keyboard.press("p");
  await page.getByRole("button", { name: site.header.search }).click();
  const dialog = page.getByRole("dialog", { name: site.header.search });
  // "التعدين" (Mining) typed without its article; the result leads to the Arabic page.
  await dialog.getByRole("searchbox").fill("تعدين");
  const result = dialog
    .getByRole("list", { name: site.search.results })
    .getByRole("link", { name: /^التعدين/ });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/ar\/industries#mining$/);
});

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of ["/ar", "/ar/about", "/ar/contact", "/ar/gallery", "/ar/blog"]) {
      test(`${path} has no axe-core violations`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
