// @vitest-environment node
import { expect, it } from "vitest";
import { contentCopyEachTest } from "../../tests/support/content-copy.ts";
import {
  caseStudyPrerenderPaths,
  loadCaseStudyList,
  loadCaseStudyPage,
  loadImpactList,
} from "./case-studies.server.ts";
import { readCollection, readSingleton } from "./reader.server.ts";

const study = "knitwear-productivity";
const { edit } = contentCopyEachTest();

it("gives a page to every case study and none to anything else", async () => {
  const slugs = (await readCollection("caseStudies")).map(({ slug }) => slug);
  expect((await loadCaseStudyList()).map((item) => item.id)).toEqual(slugs);
  expect(await loadCaseStudyPage("no-such-study")).toBeNull();
});

it("writes the figures in the Arabic-Indic digits when the site settings say so, Latin in English", async () => {
  await edit("content/site.yaml", (text) =>
    text.replace(/^arabicDigits: latin$/m, "arabicDigits: arabic"),
  );
  const english = await loadCaseStudyPage(study, "en");
  const arabic = await loadCaseStudyPage(study, "ar");
  expect(english?.study.figures.map((figure) => figure.value)).toEqual(["12%", "50%"]);
  expect(arabic?.study.figures.map((figure) => figure.value)).toEqual(["١٢%", "٥٠%"]);
  const list = await loadImpactList("ar");
  // Three textile studies: "few" in Arabic, its digit in the setting's digits.
  const textile = list?.caseStudies.filters.groups[0]?.links[0];
  expect(textile?.count).toBe("(٣ دراسات حالة)");
  expect(textile?.to).toBe("/ar/impact/industry/textile-apparel");
});

it("resolves the office and the client's quote, in the page's language", async () => {
  await edit(
    `content/case-studies/${study}.yaml`,
    (text) => `${text}office: dubai\nquote: apparel-exporter\n`,
  );
  const english = await loadCaseStudyPage(study, "en");
  expect(english?.study.office).toEqual({ id: "dubai", name: "Dubai", to: "/offices/dubai" });
  expect(english?.study.quote).toMatchObject({
    role: "Head of Compliance",
    organisation: "Tallowmere Textiles",
  });
  const arabic = await loadCaseStudyPage(study, "ar");
  expect(arabic?.study.office).toEqual({ id: "dubai", name: "دبي", to: "/ar/offices/dubai" });
  expect(arabic?.study.quote?.organisation).toBe("تالومير للمنسوجات");
  expect(arabic?.study.industry.to).toBe("/ar/industries/textile-apparel");
});

it("gives a filter page only to industries and services that have a case study", async () => {
  const pages = await caseStudyPrerenderPaths();
  expect(pages).toContain("/impact/industry/textile-apparel");
  expect(pages).not.toContain("/impact/industry/mining");
  expect(await loadImpactList("en", { filter: "industry", slug: "mining" })).toBeNull();
  const textile = await loadImpactList("en", { filter: "industry", slug: "textile-apparel" });
  expect(textile?.page.heading).toBe("Case studies: Textile and Apparel");
  expect(textile?.figures).toBeUndefined();
  expect(textile?.caseStudies.studies.map((item) => item.industry.id)).toEqual([
    "textile-apparel",
    "textile-apparel",
    "textile-apparel",
  ]);
  const links = textile?.caseStudies.filters.groups.flatMap((group) => group.links) ?? [];
  expect(links.filter((link) => link.current).map((link) => link.to)).toEqual([
    "/impact/industry/textile-apparel",
  ]);
  expect(textile?.caseStudies.filters.all.current).toBe(false);
});

it("ends a sample case study's page with the note saying so, and a real one's with none", async () => {
  const impact = await readSingleton("impactPage");
  expect((await loadCaseStudyPage(study, "en"))?.note).toBe(impact.caseStudyPage.sampleNote.en);
  expect((await loadCaseStudyPage(study, "ar"))?.note).toBe(impact.caseStudyPage.sampleNote.ar);
  await edit(`content/case-studies/${study}.yaml`, (text) =>
    text.replace(/^sample: true$/m, "sample: false"),
  );
  expect((await loadCaseStudyPage(study, "en"))?.note).toBe("");
});

it("says once under a list which of its case studies are samples: all, some by title, or none", async () => {
  const impact = await readSingleton("impactPage");
  const entries = await readCollection("caseStudies");
  expect(entries.every(({ entry }) => entry.sample)).toBe(true);
  expect((await loadImpactList("en"))?.caseStudies.note).toBe(impact.caseStudies.sampleNote.en);
  const real = entries.find(({ slug }) => slug === study);
  await edit(`content/case-studies/${study}.yaml`, (text) =>
    text.replace(/^sample: true$/m, "sample: false"),
  );
  const titles = entries
    .filter(({ slug }) => slug !== study)
    .map(({ entry }) => entry.title.ar)
    .join("، ");
  expect((await loadImpactList("ar"))?.caseStudies.note).toBe(
    impact.caseStudies.someSamplesNote.ar.replace("{titles}", titles),
  );
  // The filter page of the real one's service area alone lists it: no note.
  const service = real?.entry.services[0] ?? "";
  const narrowed = await loadImpactList("en", { filter: "service", slug: service });
  expect(narrowed?.caseStudies.studies.map((item) => item.id)).toEqual([study]);
  expect(narrowed?.caseStudies.note).toBe("");
});

it('names the service areas "Service area" for one, in the form that agrees with their number', async () => {
  const english = await loadCaseStudyPage(study, "en");
  expect(english?.study.services).toHaveLength(1);
  expect(english?.words.services).toBe("Service area");
  expect((await loadCaseStudyPage(study, "ar"))?.words.services).toBe("مجال الخدمة");
  await edit(`content/case-studies/${study}.yaml`, (text) =>
    text.replace(/^services:\n/m, "services:\n  - business-transformation\n"),
  );
  expect((await loadCaseStudyPage(study, "en"))?.words.services).toBe("Service areas");
  expect((await loadCaseStudyPage(study, "ar"))?.words.services).toBe("مجالا الخدمة");
});
