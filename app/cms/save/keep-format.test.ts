import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dump, load } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentConfig } from "../keystatic.config.ts";
import { keepFormat, keepFormatStep } from "./keep-format.ts";
import { prepareSave } from "./save.ts";

const repository = join(import.meta.dirname, "../../..");
const slide = "content/banner-slides/global.yaml";
const post = "content/posts/closing-skills-gap.mdoc";

// biome-ignore lint/suspicious/noExplicitAny: the schema's fields are walked without their types.
type AnyField = any;
type Data = Record<string, unknown>;

/**
 * An entry as Keystatic's editor writes it (keystatic-core-ui.js, serializeEntryToFiles): fields
 * in the schema's order, empty texts left out, then js-yaml's `dump` with its defaults.
 */
function asTheEditorWrites(value: Data, fields: Record<string, AnyField>): string {
  return dump(inSchemaOrder(value, fields));
}

function inSchemaOrder(value: unknown, field: AnyField): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, field.element));
  if (typeof value !== "object" || value === null || value instanceof Date) return value;
  const fields = field.kind === "object" ? field.fields : field;
  const ordered: Data = {};
  for (const key of Object.keys(fields)) {
    const item = (value as Data)[key];
    if (item !== undefined && item !== "") ordered[key] = inSchemaOrder(item, fields[key]);
  }
  return ordered;
}

const schemaOf = (collection: string): Record<string, AnyField> =>
  (contentConfig.collections as Record<string, { schema: Record<string, AnyField> }>)[collection]!
    .schema;

function changedLines(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  const removed = a.filter((line, index) => b[index] !== line);
  const added = b.filter((line, index) => a[index] !== line);
  return { removed, added };
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "keep-format-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("a save keeps the file as people wrote it", () => {
  it("starts from a file the editor would rewrite: Keystatic's own text changes many lines", async () => {
    const file = await readFile(join(repository, slide), "utf8");
    const written = asTheEditorWrites(parse(file), schemaOf("bannerSlides"));
    expect(parse(written)).toEqual(parse(file));
    expect(changedLines(file, written).added.length).toBeGreaterThan(3);
  });

  it("changes one line when one field changes", async () => {
    const file = await readFile(join(repository, slide), "utf8");
    const value = parse(file);
    value.heading.ar = "وصول عالمي وخبرة محلية";
    const result = keepFormat(file, asTheEditorWrites(value, schemaOf("bannerSlides")), "yaml");
    expect(result).toBeDefined();
    expect(parse(result!)).toEqual(value);
    const { removed, added } = changedLines(file, result!);
    expect(removed).toEqual([`  ar: ${JSON.stringify(parse(file).heading.ar)}`]);
    expect(added).toEqual([`  ar: ${JSON.stringify(value.heading.ar)}`]);
  });

  it("keeps a Publish at written to the second when the editor writes the same minute", () => {
    // The editor reads the time and writes it back to the minute, which YAML reads as text.
    const file = "title: A news item\npublishAt: 2026-03-01T09:00:00.000Z\n";
    const saved = keepFormat(file, "title: Another title\npublishAt: 2026-03-01T09:00\n", "yaml");
    expect(saved).toBe("title: Another title\npublishAt: 2026-03-01T09:00:00.000Z\n");
    expect(keepFormat(file, "title: A news item\npublishAt: 2026-03-01T09:00\n", "yaml")).toBe(
      file,
    );
    // Another minute is a change.
    expect(keepFormat(file, "title: A news item\npublishAt: 2026-03-01T09:30\n", "yaml")).toBe(
      "title: A news item\npublishAt: 2026-03-01T09:30\n",
    );
  });

  it("leaves the file identical when a field is changed and changed back", async () => {
    const file = await readFile(join(repository, slide), "utf8");
    const value = parse(file);
    const changed = keepFormat(
      file,
      asTheEditorWrites({ ...value, order: value.order + 5 }, schemaOf("bannerSlides")),
      "yaml",
    );
    expect(changed).not.toBe(file);
    const back = keepFormat(changed!, asTheEditorWrites(value, schemaOf("bannerSlides")), "yaml");
    expect(back).toBe(file);
  });

  it("keeps a blog post's front matter and article, changing only the summary's line", async () => {
    const file = await readFile(join(repository, post), "utf8");
    const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(file) ?? [];
    // As Keystatic reads it (YAML 1.1): the date is a date, which its writer puts back unquoted.
    const value = parse(frontMatter, { schema: "yaml-1.1" });
    value.summary.en = "Why training centres inside the plant pay for themselves.";
    const written = `---\n${asTheEditorWrites(value, schemaOf("posts"))}---\n${body}`;
    const result = keepFormat(file, written, "markdoc");
    const { removed, added } = changedLines(file, result!);
    expect(removed).toEqual([`  en: ${parse(frontMatter).summary.en}`]);
    expect(added).toEqual([`  en: ${value.summary.en}`]);
  });

  it("writes a new 'Publish at' time as Keystatic does, unquoted, so it reads back as a time", () => {
    const before = "---\ntitle: Post\ndate: 2024-03-21\ndraft: false\n---\nText.\n";
    // Keystatic's datetime field hands its writer a Date; the writer puts it down as a timestamp.
    const publishAt = new Date("2026-11-25T10:00Z");
    const after = `---\n${dump({ title: "Post", date: new Date("2024-03-21"), publishAt, draft: false })}---\nText.\n`;
    const result = keepFormat(before, after, "markdoc");
    // Unquoted: a time to Keystatic's reader (js-yaml), the same instant (no zone is UTC there).
    expect(result).toBe(
      "---\ntitle: Post\ndate: 2024-03-21\npublishAt: 2026-11-25T10:00:00\ndraft: false\n---\nText.\n",
    );
    const [, frontMatter = ""] = /^---\n([\s\S]*?)---\n/.exec(result ?? "") ?? [];
    expect((load(frontMatter) as { publishAt: unknown }).publishAt).toEqual(publishAt);
  });

  it("writes a field the file did not have after its neighbour, and removes an emptied one", () => {
    const before = 'title: Old\nheading:\n  en: Hi\n  ar: "مرحبا"\nlast: 1\n';
    const result = keepFormat(
      before,
      dump({ title: "Old", heading: { en: "Hi" }, extra: "yes" }),
      "yaml",
    );
    expect(result).toBe('title: Old\nheading:\n  en: Hi\nextra: "yes"\n');
    expect(parse(result!)).toEqual({ title: "Old", heading: { en: "Hi" }, extra: "yes" });
  });

  it("writes an article without front matter as the editor wrote it", () => {
    // Read as YAML, both would be the same text: "## …" lines are comments there.
    const before = "## Old heading\n\nThe text.\n";
    const after = "## New heading\n\nThe text.\n";
    expect(keepFormat(before, after, "markdoc")).toBeUndefined();
  });

  it("runs as a save step: the file written is the one as people wrote it", async () => {
    const file = await readFile(join(repository, slide), "utf8");
    const value = parse(file);
    value.order = 25;
    const contents = Buffer.from(asTheEditorWrites(value, schemaOf("bannerSlides")));
    const result = await prepareSave(
      { additions: [{ path: slide, contents }], deletions: [] },
      { root: repository, maxUploadBytes: 1024 },
      [keepFormatStep],
    );
    expect(result.problems).toEqual([]);
    expect(result.save.additions[0]?.contents.toString()).toBe(
      file.replace("order: 20\n", "order: 25\n"),
    );
  });

  it("leaves a new file as the editor wrote it", async () => {
    const contents = Buffer.from("title: New\n");
    const result = await prepareSave(
      { additions: [{ path: "content/new.yaml", contents }], deletions: [] },
      { root, maxUploadBytes: 1024 },
      [keepFormatStep],
    );
    expect(result.save.additions[0]?.contents).toBe(contents);
  });
});
