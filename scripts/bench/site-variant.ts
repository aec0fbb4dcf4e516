import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

const scriptsToStrip = {
  // Every script the browser would run; structured data (ld+json) is not run and stays.
  all: /<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g,
  speculation: /<script type="speculationrules">[\s\S]*?<\/script>/g,
} as const;

export async function siteVariant(
  clientDir: string,
  target: string,
  strip: keyof typeof scriptsToStrip,
): Promise<string> {
  await rm(target, { recursive: true, force: true });
  await cp(clientDir, target, { recursive: true });
  for (const entry of await readdir(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, (await readFile(file, "utf8")).replace(scriptsToStrip[strip], ""));
    // The server would send the compressed copies of the original instead.
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
  }
  return target;
}
