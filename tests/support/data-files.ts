import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Quoted-printable soft line breaks are taken out first, so a text split across a wrap is found. */
export async function filesContaining(dir: string, text: string): Promise<string[]> {
  try {
    return await scan(dir, text);
  } catch (error) {
    // A file written atomically (x.tmp renamed to x) can go between listing and reading: list again.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return await scan(dir, text);
  }
}

async function scan(dir: string, text: string): Promise<string[]> {
  const needle = Buffer.from(text, "utf8");
  const found: string[] = [];
  for (const file of await filesUnder(dir)) {
    const bytes = await readFile(file);
    const unwrapped = Buffer.from(bytes.toString("latin1").replace(/=\r?\n/g, ""), "latin1");
    if (bytes.includes(needle) || unwrapped.includes(needle)) found.push(file);
  }
  return found;
}

export async function modesUnder(dir: string): Promise<Record<string, number>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = [dir, ...entries.map((entry) => join(entry.parentPath, entry.name))];
  const modes: Record<string, number> = {};
  for (const path of paths) modes[path] = (await stat(path)).mode & 0o777;
  return modes;
}
