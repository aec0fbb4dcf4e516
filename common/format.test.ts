import { describe, expect, it } from "vitest";
import { formatDate, formatNumber } from "./format.ts";

const intlDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

describe("formatDate", () => {
  it("writes every day of 2024 and 2025 as en-GB Intl does", () => {
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2026, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(intlDate.format(new Date(iso)));
    }
  });

  for (const [digits, numberingSystem] of [
    ["latin", "latn"],
    ["arabic", "arab"],
  ] as const) {
    it(`writes every day of 2024 and 2025 in Arabic, ${digits} digits, as ar-EG Intl does`, () => {
      const intlArabic = new Intl.DateTimeFormat("ar-EG", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
        numberingSystem,
      });
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2026, 0, 1); time += 86_400_000) {
        const iso = new Date(time).toISOString().slice(0, 10);
        expect(formatDate(iso, "ar", digits)).toBe(intlArabic.format(new Date(iso)));
      }
    });
  }

  it("reads a timestamp in UTC, and refuses what is not a date", () => {
    expect(formatDate("2025-03-12T23:30:00-05:00")).toBe("13 March 2025");
    expect(() => formatDate("12/03/2025x")).toThrow(RangeError);
  });
});

describe("formatNumber", () => {
  it("groups thousands as en-US Intl does", () => {
    for (const value of [0, 7, 42, 999, 1000, 12_345, 100_000, 1_234_567, -9876, 25_000_000]) {
      expect(formatNumber(value)).toBe(value.toLocaleString("en-US"));
    }
  });

  it("keeps a fraction", () => {
    expect(formatNumber(1234.5)).toBe("1,234.5");
  });

  it("writes Arabic-Indic digits and separators as ar-EG Intl does", () => {
    const intl = new Intl.NumberFormat("ar-EG", { numberingSystem: "arab" });
    for (const value of [0, 7, 42, 1000, 12_345, 1_234_567, 90_000, 1234.5]) {
      expect(formatNumber(value, "arabic")).toBe(intl.format(value));
    }
  });
});
