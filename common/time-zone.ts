// A time zone in words ("Gulf Standard Time", "UTC+4"), from its IANA name by the platform's data.
import type { Language } from "./i18n.ts";

function zoneName(
  zone: string,
  language: Language,
  style: "longGeneric" | "shortOffset",
  at: Date,
) {
  return (
    new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

/** "UTC+4", "UTC+5:30"; a zone with summer time gives both, winter's first: "UTC-5/-4". */
export function utcOffset(zone: string, at: Date): string {
  const year = at.getUTCFullYear();
  const offsets = [Date.UTC(year, 0, 1), Date.UTC(year, 6, 1)].map((time) =>
    zoneName(zone, "en", "shortOffset", new Date(time)).replace(/^GMT/, ""),
  );
  const [winter = "", summer = ""] = offsets.sort((a, b) => minutes(a) - minutes(b));
  const first = winter === "" ? "+0" : winter;
  return winter === summer ? `UTC${first}` : `UTC${first}/${summer === "" ? "+0" : summer}`;
}

function minutes(offset: string): number {
  const [, sign = "+", hours = "0", mins = "0"] = /^([+-])(\d+)(?::(\d+))?$/.exec(offset) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(mins));
}

export function timeZoneWords(zone: string, language: Language, at: Date) {
  return {
    id: zone,
    name: zoneName(zone, language, "longGeneric", at),
    offset: utcOffset(zone, at),
  };
}
