// Industries' and service areas' own pages, /industries/<slug> and /what-we-do/<slug>: reached from
// the home page's cards, the What we do page and a person's focus areas; each lists exactly the
// case studies, people and published posts whose entries name it. Expectations come from content/,
// read here by the rules the editor's help texts state, in each language.
import { loadAreaPage, areaPath as pathOf } from "../../app/cms/areas.server.ts";
import {
  loadHomePage,
  loadIndustries,
  loadPeople,
  loadServices,
  loadWhatWeDoPage,
} from "../../app/cms/pages.server.ts";
import { publishedPosts } from "../../app/cms/posts.server.ts";
import { readCollection, readList } from "../../app/cms/reader.server.ts";
import type { AreaKind } from "../../common/area-page.ts";
import { languages, localizedPath } from "../../common/i18n.ts";
import {
  blogPostPath,
  caseStudyPath,
  industryPath,
  paths,
  personPath,
  sectionPath,
  servicePath,
} from "../../common/paths.ts";
import { fill } from "../../common/site-data-types.ts";
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "./fixtures.ts";

const siteUrl = (process.env.SITE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");

interface Expected {
  kind: AreaKind;
  id: string;
  title: string;
  caseStudies: { title: string; to: string }[];
  people: { name: string; to: string }[];
  insights: { title: string; to: string }[];
}

/** What names an area, as the editor sets it: case studies, people's focus areas, posts. */
async function expectedAreas(language: (typeof languages)[number]): Promise<Expected[]> {
  const [industries, services, studies, people, posts, postEntries] = await Promise.all([
    loadIndustries(language),
    loadServices(language),
    readList("caseStudies", language),
    loadPeople(language),
    publishedPosts(language),
    readCollection("posts"),
  ]);
  const named = (kind: AreaKind, slug: string) =>
    postEntries
      .filter(({ entry }) =>
        (kind === "industry" ? entry.industries : entry.services).includes(slug),
      )
      .map(({ slug: post }) => post);
  const link = (path: string) => localizedPath(path, language);
  const area = (kind: AreaKind, id: string, title: string): Expected => ({
    kind,
    id,
    title,
    caseStudies: studies
      .filter((study) =>
        kind === "industry" ? study.industry === id : study.services.includes(id),
      )
      .map((study) => ({ title: study.title, to: link(caseStudyPath(study.id)) })),
    people: people
      .filter((person) =>
        (kind === "industry" ? person.industries : person.services).some((a) => a.id === id),
      )
      .map((person) => ({ name: person.name, to: link(personPath(person.id)) })),
    insights: posts
      .filter((post) => named(kind, id).includes(post.slug))
      .map((post) => ({ title: post.title, to: link(blogPostPath(post.slug)) })),
  });
  return [
    ...industries.map((industry) => area("industry", industry.id, industry.title)),
    ...services.map((service) => area("service", service.id, service.title)),
  ];
}

const content = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => {
      const areas = await expectedAreas(language);
      const [home, whatWeDo, people, sample] = await Promise.all([
        loadHomePage(language),
        loadWhatWeDoPage(language),
        loadPeople(language),
        loadAreaPage("industry", areas[0]?.id ?? "", language),
      ]);
      return [language, { areas, home, whatWeDo, people, words: sample?.words }] as const;
    }),
  ),
);

/** The area of a kind with the most to show, so the tests go through full sections. */
const richest = (areas: readonly Expected[], kind: AreaKind) =>
  [...areas]
    .filter((area) => area.kind === kind)
    .sort(
      (a, b) =>
        b.caseStudies.length +
        b.people.length +
        b.insights.length -
        (a.caseStudies.length + a.people.length + a.insights.length),
    )[0]!;

test("today's content gives the pages something to gather", () => {
  const { areas, people } = content.en!;
  expect(areas.some((area) => area.kind === "industry" && area.caseStudies.length > 0)).toBe(true);
  expect(areas.some((area) => area.kind === "industry" && area.people.length > 0)).toBe(true);
  expect(areas.some((area) => area.kind === "service" && area.caseStudies.length > 0)).toBe(true);
  expect(areas.some((area) => area.kind === "service" && area.people.length > 0)).toBe(true);
  expect(people.some((person) => person.industries.length > 0)).toBe(true);
  expect(people.some((person) => person.services.length > 0)).toBe(true);
});

for (const language of languages) {
  const { areas, home, whatWeDo, people, words } = content[language]!;
  if (!words) throw new Error("An industry's page has no words");
  const industry = richest(areas, "industry");
  const service = richest(areas, "service");
  // Without JavaScript only: these pages wake no island by themselves (0 KB of script,
  // tests/budgets.test.ts), so with JavaScript on they read the same HTML.
  test.describe(`${language}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test("an industry card on the home page leads to the industry's page", async ({
      page,
      openPage,
    }) => {
      await openPage(localizedPath(paths.home, language));
      const cards = page.getByRole("region", { name: home.industries.heading, exact: true });
      await cards.getByRole("link", { name: industry.title, exact: true }).click();
      await expect(page).toHaveURL(localizedPath(industryPath(industry.id), language));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(industry.title);
    });

    test("a service card on the home page leads to the service area's page", async ({
      page,
      openPage,
    }) => {
      const [featured] = home.services.services;
      if (!featured) throw new Error("The home page features no service");
      await openPage(localizedPath(paths.home, language));
      const cards = page.getByRole("region", { name: home.services.carouselLabel });
      await cards.getByRole("link", { name: featured.title, exact: true }).click();
      await expect(page).toHaveURL(localizedPath(servicePath(featured.id), language));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(featured.title);
    });

    test("each service area on What we do leads to its page", async ({ page, openPage }) => {
      test.setTimeout(120_000);
      expect(whatWeDo.services.length).toBeGreaterThan(0);
      for (const area of whatWeDo.services) {
        await openPage(localizedPath(paths.whatWeDo, language));
        await page
          .getByRole("region", { name: area.title, exact: true })
          .getByRole("link", { name: fill(whatWeDo.moreOnService, { service: area.title }) })
          .click();
        await expect(page).toHaveURL(localizedPath(servicePath(area.id), language));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.title);
      }
    });

    test("a person's focus areas lead to the industry's and the service area's pages", async ({
      page,
      openPage,
    }) => {
      for (const kind of ["industries", "services"] as const) {
        const person = people.find((member) => member[kind].length > 0);
        const area = person?.[kind][0];
        if (!person || !area) throw new Error(`No one has a focus area among the ${kind}`);
        await openPage(localizedPath(personPath(person.id), language));
        await page.getByRole("link", { name: area.title, exact: true }).click();
        await expect(page).toHaveURL(
          localizedPath((kind === "industries" ? industryPath : servicePath)(area.id), language),
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.title);
        const team = page.getByRole("region", { name: words.people, exact: true });
        await team.getByRole("link", { name: person.name, exact: true }).click();
        await expect(page).toHaveURL(localizedPath(personPath(person.id), language));
      }
    });
  });

  test.describe(`${language}, each industry's and service area's page`, () => {
    test.use({ javaScriptEnabled: false });

    test("lists exactly the case studies, people and insights that name it, each linked", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      expect(areas.length).toBeGreaterThan(0);
      for (const area of areas) {
        await page.goto(localizedPath(pathOf[area.kind](area.id), language));
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(area.title);
        const sections = [
          {
            heading: words.caseStudies,
            links: area.caseStudies.map(({ title, to }) => [title, to]),
          },
          { heading: words.people, links: area.people.map(({ name, to }) => [name, to]) },
          { heading: words.insights, links: area.insights.map(({ title, to }) => [title, to]) },
        ];
        for (const { heading, links } of sections) {
          const section = main.getByRole("region", { name: heading, exact: true });
          // A section with nothing to show is left out, heading and all.
          await expect(section, `${area.id}: ${heading}`).toHaveCount(links.length > 0 ? 1 : 0);
          if (links.length === 0) continue;
          // One card each, named by its heading (a post's card also links its author).
          await expect(section.getByRole("heading", { level: 3 })).toHaveCount(links.length);
          for (const [name, to] of links) {
            await expect(section.getByRole("link", { name, exact: true })).toHaveAttribute(
              "href",
              to!,
            );
          }
        }
        await expect(
          main.getByRole("link", { name: whatWeDo.callToAction.link.label }),
        ).toHaveCount(area.kind === "service" ? 1 : 0);
      }
    });

    test("has its own title, description, canonical address and trail in JSON-LD", async ({
      page,
    }) => {
      for (const area of [industry, service]) {
        const data = await loadAreaPage(area.kind, area.id, language);
        if (!data) throw new Error(`${area.id} has no page`);
        const path = localizedPath(pathOf[area.kind](area.id), language);
        await page.goto(path);
        expect((await page.title()).startsWith(`${data.page.title} | `)).toBe(true);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          data.page.description,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${siteUrl}${path}`,
        );
        for (const other of languages) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
            "href",
            `${siteUrl}${localizedPath(pathOf[area.kind](area.id), other)}`,
          );
        }
        const blocks = (
          await page.locator('head script[type="application/ld+json"]').allTextContents()
        ).map((text) => JSON.parse(text) as { "@type": string } & Record<string, unknown>);
        const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
        expect(trail?.itemListElement).toEqual(
          data.breadcrumb.map((step, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: step.name,
            item: `${siteUrl}${step.path}`,
          })),
        );
        expect(data.breadcrumb.map((step) => step.path)).toEqual([
          localizedPath(paths.home, language),
          localizedPath(area.kind === "industry" ? paths.industries : paths.whatWeDo, language),
          path,
        ]);
        const nav = page.getByRole("navigation", { name: data.words.breadcrumb });
        await expect(nav.getByRole("link")).toHaveCount(2);
        await expect(nav.getByRole("listitem").last()).toHaveText(area.title);
      }
    });

    test("the industries' and services' old anchors still find their place", async ({ page }) => {
      await page.goto(localizedPath(sectionPath(paths.industries, industry.id), language));
      await expect(page.locator(`[id="${industry.id}"]`)).toBeInViewport();
      await page.goto(localizedPath(sectionPath(paths.whatWeDo, service.id), language));
      await expect(page.locator(`[id="${service.id}"]`)).toBeInViewport();
    });
  });

  // Axe runs in the page, so these load it with JavaScript.
  for (const area of [industry, service]) {
    for (const width of [375, 1280]) {
      test(`${language}: the page of ${area.kind} "${area.id}" has no axe violations at ${width} px`, async ({
        page,
        openPage,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await openPage(localizedPath(pathOf[area.kind](area.id), language));
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
}

test("the sitemap lists every industry's and service area's page in both languages, with alternates", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const { areas } = content.en!;
  expect(areas.length).toBeGreaterThan(0);
  for (const area of areas) {
    const english = pathOf[area.kind](area.id);
    for (const language of languages) {
      const loc = `${siteUrl}${localizedPath(english, language)}`;
      const entry = xml.match(new RegExp(`<url>\\s*<loc>${loc}</loc>[\\s\\S]*?</url>`))?.[0];
      expect(entry, loc).toBeDefined();
      for (const other of languages) {
        expect(entry).toContain(
          `hreflang="${other}" href="${siteUrl}${localizedPath(english, other)}"`,
        );
      }
      expect(entry).toContain(`hreflang="x-default" href="${siteUrl}${english}"`);
    }
  }
});
