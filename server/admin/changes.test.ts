import { describe, expect, it } from "vitest";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
import {
  blogPostPath,
  caseStudyPath,
  paths,
  personPath,
  prerenderedPaths,
} from "../../common/paths.ts";
import { pageOf, pageOfArea } from "./affected-pages.ts";
import { type ContentModel, describeChanges } from "./changes.ts";

const model = contentConfig as unknown as ContentModel;
const { bannerSlides, posts, team } = model.collections!;
const label = (area: { schema: Record<string, { label?: string }> }, key: string) =>
  area.schema[key]?.label ?? key;

describe("describing changes in the editor's words", () => {
  it("names the list, the entry and the fields that changed", () => {
    const before = "heading:\n  en: Old\n  ar: قديم\nname: Old\norder: 10\n";
    const after = "heading:\n  en: New\n  ar: قديم\nname: Old\norder: 20\n";
    const [line] = describeChanges(model, [
      { path: "content/banner-slides/transformation.yaml", status: "changed", before, after },
    ]);
    expect(line).toEqual({
      text: `${bannerSlides!.label} 'Old': ${label(bannerSlides!, "heading")}, ${label(bannerSlides!, "order")} changed`,
      editorPath: "/keystatic/collection/bannerSlides/item/transformation",
      page: "/",
      entry: "bannerSlides/transformation",
      words: [
        { field: `${label(bannerSlides!, "heading")} (English)`, before: "Old", after: "New" },
      ],
    });
  });

  it("gives the words of each changed text before and after, each language apart", () => {
    const before = "heading:\n  en: Old words\n  ar: كلمات قديمة\nname: Old\norder: 10\n";
    const after = "heading:\n  en: New words\n  ar: كلمات قديمة\nname: Old\norder: 20\n";
    const [line] = describeChanges(model, [
      { path: "content/banner-slides/transformation.yaml", status: "changed", before, after },
    ]);
    // The Arabic did not change; the order is a number, not words.
    expect(line?.words).toEqual([
      {
        field: `${label(bannerSlides!, "heading")} (English)`,
        before: "Old words",
        after: "New words",
      },
    ]);
    const [emptied] = describeChanges(model, [
      {
        path: "content/banner-slides/transformation.yaml",
        status: "changed",
        before,
        after: before.replace("ar: كلمات قديمة", 'ar: ""'),
      },
    ]);
    expect(emptied?.words).toEqual([
      { field: `${label(bannerSlides!, "heading")} (Arabic)`, before: "كلمات قديمة", after: "" },
    ]);
  });

  it("says what was added and removed, and a post's article and its Arabic twin", () => {
    const lines = describeChanges(model, [
      { path: "content/team/noor-rahman.yaml", status: "added", after: "name: Noor Rahman\n" },
      {
        path: "content/posts/esg.mdoc",
        status: "changed",
        before: "---\ntitle: ESG in supply chains\n---\nOld text\n",
        after: "---\ntitle: ESG in supply chains\n---\nNew text\n",
      },
      { path: "content/posts/esg/bodyAr.mdoc", status: "changed", before: "أ", after: "ب" },
      {
        path: "content/posts/old-news.mdoc",
        status: "removed",
        before: "---\ntitle: Old news\n---\n",
      },
      { path: "content/images/team/noor-rahman/portrait/src.png", status: "added" },
      { path: "content/home-page.yaml", status: "changed", before: "a: 1\n", after: "a: 2\n" },
    ]).map((line) => line.text);
    expect(lines).toContain(`${team!.label} 'Noor Rahman' added`);
    expect(lines).toContain(
      `${posts!.label} 'ESG in supply chains': ${label(posts!, "body")}, ${label(posts!, "bodyAr")} changed`,
    );
    expect(lines).toContain(`${posts!.label} 'Old news' removed`);
    expect(lines).toContain(`${model.singletons!.homePage!.label}: a changed`);
    expect(lines.at(-1)).toBe("Picture images/team/noor-rahman/portrait/src.png added");
  });
});

describe("the page each change is previewed on", () => {
  it("names a page of the site for every collection and singleton of the content model", () => {
    const areas = [...Object.keys(model.collections!), ...Object.keys(model.singletons!)];
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) {
      expect(pageOfArea[area], area).toBeDefined();
      expect(prerenderedPaths, area).toContain(pageOfArea[area]);
    }
  });

  it("links a post and a team member to their own pages, the banner and the rest to home", () => {
    const pages = describeChanges(model, [
      { path: "content/team/noor-rahman.yaml", status: "added", after: "name: Noor Rahman\n" },
      { path: "content/posts/esg/bodyAr.mdoc", status: "changed", before: "أ", after: "ب" },
      { path: "content/posts/old-news.mdoc", status: "removed", before: "---\ntitle: Old\n---\n" },
      {
        path: "content/banner-slides/first.yaml",
        status: "changed",
        before: "a: 1",
        after: "a: 2",
      },
      { path: "content/images/team/noor-rahman/portrait/src.png", status: "added" },
    ]).map((change) => [change.text.split(/[ :]/)[0], change.page]);
    expect(pages).toEqual(
      expect.arrayContaining([
        [team!.label.split(" ")[0], personPath("noor-rahman")],
        [posts!.label.split(" ")[0], blogPostPath("esg")],
        [posts!.label.split(" ")[0], paths.blog],
        [bannerSlides!.label.split(" ")[0], paths.home],
        ["Picture", paths.home],
      ]),
    );
    expect(pageOf("somethingNew")).toBe(paths.home);
    expect(pageOf("caseStudies", "knitwear")).toBe(caseStudyPath("knitwear"));
    expect(pageOf("caseStudies")).toBe(paths.impact);
  });
});
