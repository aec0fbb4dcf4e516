import { describe, expect, it } from "vitest";
import { pluralWords } from "./plural.server.ts";
import { readSingleton } from "./reader.server.ts";
import type { PluralForms } from "./schema/fields.ts";

const { minutesRead } = await readSingleton("blogPage");
const minutes = (count: number, language: "en" | "ar", digits?: "latin" | "arabic") =>
  pluralWords(minutesRead, language, count, { placeholder: "minutes", digits });

describe("a post's reading time", () => {
  it("takes Arabic's form for 1, 2, 5, 11 and 100 minutes", () => {
    const forms = minutesRead.ar;
    expect(minutes(1, "ar")).toBe(forms.one);
    expect(minutes(2, "ar")).toBe(forms.two);
    expect(minutes(5, "ar")).toBe(forms.few.replace("{minutes}", "5"));
    expect(minutes(11, "ar")).toBe(forms.many.replace("{minutes}", "11"));
    expect(minutes(100, "ar")).toBe(forms.other.replace("{minutes}", "100"));
    // The forms repeat every hundred: 103 is "few" again, 111 "many".
    expect(minutes(103, "ar")).toBe(forms.few.replace("{minutes}", "103"));
    expect(minutes(111, "ar")).toBe(forms.many.replace("{minutes}", "111"));
    // Five different texts: the content gives each form its own words.
    expect(new Set([1, 2, 5, 11, 100].map((n) => minutes(n, "ar"))).size).toBe(5);
  });

  it("writes the number in the site's Arabic digits when that setting is on", () => {
    expect(minutes(11, "ar", "arabic")).toBe(minutesRead.ar.many.replace("{minutes}", "١١"));
    expect(minutes(11, "en", "arabic")).toBe(minutesRead.en.other.replace("{minutes}", "11"));
  });

  it("takes English's one and other", () => {
    expect(minutes(1, "en")).toBe(minutesRead.en.one);
    expect(minutes(7, "en")).toBe(minutesRead.en.other.replace("{minutes}", "7"));
  });
});

describe("a text with no Arabic forms (an English-only entry)", () => {
  const forms: PluralForms = {
    en: { one: "1 result", other: "{count} results" },
    ar: { zero: "", one: "", two: "", few: "", many: "", other: "" },
  };
  it("falls back to English, with English's rules", () => {
    expect(pluralWords(forms, "ar", 3, { placeholder: "count" })).toBe("3 results");
    expect(pluralWords(forms, "ar", 1, { placeholder: "count" })).toBe("1 result");
  });
});
