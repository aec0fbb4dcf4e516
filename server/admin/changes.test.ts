// The changes between the live release and the workspace, in the words of the real content model.
import { describe, expect, it } from "vitest";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
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
    });
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
