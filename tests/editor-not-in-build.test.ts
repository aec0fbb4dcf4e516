import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(join(clientDir, "index.html"))) {
  throw new Error(
    `No build in ${clientDir}: run npm run build first (this test reads its output).`,
  );
}

const keystaticMarkers = [
  "ks-refetch-installations", // the editor's GitHub sign-in
  "keystatic-blobs", // the editor's file cache
  "/api/keystatic", // the editor's API
  "api.keystatic.cloud", // Keystatic's hosted storage
];

async function publishedTextFiles(): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(js|mjs|css|html|json|xml|txt)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the content editor is not in the build", () => {
  it("publishes no script, style or page holding Keystatic's code", async () => {
    const files = await publishedTextFiles();
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    const found: string[] = [];
    for (const file of files) {
      const text = await readFile(file, "utf8");
      for (const marker of keystaticMarkers) {
        if (text.includes(marker)) found.push(`${relative(clientDir, file)}: ${marker}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("builds no page for the editor", () => {
    expect(existsSync(join(clientDir, "keystatic"))).toBe(false);
  });
});
