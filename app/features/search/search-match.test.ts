import { describe, expect, it } from "vitest";
import type { SearchEntry } from "../../../common/search.ts";
import { createSearcher, normalize } from "./search-match.ts";

const entry = (id: string, title: string, text = ""): SearchEntry => ({
  id,
  kind: "page",
  title,
  text,
  to: `/${id}`,
});

const entries = [
  entry("a", "Café culture", "Coffee and people"),
  entry("b", "People & Culture Development", "Leadership training"),
  entry("c", "Infrastructure", "Roads, bridges and people"),
];
const search = createSearcher(entries);
const ids = (query: string) => search(query).map((result) => result.id);

describe("createSearcher", () => {
  it("ignores case and diacritics", () => {
    expect(normalize("Café ÉSG")).toBe("cafe esg");
    expect(ids("CAFE")).toEqual(["a"]);
    expect(ids("café")).toEqual(["a"]);
  });

  it("finds Arabic words typed without hamza marks, short vowels, taa marbuta or the article", () => {
    const arabic = createSearcher([
      entry("esg", "الحوكمة البيئية والاجتماعية", "إعداد التقارير والتدقيق"),
      entry("training", "مركز للتدريب المهنيّ", "إطلاق مراكز التدريب في مصر"),
      entry("news", "أخبار المجموعة", "مبنى جديد"),
    ]);
    const found = (query: string) => arabic(query).map((result) => result.id);
    expect(found("الحوكمه")).toEqual(["esg"]); // ة typed as ه
    expect(found("حوكمة")).toEqual(["esg"]); // without the article ال
    expect(found("اعداد")).toEqual(["esg"]); // إ typed as ا
    expect(found("المهني")).toEqual(["training"]); // without the shadda
    expect(found("اخبار")).toEqual(["news"]); // أ typed as ا
    expect(found("مبني")).toEqual(["news"]); // ى typed as ي
    expect(found("مطار")).toEqual([]);
  });

  it("needs every word to start a word of the entry", () => {
    expect(ids("culture lead")).toEqual(["b"]);
    expect(ids("culture zebra")).toEqual([]);
    // "ture" is inside "culture", not at the start of a word.
    expect(ids("ture")).toEqual([]);
  });

  it("ranks title matches above text matches, then keeps the index order", () => {
    expect(ids("people")).toEqual(["b", "a", "c"]);
  });

  it("finds nothing for an empty or punctuation-only query", () => {
    expect(ids("")).toEqual([]);
    expect(ids("  &  ")).toEqual([]);
  });

  it("returns at most the limit", () => {
    expect(createSearcher(entries, 2)("people")).toHaveLength(2);
  });
});
