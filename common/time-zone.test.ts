import { describe, expect, it } from "vitest";
import { timeZoneWords, utcOffset } from "./time-zone.ts";

const at = new Date("2026-03-01T12:00:00Z");

describe("a time zone in words", () => {
  it("names the zone in the page's language, with its offset from UTC", () => {
    expect(timeZoneWords("Asia/Dubai", "en", at)).toEqual({
      id: "Asia/Dubai",
      name: "Gulf Standard Time",
      offset: "UTC+4",
    });
    expect(timeZoneWords("Asia/Dubai", "ar", at).name).toBe("توقيت الخليج");
  });

  it("writes half hours and, for a zone with summer time, both offsets", () => {
    expect(utcOffset("Asia/Kolkata", at)).toBe("UTC+5:30");
    expect(utcOffset("America/New_York", at)).toBe("UTC-5/-4");
    expect(utcOffset("Europe/London", at)).toBe("UTC+0/+1");
    expect(utcOffset("Australia/Sydney", at)).toBe("UTC+10/+11");
  });
});
