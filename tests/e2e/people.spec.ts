// People's pages, /people/<slug>: reached from the About page's team and a post's byline, found by
// the search, described to crawlers. Expectations come from content/, in each language.
import { loadPeople } from "../../app/cms/pages.server.ts";
import { loadPersonPage } from "../../app/cms/people.server.ts";
import { loadSiteData } from "../../app/cms/site.server.ts";
import { languages, localizedPath } from "../../common/i18n.ts";
import { paths, personPath } from "../../common/paths.ts";
import { axeViolations } from "../support/axe.ts";
import { blogPosts } from "../support/content.ts";
import { expect, test } from "./fixtures.ts";

const siteUrl = (process.env.SITE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");

const content = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => {
      const people = await loadPeople(language);
      const pages = await Promise.all(people.map((person) => loadPersonPage(person.id, language)));
      return [language, { people, pages, site: await loadSiteData(language) }] as const;
    }),
  ),
);
const english = content.en!;
expect(english.people.length).toBeGreaterThan(0);
const first = english.people[0]!;

for (const language of languages) {
  const { people, pages, site } = content[language]!;
  // Without JavaScript only: these pages wake no island by themselves (0 KB of script,
  // tests/budgets.test.ts), so with JavaScript on they read the same HTML.
  test.describe(`${language}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test("the About page's team links each member to their own page", async ({
      page,
      openPage,
    }) => {
      expect(people.length).toBeGreaterThan(0);
      for (const person of people) {
        await openPage(localizedPath(paths.about, language));
        await page.getByRole("link", { name: person.name, exact: true }).click();
        await expect(page).toHaveURL(`${localizedPath(personPath(person.id), language)}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.name);
      }
    });
  });

  test.describe(`${language}, a person's page`, () => {
    test.use({ javaScriptEnabled: false });

    test("shows name, role, office, focus areas, languages, bio, profiles and writing; what is still a placeholder is left out with its heading", async ({
      page,
    }) => {
      expect(pages.length).toBeGreaterThan(0);
      for (const data of pages) {
        if (data === null) throw new Error("a member of the team has no page");
        const { person, words, posts, caseStudies } = data;
        await page.goto(localizedPath(personPath(person.id), language));
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(person.name);
        await expect(main.getByText(person.role, { exact: true })).toBeVisible();
        await expect(main.getByRole("definition").filter({ hasText: person.office })).toBeVisible();
        // A biography still marked as a placeholder is left out (the loader gives ""), heading too.
        if (person.bio) await expect(main.getByText(person.bio, { exact: true })).toBeVisible();
        else await expect(main.getByRole("heading", { name: words.bio })).toHaveCount(0);
        await expect(main.getByRole("img", { name: person.portrait.alt })).toBeVisible();
        const section = (heading: string) =>
          main.getByRole("region", { name: heading, exact: true });
        for (const area of [...person.services, ...person.industries]) {
          await expect(
            section(words.focusAreas).getByRole("link", { name: area.title, exact: true }),
          ).toHaveAttribute("href", area.to);
        }
        if (person.languages.length > 0) {
          await expect(section(words.languages).getByRole("listitem")).toHaveText(person.languages);
        } else await expect(section(words.languages)).toHaveCount(0);
        await expect(main).not.toContainText(/placeholder|to be confirmed|مؤقت/i);
        await expect(section(words.profiles).getByRole("link")).toHaveCount(person.social.length);
        for (const link of person.social) {
          await expect(
            section(words.profiles).getByRole("link", { name: link.label }),
          ).toHaveAttribute("href", link.href);
        }
        await expect(section(words.posts).getByRole("link")).toHaveCount(posts.length);
        for (const post of posts) {
          await expect(
            section(words.posts).getByRole("link", { name: post.title, exact: true }),
          ).toHaveAttribute("href", post.to);
        }
        await expect(section(words.caseStudies).getByRole("link")).toHaveCount(caseStudies.length);
      }
      // Today's content must exercise the lists above, not pass them empty.
      expect(pages.some((data) => (data?.posts.length ?? 0) > 0)).toBe(true);
      expect(pages.some((data) => (data?.person.services.length ?? 0) > 0)).toBe(true);
      expect(pages.some((data) => (data?.person.industries.length ?? 0) > 0)).toBe(true);
      // Today every biography and list of languages is still a placeholder, so the pages leave
      // them out (app/cms/people.server.test.ts shows them once written).
      expect(pages.every((data) => data?.person.bio === "")).toBe(true);
      expect(pages.every((data) => data?.person.languages.length === 0)).toBe(true);
    });

    test("names the person and the trail to them in valid JSON-LD", async ({ page }) => {
      const data = pages[0]!;
      const path = localizedPath(personPath(data.person.id), language);
      await page.goto(path);
      const blocks = (
        await page.locator('head script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as { "@type": string } & Record<string, unknown>);
      const person = blocks.find((block) => block["@type"] === "Person");
      expect(person).toMatchObject({
        name: data.person.name,
        jobTitle: data.person.role,
        url: `${siteUrl}${path}`,
      });
      const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(trail?.itemListElement).toEqual(
        data.breadcrumb.map((step, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: step.name,
          item: `${siteUrl}${step.path}`,
        })),
      );
      await expect(page.getByRole("navigation", { name: data.words.breadcrumb })).toBeVisible();
    });
  });

  // Axe runs in the page, so these load it with JavaScript.
  for (const width of [375, 1280]) {
    test(`${language}: a person's page has no axe violations at ${width} px`, async ({
      page,
      openPage,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(localizedPath(personPath(first.id), language));
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test(`${language}: a post's byline links its author's page`, async ({ page }) => {
    expect(blogPosts.length).toBeGreaterThan(0);
    const post = blogPosts[0]!;
    const author = people.find((person) => person.id === post.author.id);
    expect(author).toBeDefined();
    await page.goto(localizedPath(`${paths.blog}/${post.slug}`, language));
    await page.getByRole("link", { name: author?.name, exact: true }).click();
    await expect(page).toHaveURL(localizedPath(personPath(post.author.id), language));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author?.name ?? "");
  });

  test(`${language}: the search finds a person by name and leads to their page`, async ({
    page,
    openPage,
  }) => {
    const person = people[0]!;
    await openPage(localizedPath(paths.privacy, language));
    await page.getByRole("banner").getByRole("button", { name: site.header.search }).click();
    const dialog = page.getByRole("dialog", { name: site.header.search });
    await dialog.getByRole("searchbox").fill(person.name);
    const results = dialog.getByRole("list", { name: site.search.results });
    const result = results.getByRole("link", { name: new RegExp(person.name) });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(localizedPath(personPath(person.id), language));
  });
}

test("the sitemap lists every person's page in both languages, each with its alternates", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(english.people.length).toBeGreaterThan(0);
  for (const person of english.people) {
    for (const language of languages) {
      const loc = `${siteUrl}${localizedPath(personPath(person.id), language)}`;
      const entry = xml.match(new RegExp(`<url>\\s*<loc>${loc}</loc>[\\s\\S]*?</url>`))?.[0];
      expect(entry, loc).toBeDefined();
      for (const other of languages) {
        expect(entry).toContain(
          `hreflang="${other}" href="${siteUrl}${localizedPath(personPath(person.id), other)}"`,
        );
      }
      expect(entry).toContain(`hreflang="x-default" href="${siteUrl}${personPath(person.id)}"`);
    }
  }
});
