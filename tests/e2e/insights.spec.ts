// News & Blogs, /news-blogs: the blog's posts and the news in one list, newest first, and its filter
// pages by topic, industry and service area. Expectations come from content/, in each language.
import { loadInsightsPage } from "../../app/cms/insights.server.ts";
import { loadNews } from "../../app/cms/pages.server.ts";
import { publishedPosts } from "../../app/cms/posts.server.ts";
import { loadSiteData } from "../../app/cms/site.server.ts";
import { formatDate } from "../../common/format.ts";
import { type Language, languages, localizedPath, withoutLanguage } from "../../common/i18n.ts";
import type { ListFilter } from "../../common/paths.ts";
import { blogListPath, blogPostPath, paths, personPath } from "../../common/paths.ts";
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "./fixtures.ts";

const siteUrl = (process.env.SITE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");

const content = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => {
      const [hub, posts, news, site] = await Promise.all([
        loadInsightsPage(language),
        publishedPosts(language),
        loadNews(language),
        loadSiteData(language),
      ]);
      if (hub === null) throw new Error("News & Blogs has no page");
      return [language, { hub, posts, news, site }] as const;
    }),
  ),
);

const filterKinds: ListFilter[] = ["topic", "industry", "service"];

/** The cards' titles, in the order the page shows them. */
const listed = (page: import("@playwright/test").Page, heading: string) =>
  page
    .getByRole("main")
    .getByRole("region", { name: heading, exact: true })
    .getByRole("heading", { level: 3 });

async function expectSection(page: import("@playwright/test").Page, language: Language) {
  const { site } = content[language]!;
  const nav = page
    .getByRole("banner")
    .getByRole("navigation", { name: site.header.navigationLabel });
  for (const item of site.mainNav) {
    // The header's link and the side menu's (closed, so hidden) link.
    const links = nav.getByRole("link", { name: item.label, exact: true, includeHidden: true });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      if (withoutLanguage(item.to) === paths.newsBlogs)
        await expect(link).toHaveAttribute("aria-current", "true");
      else await expect(link).not.toHaveAttribute("aria-current");
    }
  }
}

for (const language of languages) {
  const { hub, posts, news, site } = content[language]!;
  const { words } = hub;
  const local = (path: string) => localizedPath(path, language);
  // A news title's link also tells screen readers that it opens a new tab.
  const shown = (item: (typeof hub.items)[number]) =>
    item.kind === "news" ? `${item.title} ${words.newTab}` : item.title;
  // Without JavaScript only: these pages wake no island by themselves (0 KB of script,
  // tests/budgets.test.ts), so with JavaScript on they read the same HTML.
  test.describe(`${language}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test("News & Blogs lists every published post and news item, newest first", async ({
      page,
      openPage,
    }) => {
      const all = [
        ...posts.map((post) => ({
          title: post.title,
          date: post.date,
          to: blogPostPath(post.slug),
        })),
        ...news.map((item) => ({ title: item.title, date: item.date, to: item.href })),
      ];
      expect(posts.length).toBeGreaterThan(0);
      expect(news.length).toBeGreaterThan(0);
      await openPage(local(paths.newsBlogs));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hub.page.heading);
      const titles = listed(page, words.heading);
      await expect(titles).toHaveCount(all.length);
      await expect(titles).toHaveText(hub.items.map(shown));
      // The same items as the content holds, and dated newest first.
      expect(hub.items.map((item) => item.title).sort()).toEqual(
        all.map((item) => item.title).sort(),
      );
      const dates = await page
        .getByRole("main")
        .locator("li time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates).toHaveLength(all.length);
      for (const item of hub.items) {
        const card = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: item.title }) });
        await expect(card).toContainText(words.kinds[item.kind]);
        await expect(card).toContainText(formatDate(item.date, language, site.digits));
        await expect(card).toContainText(item.summary);
        const link = card.getByRole("heading", { level: 3 }).getByRole("link");
        if (item.kind === "post") {
          await expect(link).toHaveAttribute("href", local(item.to));
          await expect(
            card.getByRole("link", { name: item.author?.name, exact: true }),
          ).toHaveAttribute("href", local(personPath(item.author?.id ?? "")));
        } else {
          await expect(link).toHaveAttribute("href", item.to);
          await expect(link).toHaveAttribute("target", "_blank");
        }
      }
    });

    for (const filter of filterKinds) {
      test(`following a ${filter} filter lists exactly its items, as many as its link says`, async ({
        page,
        openPage,
      }) => {
        const link = hub.filters.find((candidate) => candidate.filter === filter);
        if (link === undefined) throw new Error(`the content has no ${filter} to filter by`);
        await openPage(local(paths.newsBlogs));
        const filters = page.getByRole("navigation", { name: words.filters.label });
        await expect(filters.getByRole("link", { name: words.filters.all })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await filters
          .getByRole("link", { name: `${link.name} ${link.countLabel}`, exact: true })
          .click();
        await expect(page).toHaveURL(local(link.to));
        // Titled with the header's own name for News & Blogs, then the filter (not the list's heading).
        const hubName = site.mainNav.find((item) => withoutLanguage(item.to) === paths.newsBlogs);
        const title = `${hubName?.label}: ${link.name}`;
        const filtered = await loadInsightsPage(language, link);
        expect(filtered?.page.title).toBe(title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(`${title} | ${site.site.name}`);
        const expected = hub.items.filter((item) => item.about[filter].includes(link.slug));
        // Its list is headed by what it lists ("Latest on ESG"), not as the hub's is.
        expect(filtered?.words.heading).not.toBe(words.heading);
        expect(filtered?.words.heading).toContain(link.name);
        await expect(listed(page, filtered?.words.heading ?? "")).toHaveText(expected.map(shown));
        expect(expected).toHaveLength(link.count);
        const current = page
          .getByRole("navigation", { name: words.filters.label })
          .getByRole("link", { name: `${link.name} ${link.countLabel}`, exact: true });
        await expect(current).toHaveAttribute("aria-current", "page");
        await expect(
          page
            .getByRole("navigation", { name: words.filters.label })
            .locator('[aria-current="page"]'),
        ).toHaveCount(1);
        await expectSection(page, language);
        await page
          .getByRole("navigation", { name: words.filters.label })
          .getByRole("link", { name: words.filters.all })
          .click();
        await expect(page).toHaveURL(local(paths.newsBlogs));
        await expect(listed(page, words.heading)).toHaveCount(hub.items.length);
      });
    }

    test("News & Blogs is the current section on a post loaded directly, and on the blog", async ({
      page,
      openPage,
    }) => {
      for (const path of [blogPostPath(posts.at(-1)?.slug ?? ""), blogListPath(1)]) {
        await openPage(local(path));
        await expectSection(page, language);
      }
    });
  });

  test(`${language}: a post's byline leads to its author's page`, async ({ page }) => {
    const post = posts[0]!;
    await page.goto(local(blogPostPath(post.slug)));
    await page.getByRole("main").getByRole("link", { name: post.author.name, exact: true }).click();
    await expect(page).toHaveURL(local(personPath(post.author.id)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.author.name);
  });

  test(`${language}: a post names its author as the person page does, and its trail`, async ({
    page,
  }) => {
    const post = posts[0]!;
    const jsonLd = async () =>
      (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
    await page.goto(local(blogPostPath(post.slug)));
    const blocks = await jsonLd();
    const posting = blocks.find((block) => block["@type"] === "BlogPosting");
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(((trail?.itemListElement ?? []) as { item: string }[]).map((step) => step.item)).toEqual(
      [
        `${siteUrl}${local(paths.home)}`,
        `${siteUrl}${local(paths.newsBlogs)}`,
        `${siteUrl}${local(blogPostPath(post.slug))}`,
      ],
    );
    await page.goto(local(personPath(post.author.id)));
    const person = (await jsonLd()).find((block) => block["@type"] === "Person");
    expect(posting?.author).toMatchObject({ "@id": person?.["@id"], url: person?.url });
  });

  test(`${language}: a filter page has its trail in JSON-LD and is in the sitemap`, async ({
    page,
    request,
  }) => {
    const link = hub.filters[0]!;
    await page.goto(local(link.to));
    const trail = (await page.locator('head script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((block) => block["@type"] === "BreadcrumbList");
    expect(((trail?.itemListElement ?? []) as { item: string }[]).map((step) => step.item)).toEqual(
      [
        `${siteUrl}${local(paths.home)}`,
        `${siteUrl}${local(paths.newsBlogs)}`,
        `${siteUrl}${local(link.to)}`,
      ],
    );
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const filterLink of hub.filters) {
      const loc = `${siteUrl}${local(filterLink.to)}`;
      const entry = xml.match(new RegExp(`<url>\\s*<loc>${loc}</loc>[\\s\\S]*?</url>`))?.[0];
      expect(entry, loc).toBeDefined();
      for (const other of languages) {
        expect(entry).toContain(
          `hreflang="${other}" href="${siteUrl}${localizedPath(filterLink.to, other)}"`,
        );
      }
    }
  });

  // Axe runs in the page, so these load it with JavaScript.
  for (const width of [375, 1280]) {
    for (const [name, path] of [
      ["News & Blogs", paths.newsBlogs],
      ["a filter page", hub.filters[0]?.to ?? ""],
    ] as const) {
      test(`${language}: ${name} has no axe violations at ${width} px`, async ({
        page,
        openPage,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await openPage(local(path));
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
}
