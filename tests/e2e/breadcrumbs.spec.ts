// The breadcrumb trail of every kind of page that has one (a person's, a case study's, an office's,
// an industry's, a service area's, and the filter pages of Impact and of News & Blogs), in each
// language: drawn as a trail, not as a numbered list. Expectations come from content/.
import { loadAreaPage } from "../../app/cms/areas.server.ts";
import { loadCaseStudyPage, loadImpactList } from "../../app/cms/case-studies.server.ts";
import { pagePaths } from "../../app/cms/content-pages.server.ts";
import { loadInsightsPage } from "../../app/cms/insights.server.ts";
import { loadOfficePage } from "../../app/cms/offices.server.ts";
import type { PageKindName } from "../../app/cms/page-kinds.ts";
import { loadPersonPage } from "../../app/cms/people.server.ts";
import type { Language } from "../../app/cms/schema/fields.ts";
import { loadSiteData } from "../../app/cms/site.server.ts";
import { languages, localizedPath } from "../../common/i18n.ts";
import { type ListFilter, paths } from "../../common/paths.ts";
import { expect, test } from "./fixtures.ts";

type Trail = { words: { breadcrumb: string }; breadcrumb: { name: string; path: string }[] };

/** By the page's English path: its last part is the slug, a filter page's one before it the filter. */
type Load = (path: string, language: Language) => Promise<Trail | null>;

const slugOf = (path: string) => path.split("/").at(-1) ?? "";
const filterOf = (path: string) => {
  const [filter, slug] = path.split("/").slice(-2);
  return { filter: filter as ListFilter, slug: slug ?? "" };
};

const loaders: Partial<Record<PageKindName, Load>> = {
  person: (path, language) => loadPersonPage(slugOf(path), language),
  caseStudy: (path, language) => loadCaseStudyPage(slugOf(path), language),
  office: (path, language) => loadOfficePage(slugOf(path), language),
  industry: (path, language) => loadAreaPage("industry", slugOf(path), language),
  service: (path, language) => loadAreaPage("service", slugOf(path), language),
  impactFilter: async (path, language) => {
    const { filter, slug } = filterOf(path);
    if (filter === "topic") return null;
    const page = await loadImpactList(language, { filter, slug });
    return page?.breadcrumb
      ? { words: { breadcrumb: page.breadcrumbLabel ?? "" }, breadcrumb: page.breadcrumb }
      : null;
  },
  insightsFilter: async (path, language) => {
    const page = await loadInsightsPage(language, filterOf(path));
    return page && { words: { breadcrumb: page.breadcrumbLabel }, breadcrumb: page.breadcrumb };
  },
};

/** The first page of each kind, with its trail in each language. */
const pages = await Promise.all(
  Object.entries(loaders).map(async ([kind, load]) => {
    const path = (await pagePaths(kind as PageKindName))[0];
    if (load === undefined) throw new Error(`no loader for ${kind}`);
    if (path === undefined) throw new Error(`no ${kind} page to look at`);
    const trails = Object.fromEntries(
      await Promise.all(
        languages.map(async (language) => {
          const trail = await load(path, language);
          if (trail === null) throw new Error(`${path} has no page in ${language}`);
          return [language, trail] as const;
        }),
      ),
    );
    return { kind, path, trails };
  }),
);

const site = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => [language, await loadSiteData(language)] as const),
  ),
);

for (const language of languages) {
  test.describe(`${language}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    for (const { kind, path, trails } of pages) {
      test(`${kind}: the page draws its breadcrumb as a trail, not a numbered list`, async ({
        page,
      }) => {
        const trail = trails[language]!;
        await page.goto(localizedPath(path, language));
        const list = page
          .getByRole("navigation", { name: trail.words.breadcrumb })
          .getByRole("list");
        await expect(list.getByRole("listitem")).toHaveCount(trail.breadcrumb.length);
        await expect(list).toHaveCSS("list-style-type", "none");
        await expect(list).toHaveCSS("display", "flex");
      });

      test(`${kind}: each step before the page is named as the header's link to it, or the footer's`, async ({
        page,
      }) => {
        const trail = trails[language]!;
        await page.goto(localizedPath(path, language));
        const steps = page
          .getByRole("navigation", { name: trail.words.breadcrumb })
          .getByRole("link");
        await expect(steps).toHaveCount(trail.breadcrumb.length - 1);
        const { header, mainNav } = site[language]!;
        const menus = page
          .getByRole("banner")
          .getByRole("navigation", { name: header.navigationLabel })
          .or(page.getByRole("contentinfo"));
        for (const step of await steps.all()) {
          const href = (await step.getAttribute("href")) ?? "";
          const named = menus.locator(`a[href="${href}"]`).filter({ visible: true }).first();
          await expect(named, href).toHaveCount(1);
          await expect(step).toHaveText((await named.textContent()) ?? "");
        }
        const home = mainNav.find((link) => link.to === paths.home);
        await expect(steps.first()).toHaveText(home?.label ?? "no home link in the header");
      });
    }
  });
}
