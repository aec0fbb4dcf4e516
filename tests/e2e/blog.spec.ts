import { parseFeed } from "@rowanmanning/feed-parser";
import { blogWords, publishedPosts } from "../../app/cms/posts.server.ts";
import { formatDate } from "../../common/format.ts";
import { blogFeed, blogPostPath, paths } from "../../common/paths.ts";
import { axeViolations } from "../support/axe.ts";
import { expect, pageReady, scriptsReady, test } from "./fixtures.ts";

const posts = await publishedPosts();
const words = await blogWords();
const middle = posts[1] ?? posts[0]!;

const hydrated = scriptsReady;

for (const javaScript of [false, true]) {
  test.describe(javaScript ? "after hydration" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("the blog lists its posts newest first, each with date, author and reading time", async ({
      page,
    }) => {
      expect(posts.length).toBeGreaterThanOrEqual(3);
      await page.goto(paths.blog);
      if (javaScript) await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
      const list = page.getByRole("main").getByRole("list").first();
      const titles = list.getByRole("heading", { level: 3 });
      await expect(titles).toHaveText(posts.map((post) => post.title));
      const dates = posts.map((post) => post.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(posts.length).toBeGreaterThan(0);
      for (const post of posts) {
        const card = list.getByRole("article", { name: post.title });
        await expect(card).toContainText(formatDate(post.date));
        await expect(card).toContainText(`${words.byline} ${post.author.name}`);
        await expect(card).toContainText(post.readingTime);
        await expect(card.getByRole("img", { name: post.cover.alt })).toBeAttached();
      }
    });

    test("a post's page has its title, date, author, reading time and links on", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(paths.blog);
      if (javaScript) await hydrated(page);
      await page.getByRole("link", { name: middle.title }).click();
      await expect(page).toHaveURL(blogPostPath(middle.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(middle.title);
      const main = page.getByRole("main");
      await expect(main.locator("time")).toHaveAttribute("datetime", middle.date);
      await expect(main).toContainText(formatDate(middle.date));
      await expect(main).toContainText(
        `${words.byline} ${middle.author.name}, ${middle.author.role}`,
      );
      await expect(main).toContainText(middle.readingTime);
      await expect(main.getByRole("img", { name: middle.cover.alt })).toBeVisible();

      const index = posts.indexOf(middle);
      const older = posts[index + 1];
      const newer = posts[index - 1];
      const pager = page.getByRole("navigation", { name: words.postNavigation });
      if (older) {
        await expect(pager.getByRole("link", { name: words.previousPost })).toHaveAttribute(
          "href",
          blogPostPath(older.slug),
        );
      }
      if (newer) {
        await pager.getByRole("link", { name: words.nextPost }).click();
        await expect(page).toHaveURL(blogPostPath(newer.slug));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(newer.title);
      }
      // Hydration matched the pre-rendered page and the client-side move loaded the post's data.
      expect(consoleErrors).toEqual([]);
    });
  });
}

test("a post's structured data is a BlogPosting and its share picture is a JPEG that exists", async ({
  page,
  request,
}) => {
  await page.goto(blogPostPath(middle.slug));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks
    .map((text) => JSON.parse(text))
    .find((data) => data["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: middle.title,
    datePublished: middle.date,
    author: { "@type": "Person", name: middle.author.name },
  });
  expect(new URL(posting.url).pathname).toBe(blogPostPath(middle.slug));

  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(/^https?:\/\/.+\.jpg$/);
  expect(posting.image).toBe(image);
  // The share picture's address is absolute on the public site; this server serves the same path.
  const response = await request.get(new URL(image!).pathname, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("every page's head links the Atom feed once, before and after hydration", async ({ page }) => {
  for (const path of [paths.home, paths.about, paths.blog, blogPostPath(middle.slug)]) {
    await page.goto(path);
    await hydrated(page);
    const feedLinks = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feedLinks, path).toHaveCount(1);
    await expect(feedLinks).toHaveAttribute("href", blogFeed);
    await expect(feedLinks).toHaveAttribute("title", words.feedTitle);
  }
});

test("the Atom feed lists every post newest first with absolute links", async ({ request }) => {
  const response = await request.get(blogFeed);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe("atom");
  expect(feed.title).toBe(words.feedTitle);
  expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
  expect(feed.items.length).toBeGreaterThan(0);
  for (const [index, item] of feed.items.entries()) {
    const post = posts[index]!;
    expect(item.url).toMatch(/^https?:\/\//);
    expect(new URL(item.url!).pathname).toBe(blogPostPath(post.slug));
    expect(item.published?.toISOString().slice(0, 10)).toBe(post.date);
    expect(item.authors.map((author) => author.name)).toEqual([post.author.name]);
  }
});

test("the sitemap lists every post with its date", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) {
    expect(sitemap).toMatch(
      new RegExp(`<loc>https?://[^<]+${blogPostPath(post.slug)}</loc>\\s*<lastmod>${post.date}<`),
    );
  }
});

// The list page has its runs at both widths in pages.spec.ts; a post in English is checked here.
for (const path of [blogPostPath(middle.slug)]) {
  test(`${path} has no axe-core violations`, async ({ page }) => {
    await page.goto(path);
    await pageReady(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
