// @vitest-environment node
// "Sharing and search engines" as the editor writes it into an entry's file, read through to the
// page's head and the sitemap: a case study with its own share picture, a person and the About
// page hidden from search engines, the rest as before.
import { appendFile, copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { absoluteUrl } from "../../common/site-url.ts";
import { withContentCopy } from "../../tests/support/content-copy.ts";
import { siteData } from "../../tests/support/site-data.ts";
import { pageWithTrailMeta } from "../seo/case-study-head.ts";
import { personMeta } from "../seo/head.ts";
import { hiddenPagePaths, sitemapXml } from "../seo/sitemap.ts";
import { loadCaseStudyPage } from "./case-studies.server.ts";
import { checkContent } from "./check.ts";
import { sitemapPages } from "./content-pages.server.ts";
import contentConfig from "./keystatic.config.ts";
import { loadLlmsContent } from "./llms.server.ts";
import { loadAboutPage, loadContactPage } from "./pages.server.ts";
import { loadPersonPage } from "./people.server.ts";

const study = "financial-literacy";
const person = "asha-verma";
const picture = `/images/share/case-studies/${study}/sharing/picture/value/src.svg`;

const contentRoot = withContentCopy(async (root) => {
  const file = path.join(root, "content", picture);
  await mkdir(path.dirname(file), { recursive: true });
  await copyFile(path.join(root, "content/images/share/shareImage/src.svg"), file);
  const append = (entry: string, yaml: string) => appendFile(path.join(root, entry), yaml);
  await append(
    `content/case-studies/${study}.yaml`,
    [
      "sharing:",
      "  picture:",
      "    discriminant: true",
      "    value:",
      `      src: ${picture}`,
      "      alt:",
      "        en: The programme's poster",
      '        ar: "ملصق البرنامج"',
      "  hidden: false",
      "",
    ].join("\n"),
  );
  const hidden = "sharing:\n  picture:\n    discriminant: false\n  hidden: true\n";
  await append(`content/team/${person}.yaml`, hidden);
  await append("content/about-page.yaml", hidden);
});

const metaValue = (meta: MetaDescriptor[], key: string) =>
  (
    meta.find(
      (item) =>
        (item as { property?: string }).property === key ||
        (item as { name?: string }).name === key,
    ) as { content?: string } | undefined
  )?.content;

describe("sharing and search engines, from the content files", () => {
  it("shares a case study with its own picture, described in the page's language", async () => {
    for (const language of ["en", "ar"] as const) {
      const data = await loadCaseStudyPage(study, language);
      const meta = pageWithTrailMeta(data, { ...siteData, language });
      const expected = absoluteUrl(picture.replace(/\.svg$/, "-1200.jpg"));
      expect(metaValue(meta, "og:image"), language).toBe(expected);
      expect(metaValue(meta, "twitter:image")).toBe(expected);
      expect(metaValue(meta, "og:image:alt")).toBe(
        language === "en" ? "The programme's poster" : "ملصق البرنامج",
      );
      expect(metaValue(meta, "robots")).toBeUndefined();
    }
    // Another case study is shared with its cover.
    const other = await loadCaseStudyPage("vocational-centre", "en");
    expect(metaValue(pageWithTrailMeta(other, siteData), "og:image")).toBe(
      absoluteUrl("/images/impact/vocational-centre/cover/src-1200.jpg"),
    );
  });

  it("keeps a hidden person's and the hidden About page's pages, noindex, out of the sitemap", async () => {
    for (const language of ["en", "ar"] as const) {
      const data = await loadPersonPage(person, language);
      expect(data?.page.sharing?.hidden).toBe(true);
      expect(metaValue(personMeta(data ?? undefined, { ...siteData, language }), "robots")).toBe(
        "noindex",
      );
      expect((await loadAboutPage(language)).page.sharing).toEqual({ hidden: true });
    }
    const other = await loadPersonPage("daniel-okafor", "en");
    expect(metaValue(personMeta(other ?? undefined, siteData), "robots")).toBeUndefined();
    expect((await loadContactPage("en")).page.sharing).toBeUndefined();

    const pages = (await sitemapPages("2026-03-14")).map((page) => page.path);
    expect(pages).not.toContain(`/people/${person}`);
    expect(pages).toContain("/people/daniel-okafor");
    expect(pages).toContain(`/impact/${study}`);
    const content = await loadLlmsContent();
    const hidden = hiddenPagePaths(content.pages);
    expect([...hidden]).toEqual(["/about"]);
    const xml = sitemapXml("https://www.example.org", "2026-03-14", [], hidden);
    expect(xml).not.toContain("<loc>https://www.example.org/about</loc>");
    expect(xml).toContain("<loc>https://www.example.org/contact</loc>");
  });

  it("passes the content check, the share picture held to the picture rules", async () => {
    expect((await checkContent(contentRoot(), contentConfig)).problems).toEqual([]);
    const file = path.join(contentRoot(), `content/case-studies/${study}.yaml`);
    const text = await readFile(file, "utf8");
    try {
      await writeFile(
        file,
        text.replace(picture, picture.replace("src.svg", "gone.svg")).replace("ملصق البرنامج", ""),
      );
      const found = (await checkContent(contentRoot(), contentConfig)).problems;
      const at = `content/case-studies/${study}.yaml: sharing.picture.value`;
      expect(found).toEqual([
        expect.stringContaining(
          `${at}.src: "${picture.replace("src.svg", "gone.svg")}" does not exist`,
        ),
        `${at}.alt.ar: no Arabic text`,
      ]);
    } finally {
      await writeFile(file, text);
    }
  });
});
