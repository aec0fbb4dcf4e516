// Scheduled publishing (docs/product.md): a blog post or news item with a "Publish at" time still
// ahead of the build is left out of everything the build makes. The time is read in UTC, as the
// editor's field says, and the whole build (every step, every page) uses one "now": BUILD_TIME.

/** The time zone "Publish at" is written in; the editor's field names it. */
export const scheduleTimeZone = "UTC";

/**
 * A "Publish at" value as a moment: the editor's "2026-03-14T09:30" (a time in UTC) or the full ISO
 * time Keystatic writes to the file ("2026-03-14T09:30:00.000Z"). Undefined when empty or not a time.
 */
export function publishAtTime(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const text = value.trim();
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const time = new Date(zoned ? text : `${text}Z`);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

/** Whether an entry may be shown by a build made at `now`: no "Publish at", or one not ahead. */
export function isDue(entry: { publishAt?: unknown }, now: Date): boolean {
  const at = publishAtTime(entry.publishAt);
  return at === undefined || at.getTime() <= now.getTime();
}

/**
 * The build's "now". The back office sets BUILD_TIME for each build it makes; otherwise the first
 * call fixes it for this process (and the processes it starts), so the route list, the pre-rendered
 * pages and their lists agree on which entries are due even when a time passes mid-build.
 */
export function buildTime(env: NodeJS.ProcessEnv = process.env): Date {
  if (!env.BUILD_TIME) env.BUILD_TIME = new Date().toISOString();
  const time = new Date(env.BUILD_TIME);
  if (Number.isNaN(time.getTime())) {
    throw new Error(
      `BUILD_TIME: "${env.BUILD_TIME}" is not a time (ISO 8601, e.g. 2026-03-14T09:30:00Z)`,
    );
  }
  return time;
}

/** "2026-03-14 09:30 UTC": how the back office names a "Publish at" time. */
export function formatScheduleTime(time: Date): string {
  return `${time.toISOString().slice(0, 16).replace("T", " ")} ${scheduleTimeZone}`;
}
