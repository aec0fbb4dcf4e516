// Crawlers read HTML without running scripts: the built pages and generated files are read here
// through the public server in memory, as a crawler gets them, without a browser.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPagePaths } from "../app/cms/content-pages.server.ts";
import { blogPostPath, developerPages, paths, personPath } from "../common/paths.ts";
import { blogPosts, pages, site, teamMembers } from "./support/content.ts";
import { startTestApp, type TestApp } from "./support/test-app.ts";

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(join(clientDir, "index.html"))) {
  throw new Error(
    `No build in ${clientDir}: run npm run build first (this test reads its output).`,
  );
}

// The build and this test read the same variable; the server's own port does not matter here.
const siteUrl = (process.env.SITE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const publicPaths = Object.values(paths).filter(
  (path) => path !== paths.homeAlias && !developerPages.includes(path),
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ STATIC_DIR: clientDir });
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return response;
}

async function headOf(path: string) {
  const { document } = new JSDOM((await get(path)).body).window;
  const attr = (selector: string, name: string) => {
    const found = document.querySelectorAll(selector);
    expect(found.length, selector).toBeLessThanOrEqual(1);
    return found[0]?.getAttribute(name) ?? undefined;
  };
  return {
    lang: document.documentElement.getAttribute("lang"),
    title: document.title,
    canonical: attr('head link[rel="canonical"]', "href"),
    meta: (key: string) =>
      attr(`head meta[name="${key}"], head meta[property="${key}"]`, "content"),
    robots: attr('head meta[name="robots"]', "content"),
    manifest: attr('head link[rel="manifest"]', "href"),
    jsonLd: [...document.querySelectorAll('head script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? ""),
    ),
  };
}

describe("page heads", () => {
  it.each(publicPaths)(
    "%s has its own title, description, canonical URL and share card",
    async (path) => {
      const head = await headOf(path);
      const content = pages[path]!;
      expect(head.lang).toBe("en");
      expect(head.title).toBe(`${content.title} | ${site.name}`);
      expect(head.canonical).toBe(`${siteUrl}${path}`);
      expect(head.meta("description")).toBe(content.description);
      expect(head.meta("og:url")).toBe(head.canonical);
      expect(head.meta("og:title")).toBe(head.title);
      expect(head.meta("og:description")).toBe(content.description);
      expect(head.meta("og:image")).toMatch(/\.jpg$/);
      expect(head.meta("og:image")).toContain(`${siteUrl}/`);
      expect(head.meta("og:image:alt")).toBeTruthy();
      expect(head.meta("twitter:card")).toBe("summary_large_image");
      expect(head.meta("twitter:image")).toBe(head.meta("og:image"));
      expect(head.robots).toBeUndefined();
    },
  );

  it("/home names / as its canonical URL", async () => {
    expect((await headOf(paths.homeAlias)).canonical).toBe(`${siteUrl}/`);
  });

  it("the share image is served at the size the tags announce", async () => {
    const head = await headOf(paths.home);
    const response = await get(new URL(head.meta("og:image") ?? "").pathname);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    const bytes = response.rawPayload;
    // JPEG SOF0/SOF2 frame header: height then width, big-endian.
    const sof = bytes.findIndex(
      (b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2),
    );
    expect(sof).toBeGreaterThan(0);
    expect(bytes.readUInt16BE(sof + 7)).toBe(Number(head.meta("og:image:width")));
    expect(bytes.readUInt16BE(sof + 5)).toBe(Number(head.meta("og:image:height")));
  });

  it("JSON-LD describes the group as an Organization with its offices as Places", async () => {
    const head = await headOf(paths.contact);
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

  it.each(developerPages)("developer page %s is noindex", async (path) => {
    expect((await headOf(path)).robots).toBe("noindex");
  });
});

describe("generated files", () => {
  it("sitemap.xml lists every public page, blog post and page that follows from content (people, case studies, offices, industries, service areas, filters) in both languages, and no test page", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers["content-type"]).toMatch(/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
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

  it("robots.txt points to the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it("llms.txt summarises the site with links to its pages", async () => {
    const response = await get("/llms.txt");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(/^# .+\n\n> .+/);
    expect(text).toContain(`](${siteUrl}/contact)`);
    expect(text).not.toContain(paths.testCarousel);
    expect(text).toContain(`${siteUrl}/ar/llms.txt`);
  });

  it("/ar/llms.txt summarises the Arabic site, linking its Arabic pages", async () => {
    const response = await get("/ar/llms.txt");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(/^# .*[\u0600-\u06FF].*\n\n> .+/);
    expect(text).toContain(`](${siteUrl}/ar/contact)`);
    expect(text).toMatch(/^## الخدمات$/m);
    expect(text).not.toContain(`](${siteUrl}/contact)`);
    expect(text).toContain(`${siteUrl}/llms.txt`);
  });

  it("the web manifest and its icons are served", async () => {
    const head = await headOf(paths.home);
    const response = await get(head.manifest ?? "/missing");
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({ name: expect.any(String), start_url: "/" });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) {
      const iconResponse = await get(icon.src);
      expect(iconResponse.headers["content-type"], icon.src).toBe(icon.type);
    }
  });
});
