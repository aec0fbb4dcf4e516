// Case studies' pages, /impact/<slug>, and the Impact page's filters, /impact/industry|service/<slug>:
// reached from /impact, the people's pages and the search; expectations come from content/, in each
// language.
import {
  caseStudyPrerenderPaths,
  loadCaseStudyPage,
  loadImpactList,
} from "../../app/cms/case-studies.server.ts";
import { loadPersonPage } from "../../app/cms/people.server.ts";
import { pluralWords } from "../../app/cms/plural.server.ts";
import { localize, readCollection, readSingleton } from "../../app/cms/reader.server.ts";
import { loadSiteData } from "../../app/cms/site.server.ts";
import type { CaseStudyPageData } from "../../common/case-study-types.ts";
import { formatNumber } from "../../common/format.ts";
import { languages, localizedPath } from "../../common/i18n.ts";
import { caseStudyPath, paths } from "../../common/paths.ts";
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "./fixtures.ts";

const siteUrl = (process.env.SITE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const [entries, impactWords, settings] = await Promise.all([
  readCollection("caseStudies"),
  readSingleton("impactPage"),
  readSingleton("site"),
]);
expect(entries.length).toBeGreaterThan(0);

const content = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => {
      const list = await loadImpactList(language);
      if (list === null) throw new Error("/impact could not be loaded");
      const studies = (
        await Promise.all(entries.map(({ slug }) => loadCaseStudyPage(slug, language)))
      ).filter((data): data is CaseStudyPageData => data !== null);
      return [language, { list, studies, site: await loadSiteData(language) }] as const;
    }),
  ),
);

/** What a filter link must say for the number of cards it shows, as the editor wrote it. */
const countWords = (language: (typeof languages)[number], count: number) =>
  pluralWords(impactWords.filters.count, language, count, {
    placeholder: "count",
    digits: language === "ar" ? settings.arabicDigits : "latin",
  });

for (const language of languages) {
  const { list, studies, site } = content[language]!;
  const { filters } = list.caseStudies;
  const links = filters.groups.flatMap((group) => group.links);
  const cards = (page: import("@playwright/test").Page) =>
    page.getByRole("region", { name: list.caseStudies.heading, exact: true }).getByRole("article");
  const filterNav = (page: import("@playwright/test").Page) =>
    page.getByRole("navigation", { name: filters.label });
  // Without JavaScript only: these pages wake no island by themselves (0 KB of script,
  // tests/budgets.test.ts), so with JavaScript on they read the same HTML.
  test.describe(`${language}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test("/impact offers a filter for each industry and service with a case study", () => {
      expect(filters.groups.map((group) => group.links.length)).not.toContain(0);
    });

    // One test per link: each loads two pages.
    for (const link of links) {
      test(`the filter link "${link.to}" shows only its case studies, as many as it says`, async ({
        page,
        openPage,
      }) => {
        const [filter, slug] = link.to.split("/").slice(-2);
        const expected = entries
          .filter(({ entry }) =>
            filter === "industry"
              ? entry.industry === slug
              : (entry.services as readonly string[]).includes(slug ?? ""),
          )
          .map(({ slug: id }) => studies.find((study) => study.study.id === id)?.study.title);
        await openPage(localizedPath(paths.impact, language));
        await filterNav(page)
          .getByRole("link", { name: `${link.name} ${link.count}`, exact: true })
          .click();
        await expect(page).toHaveURL(link.to);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          localize(impactWords.filters.title, language).replace("{name}", link.name),
        );
        await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
          expected as string[],
        );
        expect(link.count).toBe(countWords(language, expected.length));
        await expect(
          filterNav(page).getByRole("link", { name: `${link.name} ${link.count}`, exact: true }),
        ).toHaveAttribute("aria-current", "page");
        await expect(filterNav(page).locator('[aria-current="page"]')).toHaveCount(1);
      });
    }

    test('a filter page\'s "All" link leads back to every case study', async ({
      page,
      openPage,
    }) => {
      await openPage(links[0]!.to);
      await filterNav(page)
        .getByRole("link", { name: `${filters.all.name} ${filters.all.count}`, exact: true })
        .click();
      await expect(page).toHaveURL(localizedPath(paths.impact, language));
      await expect(cards(page)).toHaveCount(entries.length);
      expect(filters.all.count).toBe(countWords(language, entries.length));
      await expect(
        filterNav(page).getByRole("link", {
          name: `${filters.all.name} ${filters.all.count}`,
          exact: true,
        }),
      ).toHaveAttribute("aria-current", "page");
    });

    test("a card on /impact leads to its case study's page", async ({ page, openPage }) => {
      const { study } = studies[0]!;
      await openPage(localizedPath(paths.impact, language));
      const card = cards(page).filter({ hasText: study.title });
      await expect(card).toContainText(study.client);
      await expect(card).toContainText(study.industry.name);
      await expect(card).toContainText(`${study.figures[0]?.value} ${study.figures[0]?.label}`);
      await expect(card.getByRole("img", { name: study.cover.alt })).toBeVisible();
      await card.getByRole("link", { name: study.title, exact: true }).click();
      await expect(page).toHaveURL(localizedPath(caseStudyPath(study.id), language));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    });
  });

  test.describe(`${language}, a case study's page loaded directly`, () => {
    test.use({ javaScriptEnabled: false });

    test("shows its figures in the site's digits and links its industry, services and people", async ({
      page,
    }) => {
      const digits = language === "ar" ? settings.arabicDigits : "latin";
      for (const { study, words, note } of studies) {
        await page.goto(localizedPath(caseStudyPath(study.id), language));
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(study.title);
        // A sample says so once, as the article's last line; a real case study has no note.
        if (note) {
          await expect(main.getByText(note, { exact: true })).toBeVisible();
          await expect(main.locator("article > div > *").last()).toHaveText(note);
        }
        await expect(main.getByText(study.client, { exact: true })).toBeVisible();
        await expect(main.getByRole("img", { name: study.cover.alt })).toBeVisible();
        const raw = entries.find(({ slug }) => slug === study.id)?.entry;
        const results = main.getByRole("region", { name: words.results, exact: true });
        await expect(results.getByRole("listitem")).toHaveText(
          (raw?.figures ?? []).map(
            (figure, index) =>
              `${formatNumber(figure.value ?? 0, digits)}${figure.unit}${study.figures[index]?.label}`,
          ),
        );
        await expect(results).toContainText(study.result);
        await expect(
          main.getByRole("link", { name: study.industry.name, exact: true }),
        ).toHaveAttribute("href", study.industry.to);
        expect(study.industry.to).toBe(localizedPath(`/industries/${raw?.industry}`, language));
        for (const service of study.services) {
          await expect(main.getByRole("link", { name: service.name, exact: true })).toHaveAttribute(
            "href",
            service.to,
          );
        }
        const people = main.getByRole("region", { name: words.people, exact: true });
        await expect(people.getByRole("link")).toHaveCount(study.people.length);
        for (const person of study.people) {
          await expect(
            people.getByRole("link", { name: person.name, exact: true }),
          ).toHaveAttribute("href", person.to);
        }
      }
      // Today's content must exercise the lists above, not pass them empty.
      expect(studies.some(({ study }) => study.people.length > 0)).toBe(true);
      expect(studies.every(({ study }) => study.figures.length > 0)).toBe(true);
    });

    test("a person's page links back to each case study naming them", async ({ page }) => {
      const named = studies.flatMap(({ study }) =>
        study.people.map((person) => ({ person, study })),
      );
      expect(named.length).toBeGreaterThan(0);
      for (const { person, study } of named) {
        const data = await loadPersonPage(person.id, language);
        await page.goto(person.to);
        const worked = page
          .getByRole("main")
          .getByRole("region", { name: data?.words.caseStudies, exact: true });
        await worked.getByRole("link", { name: study.title, exact: true }).click();
        await expect(page).toHaveURL(localizedPath(caseStudyPath(study.id), language));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      }
    });

    test("names the trail Home › Impact › the case study in JSON-LD, with its own title", async ({
      page,
    }) => {
      const data = studies[0]!;
      const path = localizedPath(caseStudyPath(data.study.id), language);
      await page.goto(path);
      await expect(page).toHaveTitle(`${data.study.title} | ${site.site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        data.study.result,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${siteUrl}${path}`,
      );
      const blocks = (
        await page.locator('head script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as { "@type": string } & Record<string, unknown>);
      const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(data.breadcrumb.map((step) => step.path)).toEqual([
        localizedPath(paths.home, language),
        localizedPath(paths.impact, language),
        path,
      ]);
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

  // Axe runs in the page, so these load it with JavaScript; one page per test, as each takes a while.
  const axePages = [
    ["a case study's page", studies[0]!.page.path],
    ["a filter page", links[0]!.to],
  ] as const;
  for (const [name, path] of axePages) {
    for (const width of [375, 1280]) {
      test(`${language}: ${name} has no axe violations at ${width} px`, async ({
        page,
        openPage,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await openPage(localizedPath(path, language));
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
}

test("the sitemap lists every case study's page and filter page in both languages, with alternates", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const pages = await caseStudyPrerenderPaths();
  expect(pages.length).toBeGreaterThan(entries.length);
  for (const path of pages) {
    for (const language of languages) {
      const loc = `${siteUrl}${localizedPath(path, language)}`;
      const entry = xml.match(new RegExp(`<url>\\s*<loc>${loc}</loc>[\\s\\S]*?</url>`))?.[0];
      expect(entry, loc).toBeDefined();
      for (const other of languages) {
        expect(entry).toContain(
          `hreflang="${other}" href="${siteUrl}${localizedPath(path, other)}"`,
        );
      }
    }
  }
});
