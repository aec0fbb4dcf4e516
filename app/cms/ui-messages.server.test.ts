import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { type Catalog, simpleTranslator } from "../../common/ui-messages.ts";
import { translator } from "../../common/ui-plural-messages.ts";
import { icuMessage, loadMessages, pluralIcu } from "./ui-messages.server.ts";

const english = translator("en", "latin", await loadMessages("en"));
const arabicCatalog = await loadMessages("ar");
const arabic = translator("ar", "latin", arabicCatalog);
const arabicIndic = translator("ar", "arabic", arabicCatalog);

describe("interface messages", () => {
  it("choose English's singular or plural", () => {
    expect(english("search.resultCount", { count: 1 })).toBe("1 result");
    expect(english("search.resultCount", { count: 0 })).toBe("0 results");
    expect(english("search.resultCount", { count: 12 })).toBe("12 results");
    expect(english("contactForm.tooLong", { max: 5000 })).toBe("Use at most 5,000 characters.");
  });

  it("choose among Arabic's six plural forms by the number", () => {
    const results = (count: number) => arabic("search.resultCount", { count });
    expect(results(0)).toBe("لا توجد نتائج");
    expect(results(1)).toBe("نتيجة واحدة");
    expect(results(2)).toBe("نتيجتان");
    expect(results(3)).toBe("3 نتائج");
    expect(results(10)).toBe("10 نتائج");
    expect(results(11)).toBe("11 نتيجة");
    expect(results(99)).toBe("99 نتيجة");
    expect(results(100)).toBe("100 نتيجة");
    // The forms repeat by the last two digits: 103 takes the form of 3, 111 that of 11.
    expect(results(103)).toBe("103 نتائج");
    expect(results(111)).toBe("111 نتيجة");
    expect(arabic("contactForm.tooLong", { max: 5 })).toBe("استخدم 5 أحرف على الأكثر.");
    expect(arabic("contactForm.tooLong", { max: 64 })).toBe("استخدم 64 حرفًا على الأكثر.");
    expect(arabic("contactForm.tooLong", { max: 200 })).toBe("استخدم 200 حرف على الأكثر.");
  });

  it("write numbers in the digits chosen for Arabic pages", () => {
    expect(arabicIndic("search.resultCount", { count: 17 })).toBe("١٧ نتيجة");
    expect(arabicIndic("contactForm.tooLong", { max: 5000 })).toBe("استخدم ٥٬٠٠٠ حرف على الأكثر.");
    expect(arabicIndic("carousel.slideLabel", { position: 2, total: 12 })).toBe("٢ من ١٢");
    expect(arabic("carousel.slideLabel", { position: 2, total: 12 })).toBe("2 من 12");
    expect(english("carousel.goToSlide", { position: 1200 })).toBe("Go to slide 1,200");
  });

  it("fill placeholder-only messages without Lingui's runtime exactly as Lingui does", () => {
    for (const [digits, catalog, full] of [
      ["latin", arabicCatalog, arabic],
      ["arabic", arabicCatalog, arabicIndic],
    ] as const) {
      const simple = simpleTranslator(digits, catalog);
      for (const values of [
        { position: 3, total: 1200 },
        { position: 12, total: 4 },
      ]) {
        expect(simple("carousel.slideLabel", values)).toBe(full("carousel.slideLabel", values));
      }
      expect(simple("carousel.goToSlide", { position: 7 })).toBe(
        full("carousel.goToSlide", { position: 7 }),
      );
      expect(simple("lightbox.position", { current: 2, total: 30 })).toBe(
        full("lightbox.position", { current: 2, total: 30 }),
      );
      expect(simple("worldMap.leafletLoaded", { version: "1.9.4" })).toBe(
        full("worldMap.leafletLoaded", { version: "1.9.4" }),
      );
    }
    // A plural cannot be filled in without the runtime: it says so rather than guess.
    expect(() =>
      simpleTranslator("latin", arabicCatalog)("search.resultCount" as "carousel.goToSlide", {
        position: 1,
      }),
    ).toThrow("plural");
  });

  it("keep apostrophes, braces written as words and # as the editor wrote them", () => {
    const fillIn = (icu: string, values: Record<string, number | string>) =>
      translator("en", "latin", { "search.resultCount": compileMessageOrThrow(icu) } as Catalog)(
        "search.resultCount",
        values as { count: number },
      );
    expect(
      fillIn(icuMessage({ en: "We'll show '{count}' of #1", ar: "" }, "en", undefined), {
        count: 3,
      }),
    ).toBe("We'll show '3' of #1");
    expect(
      fillIn(pluralIcu("count", { one: "One 'match' (#1)", other: "{count} 'matches' (#1)" }), {
        count: 2,
      }),
    ).toBe("2 'matches' (#1)");
  });
});
