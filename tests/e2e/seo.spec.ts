// Crawlers read HTML without running scripts, so the raw answers are checked.

import type { Page } from "@playwright/test";
import { contentPagePaths } from "../../app/cms/content-pages.server.ts";
import { blogPostPath, developerPages, paths, personPath } from "../../common/paths.ts";
import { blogPosts, pages, site, teamMembers } from "../support/content.ts";
import { expect, test } from "./fixtures.ts";

// The build and this test read the same variable; the server's own port does not matter here.
const siteUrl = (process.env.SITE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const publicPaths = Object.values(paths).filter(
  (path) => path !== paths.homeAlias && !developerPages.includes(path),
);

async function headOf(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const attr = async (selector: string, name: string) => {
    const element = page.locator(selector);
    expect(await element.count(), selector).toBeLessThanOrEqual(1);
    return (await element.count()) ? ((await element.getAttribute(name)) ?? undefined) : undefined;
  };
  return {
    canonical: await attr('head link[rel="canonical"]', "href"),
    meta: (key: string) =>
      attr(`head meta[name="${key}"], head meta[property="${key}"]`, "content"),
    robots: await attr('head meta[name="robots"]', "content"),
    manifest: await attr('head link[rel="manifest"]', "href"),
    jsonLd: (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    ),
  };
}

test.describe("page heads", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of publicPaths) {
    test(`${path} has its own title, description, canonical URL and share card`, async ({
      page,
    }) => {
      const head = await headOf(page, path);
      const content = pages[path]!;
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle(`${content.title} | ${site.name}`);
      expect(head.canonical).toBe(`${siteUrl}${path}`);
      expect(await head.meta("description")).toBe(content.description);
      expect(await head.meta("og:url")).toBe(head.canonical);
      expect(await head.meta("og:title")).toBe(await page.title());
      expect(await head.meta("og:description")).toBe(content.description);
      expect(await head.meta("og:image")).toMatch(/\.jpg$/);
      expect(await head.meta("og:image")).toContain(`${siteUrl}/`);
      expect(await head.meta("og:image:alt")).toBeTruthy();
      expect(await head.meta("twitter:card")).toBe("summary_large_image");
      expect(await head.meta("twitter:image")).toBe(await head.meta("og:image"));
      expect(head.robots).toBeUndefined();
    });
  }

  test("/home names / as its canonical URL", async ({ page }) => {
    const head = await headOf(page, paths.homeAlias);
    expect(head.canonical).toBe(`${siteUrl}/`);
  });

  test("the share image is served at the size the tags announce", async ({ page, request }) => {
    const head = await headOf(page, paths.home);
    const image = new URL((await head.meta("og:image")) ?? "");
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const bytes = await response.body();
    // JPEG SOF0/SOF2 frame header: height then width, big-endian.
    const sof = bytes.findIndex(
      (b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2),
    );
    expect(sof).toBeGreaterThan(0);
    expect(bytes.readUInt16BE(sof + 7)).toBe(Number(await head.meta("og:image:width")));
    expect(bytes.readUInt16BE(sof + 5)).toBe(Number(await head.meta("og:image:height")));
  });

  test("JSON-LD describes the group as an Organization with its offices as Places", async ({
    page,
  }) => {
    const head = await headOf(page, paths.contact);
    const organization = head.jsonLd.find((item) => item["@type"] === "Organization");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      url: `${siteUrl}/`,
      name: expect.any(String),
    });
    const places = organization.location as Array<Record<string, unknown>>;
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) {
      expect(place).toMatchObject({
        "@type": "Place",
        name: expect.any(String),
        address: { "@type": "PostalAddress", addressCountry: expect.any(String) },
        geo: { "@type": "GeoCoordinates", latitude: expect.any(Number) },
      });
    }
  });

  for (const path of developerPages) {
    test(`developer page ${path} is noindex`, async ({ page }) => {
      const head = await headOf(page, path);
      expect(head.robots).toBe("noindex");
    });
  }
});

test.describe("generated files", () => {
  test("sitemap.xml lists every public page, blog post and page that follows from content (people, case studies, offices, industries, service areas, filters) in both languages, and no test page", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const posts = blogPosts.map((post) => blogPostPath(post.slug));
    expect(teamMembers.length).toBeGreaterThan(0);
    const people = teamMembers.map((member) => personPath(member.id));
    // People's, case studies', offices', industries' and service areas' pages, and the filters'.
    const contentPages = await contentPagePaths();
    expect(contentPages).toEqual(expect.arrayContaining(people));
    const english = [...publicPaths, ...posts, ...contentPages];
    const arabic = english.map((path) => (path === "/" ? "/ar" : `/ar${path}`));
    expect(locs.sort()).toEqual([...english, ...arabic].map((path) => `${siteUrl}${path}`).sort());
  });

  test("robots.txt points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await response.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test("llms.txt summarises the site with links to its pages", async ({ request }) => {
    const response = await request.get("/llms.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^# .+\n\n> .+/);
    expect(text).toContain(`](${siteUrl}/contact)`);
    expect(text).not.toContain(paths.testCarousel);
    expect(text).toContain(`${siteUrl}/ar/llms.txt`);
  });

  test("/ar/llms.txt summarises the Arabic site, linking its Arabic pages", async ({ request }) => {
    const response = await request.get("/ar/llms.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^# .*[\u0600-\u06FF].*\n\n> .+/);
    expect(text).toContain(`](${siteUrl}/ar/contact)`);
    expect(text).toMatch(/^## الخدمات$/m);
    expect(text).not.toContain(`](${siteUrl}/contact)`);
    expect(text).toContain(`${siteUrl}/llms.txt`);
  });

  test("the web manifest and its icons are served", async ({ page, request }) => {
    const head = await headOf(page, paths.home);
    const response = await request.get(head.manifest ?? "/missing");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: expect.any(String), start_url: "/" });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) {
      const iconResponse = await request.get(icon.src);
      expect(iconResponse.status(), icon.src).toBe(200);
      expect(iconResponse.headers()["content-type"]).toBe(icon.type);
    }
  });
});
