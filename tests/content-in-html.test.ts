// The site's words reach visitors in the pre-rendered HTML, not in scripts: a sample text of every
// kind of content is in no built JavaScript file.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import contentConfig from "../app/cms/keystatic.config.ts";
import { readCollection, readSingleton } from "../app/cms/reader.server.ts";
import { localizedFields, pluralFields } from "../app/cms/schema/fields.ts";

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(join(clientDir, "index.html"))) {
  throw new Error(
    `No build in ${clientDir}: run npm run build first (this test reads its output).`,
  );
}

function sampleText(value: unknown): string | undefined {
  let best: string | undefined;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === "object" && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        // An English text, or a plural text's English forms ({ one, other }).
        const english =
          key !== "en" ? [] : typeof item === "string" ? [item] : Object.values(item ?? {});
        for (const text of english) {
          if (typeof text === "string" && text.length > (best?.length ?? 11)) best = text;
        }
        if (english.length === 0) visit(item);
      }
    }
  };
  visit(value);
  return best;
}

async function samples(): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for (const name of Object.keys(contentConfig.singletons)) {
    // biome-ignore lint/suspicious/noExplicitAny: every singleton, whatever its shape.
    const text = sampleText(await readSingleton(name as any));
    if (text) found.push([`singleton ${name}`, text]);
  }
  for (const name of Object.keys(contentConfig.collections)) {
    // biome-ignore lint/suspicious/noExplicitAny: every collection, whatever its shape.
    const [first] = await readCollection(name as any);
    const text = sampleText(first?.entry);
    if (text) found.push([`collection ${name} (${first?.slug})`, text]);
  }
  return found;
}

const kinds = await samples();
const scripts = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
const scriptTexts = await Promise.all(
  scripts.map(async (file) => [relative(clientDir, file), await readFile(file, "utf8")] as const),
);

function holdsWords(field: unknown): boolean {
  if (typeof field !== "object" || field === null) return false;
  if (localizedFields.has(field) || pluralFields.has(field)) return true;
  const { fields, element } = field as { fields?: Record<string, unknown>; element?: unknown };
  return Object.values(fields ?? {}).some(holdsWords) || holdsWords(element);
}

describe("content in the build", () => {
  it("has a sample text for every kind of content, and scripts to look in", () => {
    const kindCount = [
      ...Object.values(contentConfig.singletons),
      ...Object.values(contentConfig.collections),
    ].filter(({ schema }) => holdsWords({ fields: schema })).length;
    expect(kinds.length).toBe(kindCount);
    expect(scripts.length).toBeGreaterThan(10);
  });

  it.each(kinds)("%s: its words are in no script (%s)", (_kind, text) => {
    const holders = scriptTexts.filter(([, source]) => source.includes(text)).map(([file]) => file);
    expect(holders).toEqual([]);
  });
});
