// @vitest-environment node
import { expect, it } from "vitest";
import { contentCopyEachTest } from "../../tests/support/content-copy.ts";
import {
  insightsPrerenderPaths,
  loadInsights,
  loadInsightsPage,
  postAreas,
} from "./insights.server.ts";
import { loadNews } from "./pages.server.ts";
import { publishedPosts } from "./posts.server.ts";

const { edit } = contentCopyEachTest();

it("lists every published post and news item once, newest first", async () => {
  const [{ items }, posts, news] = await Promise.all([
    loadInsights(),
    publishedPosts(),
    loadNews(),
  ]);
  expect(items.map((item) => `${item.kind}:${item.id}`).sort()).toEqual(
    [
      ...posts.map((post) => `post:${post.slug}`),
      ...news.map((entry) => `news:${entry.id}`),
    ].sort(),
  );
  const dates = items.map((item) => item.date);
  expect(dates).toEqual([...dates].sort().reverse());
});

it("counts on each filter link exactly the items its page lists", async () => {
  const { filters } = await loadInsights();
  expect(filters.map((link) => link.filter)).toEqual(
    expect.arrayContaining(["topic", "industry", "service"]),
  );
  for (const link of filters) {
    const page = await loadInsightsPage("en", { filter: link.filter, slug: link.slug });
    expect(page?.items.length, link.to).toBe(link.count);
    expect(page?.items.every((item) => item.about[link.filter].includes(link.slug))).toBe(true);
  }
});

it("gives a topic one filter for a post and a news item tagged with the same English words", async () => {
  await edit("content/news/market-access-jordan.yaml", (text) =>
    text.replace(
      '  - en: Market access\n    ar: "النفاذ إلى الأسواق"',
      '  - en: Supply Chain\n    ar: "سلسلة الإمداد"',
    ),
  );
  const { items, filters } = await loadInsights();
  const topic = filters.filter((link) => link.slug === "supply-chain");
  expect(topic).toEqual([expect.objectContaining({ filter: "topic", count: 2 })]);
  expect(
    items.filter((item) => item.about.topic.includes("supply-chain")).map((item) => item.kind),
  ).toEqual(["news", "post"]);
  expect(filters.some((link) => link.slug === "market-access" && link.filter === "topic")).toBe(
    false,
  );
});

it("has no page for a filter that lists nothing, and none for a draft's only topic", async () => {
  expect(await loadInsightsPage("en", { filter: "industry", slug: "mining" })).toBeNull();
  expect(await insightsPrerenderPaths()).toContain("/news-blogs/topic/operations");
  await edit("content/posts/operating-model-growth.mdoc", (text) =>
    text.replace("draft: false", "draft: true"),
  );
  expect(await insightsPrerenderPaths()).not.toContain("/news-blogs/topic/operations");
  expect(await loadInsightsPage("en", { filter: "topic", slug: "operations" })).toBeNull();
});

it("words each count in the page's language and digits, Arabic in its plural forms", async () => {
  await edit("content/site.yaml", (text) =>
    text.replace(/arabicDigits: \w+/, "arabicDigits: arabic"),
  );
  const expected = new Map([
    [1, "(منشور واحد)"],
    [2, "(منشوران)"],
    [3, "(٣ منشورات)"],
    [4, "(٤ منشورات)"],
  ]);
  const page = await loadInsightsPage("ar");
  const counts = new Set(page?.filters.map((link) => link.count));
  // The sample content has filters of one, two and four items (Textile and Apparel).
  expect([...counts].sort()).toEqual(expect.arrayContaining([1, 2, 4]));
  for (const link of page?.filters ?? []) {
    expect(link.countLabel, link.to).toBe(expected.get(link.count));
  }
  const english = await loadInsightsPage("en");
  for (const link of english?.filters ?? []) {
    expect(link.countLabel).toBe(link.count === 1 ? "(1 item)" : `(${link.count} items)`);
  }
});

it("titles a filter page with the header's name for News & Blogs and the filter, in each language", async () => {
  const english = await loadInsightsPage("en", { filter: "topic", slug: "esg" });
  expect(english?.page).toMatchObject({
    title: "News & Blogs: ESG",
    heading: "News & Blogs: ESG",
  });
  expect(english?.page.heading).not.toBe(english?.words.heading);
  // Its list is headed by what it lists.
  expect(english?.words.heading).toBe("Latest on ESG");
  expect(english?.breadcrumb.map((step) => step.path)).toEqual([
    "/",
    "/news-blogs",
    "/news-blogs/topic/esg",
  ]);
  const arabic = await loadInsightsPage("ar", { filter: "topic", slug: "esg" });
  expect(arabic?.page).toMatchObject({
    title: "الأخبار والمدونة: معايير ESG",
    heading: "الأخبار والمدونة: معايير ESG",
  });
  // The name is the header's link, not a second copy: renaming the link renames the pages.
  await edit("content/site.yaml", (text) =>
    text
      .replace("      en: News & Blogs\n", "      en: Newsroom\n")
      .replace(
        '      ar: "الأخبار والمدونة"\n    to: /news-blogs',
        '      ar: "غرفة الأخبار"\n    to: /news-blogs',
      ),
  );
  expect((await loadInsightsPage("en", { filter: "topic", slug: "esg" }))?.page.title).toBe(
    "Newsroom: ESG",
  );
  expect((await loadInsightsPage("ar", { filter: "topic", slug: "esg" }))?.page.heading).toBe(
    "غرفة الأخبار: معايير ESG",
  );
});

it("links a post's topics to their filter pages and its industries and services to their pages", async () => {
  const areas = await postAreas("supply-chain-esg", "en");
  expect(areas.topics.map((area) => area.to)).toEqual([
    "/news-blogs/topic/esg",
    "/news-blogs/topic/supply-chain",
  ]);
  expect(areas.industries.map((area) => area.to)).toEqual([
    "/industries/textile-apparel",
    "/industries/logistics",
  ]);
  expect(areas.services.map((area) => area.to)).toEqual([
    "/what-we-do/esg-sustainability",
    "/what-we-do/market-access",
  ]);
});
