// @vitest-environment node
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withContentCopy } from "../../tests/support/content-copy.ts";
import { TestimonialQuote } from "../sections/testimonials.tsx";
import { checkContent } from "./check.ts";
import contentConfig from "./keystatic.config.ts";
import { loadNews, loadTestimonials } from "./pages.server.ts";
import { publishedPosts } from "./posts.server.ts";
import { buildSearchIndex } from "./search-index.server.ts";

const slug = "supply-chain-esg";
const testimonial = "agri-cooperative";
const news = "esg-certifications";
const contentRoot = withContentCopy(async (root) => {
  const file = path.join(root, `content/posts/${slug}.mdoc`);
  const text = await readFile(file, "utf8");
  await writeFile(file, text.replace("draft: false", "englishOnly: true\ndraft: false"));
  await rm(path.join(root, `content/posts/${slug}`), { recursive: true });
  for (const [folder, name] of [
    ["testimonials", testimonial],
    ["news", news],
  ]) {
    const entry = path.join(root, `content/${folder}/${name}.yaml`);
    // Ticked, and its Arabic left out as the editor allows then.
    const yaml = (await readFile(entry, "utf8")).replace(/^ {2}ar: .*$/gm, '  ar: ""');
    await writeFile(entry, `englishOnly: true\n${yaml}`);
  }
});

describe("an English-only post", () => {
  it("shows its English title, summary and article on the Arabic blog, marked English", async () => {
    const english = (await publishedPosts("en")).find((post) => post.slug === slug)!;
    const arabic = (await publishedPosts("ar")).find((post) => post.slug === slug)!;
    expect(english.lang).toBeUndefined();
    expect(arabic).toMatchObject({
      lang: "en",
      title: english.title,
      summary: english.summary,
      html: english.html,
    });
    const other = (await publishedPosts("ar")).find((post) => post.slug !== slug)!;
    expect(other.lang).toBeUndefined();
    expect(other.title).toMatch(/[\u0600-\u06FF]/);
  });

  it("is found in the Arabic search by its English title, marked English", async () => {
    const entry = (await buildSearchIndex("ar")).find((item) => item.id === `blog:${slug}`);
    expect(entry).toMatchObject({ lang: "en" });
    expect(entry?.title).not.toMatch(/[\u0600-\u06FF]/);
    const english = (await buildSearchIndex("en")).find((item) => item.id === `blog:${slug}`);
    expect(english?.lang).toBeUndefined();
  });
});

describe("an English-only testimonial and news item", () => {
  it("keep their English words on Arabic pages, marked English, and pass the content check", async () => {
    const [englishQuotes, arabicQuotes] = [
      await loadTestimonials("en"),
      await loadTestimonials("ar"),
    ];
    const quote = arabicQuotes.find((item) => item.id === testimonial)!;
    expect(quote).toEqual({ ...englishQuotes.find((item) => item.id === testimonial), lang: "en" });
    expect(arabicQuotes.find((item) => item.id !== testimonial)?.lang).toBeUndefined();
    expect(renderToStaticMarkup(TestimonialQuote({ testimonial: quote }))).toContain(
      '<figure class="testimonial" lang="en" dir="ltr">',
    );
    const item = (await loadNews("ar")).find((entry) => entry.id === news)!;
    expect(item.lang).toBe("en");
    expect(item.title).toBe((await loadNews("en")).find((entry) => entry.id === news)?.title);
    // Their Arabic boxes are empty, yet the build's check lets them (and the post) through.
    expect((await checkContent(contentRoot(), contentConfig)).problems).toEqual([]);
  });
});
