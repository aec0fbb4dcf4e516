// Dates: the reader checks a date's form only (2025-02-30 passes it), and a typo in the year can
// push a post or its publish time years ahead, where it would never show.
import { publishAtTime } from "../publish-at.ts";

const oneYear = 366 * 24 * 60 * 60 * 1000;

export function dateProblem(value: string, now: Date | undefined): string | undefined {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    return `"${value}" is not a date in the calendar (write it as year-month-day, e.g. 2025-03-14)`;
  }
  if (now !== undefined && time - now.getTime() > oneYear) {
    return `"${value}" is more than a year from now (a typo in the year?)`;
  }
  return undefined;
}

export function dateTimeProblem(value: string, now: Date): string | undefined {
  const [, day = "", hours = "99", minutes = "99"] =
    /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value) ?? [];
  const time = publishAtTime(value);
  if (
    time === undefined ||
    dateProblem(day, undefined) !== undefined ||
    Number(hours) > 23 ||
    Number(minutes) > 59
  ) {
    return `"${value}" is not a time (pick a day and a time of day, e.g. 2025-03-14 09:30)`;
  }
  if (time.getTime() - now.getTime() > oneYear) {
    return `"${value}" is more than a year from now (a typo in the year?)`;
  }
  return undefined;
}
