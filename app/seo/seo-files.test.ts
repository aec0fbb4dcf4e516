import { describe, expect, it } from "vitest";
import { developerPages, paths } from "../../common/paths.ts";
import { loadLlmsContent } from "../cms/llms.server.ts";
import { llmsTxt } from "./llms.ts";
import { webManifest } from "./manifest.ts";
import { indexablePaths, robotsTxt, sitemapXml } from "./sitemap.ts";

const content = await loadLlmsContent();
const locations = content.offices;

const base = "https://www.example.org";

describe("sitemap.xml", () => {
  const xml = sitemapXml(base, "2025-01-31");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every public page once in each language, with absolute URLs on the configured base", () => {
    expect(locs).toContain(`${base}/`);
    expect(locs).toContain(`${base}/about`);
    expect(locs).toContain(`${base}/privacy`);
    expect(locs).toContain(`${base}/ar`);
    expect(locs).toContain(`${base}/ar/about`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength(indexablePaths.length * 2);
  });

  it("gives each address its English, Arabic and x-default alternates", () => {
    const entry = xml.split("</url>").find((url) => url.includes(`<loc>${base}/ar/about</loc>`));
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${base}/about"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${base}/ar/about"/>`);
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${base}/about"/>`,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("leaves out the developer test pages and /home, which is a copy of /", () => {
    for (const path of [...developerPages, paths.homeAlias]) {
      expect(locs).not.toContain(`${base}${path}`);
    }
  });

  it("lists dated pages (blog posts) after the others, each with its own date", () => {
    const withPosts = sitemapXml(base, "2025-01-31", [
      { path: "/blog/supply-chain-esg", lastModified: "2024-08-06" },
    ]);
    for (const prefix of ["", "/ar"]) {
      expect(withPosts).toContain(
        `<loc>${base}${prefix}/blog/supply-chain-esg</loc>\n    <lastmod>2024-08-06</lastmod>`,
      );
    }
    expect(withPosts.match(/<loc>/g)).toHaveLength((indexablePaths.length + 1) * 2);
  });

  it("is a urlset with a lastmod per URL", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml.match(/<lastmod>2025-01-31<\/lastmod>/g)).toHaveLength(locs.length);
  });
});

describe("robots.txt", () => {
  it("allows crawling, keeps crawlers off the API and names the sitemap", () => {
    const text = robotsTxt(base);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/www\.example\.org\/sitemap\.xml$/m);
    // Test pages stay fetchable so that crawlers see their noindex tag.
    expect(text).not.toContain(paths.testCarousel);
  });
});

describe("llms.txt", () => {
  const text = llmsTxt(base, content);

  it("opens with the site name as its only h1 and a summary quote", () => {
    expect(text.match(/^# /gm)).toHaveLength(1);
    expect(text).toMatch(/^# .+\n\n> .+/);
  });

  it("links every indexable page with its description, and no test page", () => {
    expect(indexablePaths.length).toBeGreaterThan(0);
    for (const path of indexablePaths) {
      const page = content.pages.find((candidate) => candidate.path === path);
      expect(page, path).toBeDefined();
      expect(text).toContain(`(${base}${path === "/" ? "/" : path}): ${page?.description}`);
    }
    expect(text).not.toContain(paths.testPreloader);
  });

  it("lists the services, industries and offices", () => {
    for (const heading of ["Services", "Impact", "Offices", "Contact"]) {
      expect(text).toMatch(new RegExp(`^## ${heading}\n\n- .+`, "m"));
    }
    const offices = locations.filter((location) => location.type === "office");
    expect(offices.length).toBeGreaterThan(0);
    for (const office of offices) {
      expect(text).toContain(`- ${office.city}, ${office.country}`);
    }
    const partner = locations.find((location) => location.type === "partner");
    expect(text).not.toContain(`- ${partner?.city}, ${partner?.country}`);
  });
});

describe("/ar/llms.txt", async () => {
  const arabic = await loadLlmsContent("ar");
  const text = llmsTxt(base, arabic, "ar");

  it("links the Arabic pages with their Arabic descriptions, under Arabic headings", () => {
    const about = arabic.pages.find((page) => page.path === paths.about);
    expect(text).toContain(`(${base}/ar/about): ${about?.description}`);
    expect(text).toContain(`(${base}/ar): `);
    expect(text).toMatch(/^## الخدمات\n\n- .+/m);
    expect(text).not.toMatch(/\]\(https:\/\/www\.example\.org\/(about|contact)\)/);
    // Each names the other.
    expect(text).toContain(`${base}/llms.txt`);
    expect(llmsTxt(base, content)).toContain(`${base}/ar/llms.txt`);
  });
});

describe("manifest.webmanifest", () => {
  it("names the site as its content does, and offers a maskable icon", () => {
    const manifest = webManifest(content.site);
    expect(manifest.name).toBe(content.site.name);
    expect(manifest.short_name).toBe(content.site.shortName);
    expect(manifest.description).toBe(content.site.description);
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });
});
