// @vitest-environment node
// A breadcrumb trail names the pages it passes through as the header's menu names them (the
// footer's for a page the menu does not link), in each language.
import { expect, it } from "vitest";
import { languages, localizedPath } from "../../common/i18n.ts";
import { paths } from "../../common/paths.ts";
import { contentCopyEachTest } from "../../tests/support/content-copy.ts";
import { loadAreaPage } from "./areas.server.ts";
import { loadCaseStudyPage, loadImpactList } from "./case-studies.server.ts";
import { pagePaths } from "./content-pages.server.ts";
import { loadInsightsPage } from "./insights.server.ts";
import { loadOfficePage } from "./offices.server.ts";
import type { PageKindName } from "./page-kinds.ts";
import { loadPersonPage } from "./people.server.ts";
import { localize, readSingleton } from "./reader.server.ts";
import { loadSiteData } from "./site.server.ts";

const { edit } = contentCopyEachTest();

const slugOf = async (kind: PageKindName) => {
  const path = (await pagePaths(kind))[0];
  if (path === undefined) throw new Error(`the content has no ${kind} page`);
  return path.split("/").at(-1) ?? "";
};

it.each(languages)(
  "names each step before the page as the header's link to it (%s)",
  async (language) => {
    const site = await loadSiteData(language);
    const header = new Map(
      site.mainNav.map((link) => [localizedPath(link.to, language), link.label]),
    );
    const footer = new Map(
      site.footerNav.flatMap((column) =>
        column.links.map((link) => [localizedPath(link.to, language), link.label] as const),
      ),
    );
    const [person, study, office, industry, service, filter] = await Promise.all([
      slugOf("person"),
      slugOf("caseStudy"),
      slugOf("office"),
      slugOf("industry"),
      slugOf("service"),
      pagePaths("impactFilter").then((list) => list[0]?.split("/").slice(-2) ?? []),
    ]);
    const insights = await loadInsightsPage(language);
    const trails = [
      (await loadPersonPage(person, language))?.breadcrumb,
      (await loadCaseStudyPage(study, language))?.breadcrumb,
      (await loadOfficePage(office, language))?.breadcrumb,
      (await loadAreaPage("industry", industry, language))?.breadcrumb,
      (await loadAreaPage("service", service, language))?.breadcrumb,
      (
        await loadImpactList(language, {
          filter: filter[0] as "industry" | "service",
          slug: filter[1] ?? "",
        })
      )?.breadcrumb,
      insights?.breadcrumb,
    ];
    // News & Blogs leaves its trail's paths in English for its head to localise.
    const inLanguage = (trail: { name: string; path: string }[] | undefined) =>
      (trail ?? []).map((step) => ({ ...step, path: localizedPath(step.path, language) }));
    const home = localizedPath(paths.home, language);
    for (const trail of trails.map(inLanguage)) {
      expect(trail.length).toBeGreaterThan(1);
      const [first, ...rest] = trail;
      expect(first).toEqual({ name: header.get(home), path: home });
      for (const step of rest.slice(0, -1)) {
        expect(step.name, step.path).toBe(header.get(step.path) ?? footer.get(step.path));
      }
    }
    // The pages they pass through: the header links all but Impact, which the footer links.
    const sections = trails.map((trail) => inLanguage(trail)[1]?.path);
    expect(sections.filter((path) => header.has(path ?? "")).length).toBe(sections.length - 2);
    expect(sections.filter((path) => path === localizedPath(paths.impact, language))).toHaveLength(
      2,
    );
    expect(footer.has(localizedPath(paths.impact, language))).toBe(true);
  },
);

it("falls back on the page's own title for a page no menu links", async () => {
  await edit("content/site.yaml", (text) =>
    text.replace(/\n {4}- label:\n(.*\n){2} {6}to: \/impact/, ""),
  );
  const site = await loadSiteData("en");
  expect(site.footerNav.flatMap((column) => column.links).map((link) => link.to)).not.toContain(
    paths.impact,
  );
  const study = await loadCaseStudyPage(await slugOf("caseStudy"), "ar");
  expect(study?.breadcrumb[1]).toEqual({
    name: localize((await readSingleton("impactPage")).head.title, "ar"),
    path: "/ar/impact",
  });
});
