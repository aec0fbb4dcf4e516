// Nothing unfinished reaches a visitor (docs/product.md, "Unfinished text"): no public page of the
// build, in either language, shows a placeholder, and an illustrative example says so once, at its
// end. Read from the built HTML, as a visitor without scripts reads it.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { localize, readCollection, readSingleton } from "../app/cms/reader.server.ts";
import { languages, localizedPath } from "../common/i18n.ts";
import { blogPostPath, caseStudyPath, developerPages } from "../common/paths.ts";

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(join(clientDir, "index.html"))) {
  throw new Error(
    `No build in ${clientDir}: run npm run build first (this test reads its output).`,
  );
}

/** Every pre-rendered page but the developers' own (not public, not in the sitemap). */
const hidden = new Set(
  developerPages.flatMap((path) => languages.map((language) => localizedPath(path, language))),
);
const pagePaths = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name === "index.html")
  .map((entry) => {
    const folder = relative(clientDir, entry.parentPath).split(sep).join("/");
    return folder === "" ? "/" : `/${folder}`;
  })
  .filter((path) => !hidden.has(path))
  .sort();

const documents = new Map(
  await Promise.all(
    pagePaths.map(async (path) => {
      const file = join(clientDir, path, "index.html");
      return [path, new JSDOM(await readFile(file, "utf8")).window.document] as const;
    }),
  ),
);

/** The words a visitor reads: the body's text, without scripts, styles and templates. */
function visibleText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const node of body.querySelectorAll("script, style, template")) node.remove();
  return body.textContent ?? "";
}

const unfinished = /placeholder|to be confirmed|مؤقت/i;
// "Sample" and "illustrative" in English; in Arabic, نموذجي/نموذجية ("sample") and
// توضيحي/توضيحية ("illustrative"), the words the site's notes use.
const sampleWords = /\bsamples?\b|\billustrative\b|نموذجي|توضيحي/gi;

describe("unfinished text in the build", () => {
  it("has the public pages to look at, in both languages", () => {
    expect(pagePaths.length).toBeGreaterThan(50);
    expect(pagePaths).toContain("/ar");
    expect(pagePaths.some((path) => path.startsWith("/ar/people/"))).toBe(true);
    expect(pagePaths).not.toContain("/test-carousel");
  });

  it.each(pagePaths)("%s shows no placeholder, and none in its structured data", (path) => {
    const document = documents.get(path)!;
    expect(visibleText(document).match(unfinished)?.[0]).toBeUndefined();
    const data = [
      ...document.querySelectorAll('script[type="application/ld+json"], meta[name="description"]'),
    ].map((node) => node.getAttribute("content") ?? node.textContent ?? "");
    expect(data.join("\n").match(unfinished)?.[0]).toBeUndefined();
  });

  it.each(pagePaths)(
    "%s says at most once that something is a sample, after the part it speaks of",
    (path) => {
      const document = documents.get(path)!;
      const said = visibleText(document).match(sampleWords) ?? [];
      expect(said.length, said.join(", ")).toBeLessThanOrEqual(1);
      const note = [...document.body.querySelectorAll("p")].find((p) =>
        new RegExp(sampleWords.source, "i").test(p.textContent ?? ""),
      );
      if (note === undefined) return;
      // Never a banner at the top: every heading of the part it closes comes before it.
      const part = note.closest("article, section");
      expect(part, "the note belongs to a part of the page").not.toBeNull();
      for (const heading of part?.querySelectorAll("h1, h2, h3, h4") ?? []) {
        expect(
          heading.compareDocumentPosition(note) & heading.DOCUMENT_POSITION_FOLLOWING,
          `"${heading.textContent}" comes before the note`,
        ).toBeTruthy();
      }
    },
  );
});

describe("illustrative examples say so", async () => {
  const [studies, posts, impact, blog] = await Promise.all([
    readCollection("caseStudies"),
    readCollection("posts"),
    readSingleton("impactPage"),
    readSingleton("blogPage"),
  ]);
  const pages = [
    ...studies
      .filter(({ entry }) => entry.sample)
      .map(({ slug }) => ({ path: caseStudyPath(slug), note: impact.caseStudyPage.sampleNote })),
    ...posts
      .filter(({ entry }) => entry.sample && !entry.draft)
      .map(({ slug }) => ({ path: blogPostPath(slug), note: blog.sampleNote })),
  ].flatMap(({ path, note }) =>
    languages.map((language) => [localizedPath(path, language), localize(note, language)]),
  );

  it("in today's content, every case study and post is a sample", () => {
    expect(studies.length).toBeGreaterThan(0);
    expect(pages.length).toBe(2 * (studies.length + posts.filter((p) => !p.entry.draft).length));
  });

  it.each(pages)("%s ends with its note: %s", (path, note) => {
    const document = documents.get(path);
    expect(document, path).toBeDefined();
    const main = document?.querySelector("main");
    const found = [...(main?.querySelectorAll("p") ?? [])].filter(
      (p) => p.textContent?.trim() === note,
    );
    expect(found).toHaveLength(1);
  });

  it.each(
    languages.map((language) => [
      localizedPath("/impact", language),
      localize(impact.caseStudies.sampleNote, language),
    ]),
  )("%s says it once under its cards: %s", (path, note) => {
    const text = visibleText(documents.get(path)!);
    expect(text.split(note).length - 1).toBe(1);
  });
});
