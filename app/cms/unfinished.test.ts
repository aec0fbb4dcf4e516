// @vitest-environment node
// A text still marked as a placeholder, or empty, is not for a page (docs/product.md, "Unfinished text").
import { describe, expect, it } from "vitest";
import { finishedText, finishedTexts, isUnfinished } from "./unfinished.ts";

describe("unfinished text", () => {
  it("is empty, or starts with the mark in either language", () => {
    for (const text of [
      "",
      "  ",
      "Placeholder: the office's street address goes here",
      "placeholder biography: not written yet",
      "نص مؤقت: يُكتب هنا عنوان المكتب",
      "سيرة مؤقتة: لم تُكتب بعد",
    ]) {
      expect(isUnfinished(text), text).toBe(true);
    }
    for (const text of [
      "4th Floor, Connaught Place, New Delhi",
      "Placeholders of the industry", // Not the mark: a word that starts like it.
      "إيقاف مؤقت",
      "Sunday to Thursday, 9:00 to 18:00",
    ]) {
      expect(isUnfinished(text), text).toBe(false);
    }
  });

  it("holds a text back in both languages when either is marked, and lists only finished ones", () => {
    const marked = { en: "Placeholder: to be confirmed", ar: "نص مؤقت: لم يُؤكَّد بعد" };
    expect(finishedText(marked, "en")).toBe("");
    expect(finishedText(marked, "ar")).toBe("");
    expect(finishedText({ en: "Hindi", ar: "نص مؤقت" }, "en")).toBe("");
    expect(finishedText({ en: "Hindi", ar: "" }, "ar")).toBe("Hindi");
    expect(finishedText({ en: "Hindi", ar: "الهندية" }, "ar")).toBe("الهندية");
    expect(finishedText(undefined, "en")).toBe("");
    expect(finishedTexts([marked, { en: "French", ar: "الفرنسية" }], "ar")).toEqual(["الفرنسية"]);
  });
});
