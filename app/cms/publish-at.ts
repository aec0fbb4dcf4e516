// The whole build uses one "now" (BUILD_TIME) and reads "Publish at" in UTC, as the editor's field says.

export const publishAtTimeZone = "UTC";

export function publishAtTime(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const text = value.trim();
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const time = new Date(zoned ? text : `${text}Z`);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

export function isDue(entry: { publishAt?: unknown }, now: Date): boolean {
  const at = publishAtTime(entry.publishAt);
  return at === undefined || at.getTime() <= now.getTime();
}

/** The first call fixes it for this process and its children, so every step agrees mid-build. */
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

export function formatPublishAt(time: Date): string {
  return `${time.toISOString().slice(0, 16).replace("T", " ")} ${publishAtTimeZone}`;
}
