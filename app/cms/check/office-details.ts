// An office has a page of its own, which needs its address, hours and time zone; other places
// (partners, clients, projects) appear on the map only and may leave them empty.
import { officeKind, officeRequired, timeZoneFields } from "../schema/office-fields.ts";
import type { Schema } from "./keystatic.ts";
import type { EntryProblem } from "./problem.ts";

export function officeDetailProblems(
  fields: Record<string, Schema>,
  value: Record<string, unknown>,
  at: string,
): EntryProblem[] {
  if (value[officeKind.field] !== officeKind.value) return [];
  return Object.entries(fields).flatMap(([key, field]) => {
    const reason = officeRequired.get(field);
    return reason !== undefined && isEmpty(value[key]) ? [{ field: `${at}${key}`, reason }] : [];
  });
}

function isEmpty(value: unknown): boolean {
  if (typeof value === "string") return value.trim() === "";
  // A text in both languages: the English one is required, the Arabic one follows (languages.ts).
  if (typeof value === "object" && value !== null && "en" in value) {
    return isEmpty((value as { en: unknown }).en);
  }
  return true;
}

export function isTimeZoneField(schema: Schema): boolean {
  return timeZoneFields.has(schema);
}

/** A zone the IANA database names ("Asia/Dubai"), not an abbreviation or offset ("GST", "+4"). */
export function timeZoneProblem(value: string): string | undefined {
  if (/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value) && isTimeZone(value)) return undefined;
  return `"${value}" is not a time zone (write continent/city, e.g. Asia/Dubai)`;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
