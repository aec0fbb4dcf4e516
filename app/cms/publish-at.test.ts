// @vitest-environment node
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blogPostPath } from "../../common/paths.ts";
import { withContentCopy } from "../../tests/support/content-copy.ts";
import { loader as feedLoader } from "../routes/blog-feed.ts";
import { llmsTxt } from "../seo/llms.ts";
import { sitemapXml } from "../seo/sitemap.ts";
import { loadLlmsContent } from "./llms.server.ts";
import { loadHomePage, loadNews, loadNewsPage } from "./pages.server.ts";
import {
  blogPrerenderPaths,
  postSitemapEntries,
  publishedPostSlugs,
  publishedPosts,
} from "./posts.server.ts";
import { buildTime, isDue, publishAtTime } from "./publish-at.ts";
import { buildSearchIndex } from "./search-index.server.ts";

const post = "supply-chain-esg";
const news = "esg-certifications";
const publishAt = "2026-03-14T09:30";
const before = "2026-03-14T09:29:00.000Z";
const after = "2026-03-14T09:30:00.000Z";
const base = "https://www.consulting.test";

withContentCopy(async (root) => {
  // As the editor writes the field: a full UTC time in the post's front matter, the short form in
  // the news item (both are read as UTC).
  const postFile = path.join(root, `content/posts/${post}.mdoc`);
  const text = await readFile(postFile, "utf8");
  await writeFile(
    postFile,
    text.replace("draft: false", `draft: false\npublishAt: ${publishAt}:00.000Z`),
  );
  const newsFile = path.join(root, `content/news/${news}.yaml`);
  await writeFile(newsFile, `publishAt: "${publishAt}"\n${await readFile(newsFile, "utf8")}`);
});

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.BUILD_TIME;
});
afterEach(() => {
  if (saved === undefined) delete process.env.BUILD_TIME;
  else process.env.BUILD_TIME = saved;
});

async function everything(time: string) {
  process.env.BUILD_TIME = time;
  const feeds = await Promise.all(
    ["/blog/feed.xml", "/ar/blog/feed.xml"].map(async (url) =>
      (await feedLoader({ request: new Request(`${base}${url}`) })).text(),
    ),
  );
  return {
    posts: [
      ...(await publishedPosts("en")).map((entry) => entry.slug),
      ...(await publishedPosts("ar")).map((entry) => entry.slug),
    ],
    slugs: await publishedPostSlugs(),
    prerendered: await blogPrerenderPaths(),
    sitemap: sitemapXml(base, "2026-03-14", await postSitemapEntries()),
    feeds,
    search: [...(await buildSearchIndex("en")), ...(await buildSearchIndex("ar"))].map(
      (entry) => entry.id,
    ),
    news: (await loadNews("en")).map((item) => item.id),
    homeNews: (await loadHomePage("ar")).news,
    newsPage: (await loadNewsPage("en")).news.items.map((item) => item.id),
    llms: llmsTxt(base, await loadLlmsContent()),
  };
}

describe("a post and a news item scheduled for later", () => {
  it("are left out of every page, list, feed, sitemap and index of a build made before their time", async () => {
    const built = await everything(before);
    expect(built.posts.length).toBeGreaterThan(0);
    expect(built.posts).not.toContain(post);
    expect(built.slugs).not.toContain(post);
    expect(built.prerendered).not.toContain(blogPostPath(post));
    expect(built.sitemap).not.toContain(blogPostPath(post));
    for (const feed of built.feeds) {
      expect(feed).toContain("<entry>");
      expect(feed).not.toContain(post);
    }
    expect(built.search).not.toContain(`blog:${post}`);
    expect(built.search).not.toContain(`news:${news}`);
    expect(built.news.length).toBeGreaterThan(0);
    expect(built.news).not.toContain(news);
    expect(JSON.stringify(built.homeNews)).not.toContain(news);
    expect(built.newsPage).not.toContain(news);
    expect(built.llms).not.toContain(post);
  });

  it("are in all of them in a build made at their time", async () => {
    const built = await everything(after);
    expect(built.posts.filter((slug) => slug === post)).toHaveLength(2);
    expect(built.slugs).toContain(post);
    expect(built.prerendered).toContain(blogPostPath(post));
    expect(built.sitemap).toContain(blogPostPath(post));
    for (const feed of built.feeds) expect(feed).toContain(blogPostPath(post));
    expect(built.search).toContain(`blog:${post}`);
    expect(built.search).toContain(`news:${news}`);
    expect(built.news).toContain(news);
    expect(JSON.stringify(built.homeNews)).toContain(news);
    expect(built.newsPage).toContain(news);
  });
});

describe("the schedule's times", () => {
  it("reads the editor's time and the file's as the same moment in UTC", () => {
    expect(publishAtTime("2026-03-14T09:30")?.toISOString()).toBe(after);
    expect(publishAtTime("2026-03-14T09:30:00.000Z")?.toISOString()).toBe(after);
    expect(publishAtTime(new Date(after))?.toISOString()).toBe(after);
    expect(publishAtTime("")).toBeUndefined();
    expect(publishAtTime(null)).toBeUndefined();
    expect(publishAtTime("next Tuesday")).toBeUndefined();
  });

  it("shows an entry with no time at once, and one with a time from that time on", () => {
    const now = new Date(after);
    expect(isDue({}, now)).toBe(true);
    expect(isDue({ publishAt: null }, now)).toBe(true);
    expect(isDue({ publishAt: publishAt }, now)).toBe(true);
    expect(isDue({ publishAt: "2026-03-14T09:31" }, now)).toBe(false);
  });

  it("fixes one now for the whole build, and refuses a BUILD_TIME that is not a time", () => {
    const env: NodeJS.ProcessEnv = {};
    const first = buildTime(env);
    expect(env.BUILD_TIME).toBe(first.toISOString());
    expect(buildTime(env)).toEqual(first);
    expect(() => buildTime({ BUILD_TIME: "soon" })).toThrow(/BUILD_TIME: "soon" is not a time/);
  });
});
