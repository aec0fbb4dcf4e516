// Each release records the entries its build left out for later (schedule.json, never served).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
import { isDue, publishAtTime } from "../../app/cms/publish-at.ts";

export interface ScheduledEntry {
  name: string;
  publishAt: string;
}

export interface Schedule {
  builtAt: string;
  pending: ScheduledEntry[];
}

const scheduleFile = "schedule.json";

type Model = {
  collections: Record<
    string,
    { label: string; slugField?: string; schema: Record<string, unknown> }
  >;
};

export async function pendingEntries(root: string, now: Date): Promise<ScheduledEntry[]> {
  const model = contentConfig as unknown as Model;
  const reader = createReader(root, contentConfig);
  const pending: ScheduledEntry[] = [];
  for (const [key, collection] of Object.entries(model.collections)) {
    if (!("publishAt" in collection.schema)) continue;
    // biome-ignore lint/suspicious/noExplicitAny: any collection with a "Publish at" field.
    const entries = await (reader.collections as any)[key].all();
    for (const { slug, entry } of entries as { slug: string; entry: Record<string, unknown> }[]) {
      const at = publishAtTime(entry.publishAt);
      // A draft is never shown: its time passing changes nothing.
      if (at === undefined || entry.draft === true || isDue(entry, now)) continue;
      const title = collection.slugField ? entry[collection.slugField] : undefined;
      pending.push({
        name: `${collection.label} '${typeof title === "string" ? title : slug}'`,
        publishAt: at.toISOString(),
      });
    }
  }
  return pending.sort((a, b) => a.publishAt.localeCompare(b.publishAt));
}

export async function writeSchedule(releaseFolder: string, schedule: Schedule): Promise<void> {
  await writeFile(join(releaseFolder, scheduleFile), `${JSON.stringify(schedule, null, 2)}\n`);
}

export async function readSchedule(releaseFolder: string): Promise<Schedule | undefined> {
  try {
    return JSON.parse(await readFile(join(releaseFolder, scheduleFile), "utf8")) as Schedule;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
