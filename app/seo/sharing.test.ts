// @vitest-environment node
// Each page of its own and each fixed page may choose its share picture and hide itself from
// search engines ("Sharing and search engines", app/cms/schema/fields.ts): the picture its share
// card shows, the robots tag of its head and whether the sitemap and llms.txt name it.
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import type { PageContent } from "../../common/content-types.ts";
import { imageAsset } from "../../common/images.ts";
import { absoluteUrl } from "../../common/site-url.ts";
import { siteData } from "../../tests/support/site-data.ts";
import { sitemapPages } from "../cms/content-pages.server.ts";
import { loadLlmsContent } from "../cms/llms.server.ts";
import type { EntriesOf } from "../cms/page-kinds.ts";
import { blogMeta, pageMeta, sharedPicture } from "./head.ts";
import { llmsTxt } from "./llms.ts";
import { hiddenPagePaths, indexablePaths, sitemapXml } from "./sitemap.ts";

const base = "https://www.example.org";

const metaValue = (meta: MetaDescriptor[], key: string) => {
  const found = meta.filter(
    (item) =>
      (item as { property?: string }).property === key || (item as { name?: string }).name === key,
  );
  expect(found.length, key).toBeLessThanOrEqual(1);
  return (found[0] as { content?: string } | undefined)?.content;
};

const card = (meta: MetaDescriptor[]) => ({
  image: metaValue(meta, "og:image"),
  type: metaValue(meta, "og:image:type"),
  width: metaValue(meta, "og:image:width"),
  height: metaValue(meta, "og:image:height"),
  alt: metaValue(meta, "og:image:alt"),
  twitterImage: metaValue(meta, "twitter:image"),
  twitterAlt: metaValue(meta, "twitter:image:alt"),
});

const chosen = imageAsset(
  "/images/share/case-studies/financial-literacy/sharing/picture/value/src.jpg",
  "The programme's poster",
);
const cover = imageAsset("/images/impact/financial-literacy/cover/src.svg", "A training session");
const portrait = imageAsset("/images/team/asha-verma/portrait/src.svg", "Asha Verma");

const page: PageContent = {
  path: "/impact/financial-literacy",
  title: "Financial literacy",
  description: "Savings groups for a thousand workers.",
  heading: "Financial literacy",
  intro: "",
};

const siteDefault = siteData.seo.shareImage;

describe("a page's share card", () => {
  it("shows the share picture chosen for the page, before the entry's cover, as an absolute JPEG with its size", () => {
    const meta = pageMeta({ ...page, sharing: { picture: chosen, cover } }, siteData);
    const expected = absoluteUrl(
      "/images/share/case-studies/financial-literacy/sharing/picture/value/src-1200.jpg",
    );
    expect(card(meta)).toEqual({
      image: expected,
      type: "image/jpeg",
      width: "1200",
      height: "630",
      alt: "The programme's poster",
      twitterImage: expected,
      twitterAlt: "The programme's poster",
    });
    expect(expected).toMatch(/^https?:\/\//);
    // A post's share card too: its share picture comes before its cover.
    const post = blogMeta(
      {
        title: "A post",
        description: "About it",
        path: "/blog/a-post",
        sharing: { picture: chosen, cover },
      },
      siteData,
    );
    expect(metaValue(post, "og:image")).toBe(expected);
    expect(metaValue(post, "twitter:image")).toBe(expected);
  });

  it("falls back to the entry's own cover (a post's or a case study's cover, a person's portrait), then to the site's default", () => {
    expect(sharedPicture({ picture: chosen, cover }, siteData).path).toBe(
      "/images/share/case-studies/financial-literacy/sharing/picture/value/src-1200.jpg",
    );
    expect(sharedPicture({ cover }, siteData)).toEqual({
      path: "/images/impact/financial-literacy/cover/src-1200.jpg",
      alt: "A training session",
      width: 1200,
      height: 900,
      type: "image/jpeg",
    });
    expect(sharedPicture({ cover: portrait }, siteData)).toMatchObject({
      path: "/images/team/asha-verma/portrait/src-600.jpg",
      width: 600,
      height: 600,
    });
    expect(sharedPicture({ hidden: true }, siteData)).toEqual(siteDefault);
    expect(sharedPicture(undefined, siteData)).toEqual(siteDefault);

    const covered = card(pageMeta({ ...page, sharing: { cover } }, siteData));
    expect(covered.image).toBe(absoluteUrl("/images/impact/financial-literacy/cover/src-1200.jpg"));
    expect(covered.twitterImage).toBe(covered.image);
    expect(covered).toMatchObject({ width: "1200", height: "900", alt: "A training session" });
    const post = blogMeta(
      { title: "A post", description: "About it", path: "/blog/a-post", sharing: { cover } },
      siteData,
    );
    expect(metaValue(post, "og:image")).toBe(covered.image);
  });

  it("says noindex on a page ticked Hide from search engines, in English and Arabic", () => {
    for (const language of ["en", "ar"] as const) {
      const meta = pageMeta({ ...page, sharing: { hidden: true } }, { ...siteData, language });
      expect(metaValue(meta, "robots"), language).toBe("noindex");
      // Its share card is as any other page's.
      expect(metaValue(meta, "og:image")).toBe(absoluteUrl(siteDefault.path));
    }
    // Even without the site's data (its loader failed).
    expect(metaValue(pageMeta({ ...page, sharing: { hidden: true } }, undefined), "robots")).toBe(
      "noindex",
    );
    const blog = blogMeta(
      { title: "Blog", description: "Posts", path: "/blog", sharing: { hidden: true } },
      siteData,
    );
    expect(metaValue(blog, "robots")).toBe("noindex");
  });

  it("keeps an ordinary page as it was: the site's default picture and no robots tag", () => {
    for (const language of ["en", "ar"] as const) {
      const meta = pageMeta(page, { ...siteData, language });
      expect(card(meta)).toEqual({
        image: absoluteUrl(siteDefault.path),
        type: siteDefault.type,
        width: String(siteDefault.width),
        height: String(siteDefault.height),
        alt: siteDefault.alt,
        twitterImage: absoluteUrl(siteDefault.path),
        twitterAlt: siteDefault.alt,
      });
      expect(metaValue(meta, "robots")).toBeUndefined();
    }
    const blog = blogMeta({ title: "Blog", description: "Posts", path: "/blog" }, siteData);
    expect(metaValue(blog, "og:image")).toBe(absoluteUrl(siteDefault.path));
    expect(metaValue(blog, "robots")).toBeUndefined();
  });
});

describe("a page hidden from search engines, in sitemap.xml and llms.txt", () => {
  const heads: PageContent[] = indexablePaths.map((path) => ({
    ...page,
    path,
    ...(path === "/about" ? { sharing: { hidden: true as const } } : {}),
  }));
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("leaves a hidden fixed page out of the sitemap in both languages, and keeps the others", () => {
    const hidden = hiddenPagePaths(heads);
    expect([...hidden]).toEqual(["/about"]);
    const listed = locs(sitemapXml(base, "2025-01-31", [], hidden));
    expect(listed).not.toContain(`${base}/about`);
    expect(listed).not.toContain(`${base}/ar/about`);
    expect(listed).toContain(`${base}/contact`);
    expect(listed).toContain(`${base}/ar/contact`);
    expect(listed).toHaveLength((indexablePaths.length - 1) * 2);
  });

  it("lists every page when none is hidden", () => {
    const ordinary = heads.map(({ sharing: _, ...head }) => head);
    const listed = locs(sitemapXml(base, "2025-01-31", [], hiddenPagePaths(ordinary)));
    expect(listed).toContain(`${base}/about`);
    expect(listed).toContain(`${base}/ar/about`);
    expect(listed).toHaveLength(indexablePaths.length * 2);
  });

  it("leaves hidden entries' pages out of the sitemap: a person's, a post's", async () => {
    const entries: Record<string, { slug: string; entry: object }[]> = {
      team: [
        { slug: "asha-verma", entry: {} },
        { slug: "leila-haddad", entry: { sharing: { hidden: true } } },
        { slug: "daniel-okafor", entry: { sharing: { hidden: false } } },
      ],
      posts: [
        { slug: "shown", entry: { date: "2025-02-01" } },
        { slug: "hidden", entry: { date: "2025-03-01", sharing: { hidden: true } } },
      ],
    };
    const entriesOf: EntriesOf = async (collection) => entries[collection] ?? [];
    const listed = (await sitemapPages("2025-04-01", entriesOf)).map((entry) => entry.path);
    expect(listed).toEqual(
      expect.arrayContaining(["/people/asha-verma", "/people/daniel-okafor", "/blog/shown"]),
    );
    expect(listed).not.toContain("/people/leila-haddad");
    expect(listed).not.toContain("/blog/hidden");
  });

  it("leaves a hidden fixed page out of llms.txt, and names the others", async () => {
    const content = await loadLlmsContent();
    const about = content.pages.find((head) => head.path === "/about")!;
    const withHidden = {
      ...content,
      pages: content.pages.map((head) =>
        head === about ? { ...head, sharing: { hidden: true as const } } : head,
      ),
    };
    expect(llmsTxt(base, content)).toContain(`(${base}/about): ${about.description}`);
    const text = llmsTxt(base, withHidden);
    expect(text).not.toContain(`(${base}/about)`);
    expect(text).toContain(`(${base}/contact)`);
  });
});
