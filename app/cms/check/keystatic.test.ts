// @vitest-environment node
// Pins what ./keystatic.ts reads beyond Keystatic's public API: an upgrade that changes it fails here.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { collection, config, fields, singleton } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  entryFile,
  isArticleField,
  isDateField,
  isDateTimeField,
  labelOf,
  otherTextFiles,
  readerProblems,
  referencedCollection,
  type Schema,
  yamlProblem,
} from "./keystatic.ts";

const model = config({
  storage: { kind: "local" },
  singletons: {
    plain: singleton({ label: "Plain", path: "content/plain", schema: {} }),
    folder: singleton({ label: "Folder", path: "content/folder/", schema: {} }),
    json: singleton({ label: "Json", path: "content/json", format: "json", schema: {} }),
  },
  collections: {
    notes: collection({
      label: "Notes",
      path: "content/notes/*",
      slugField: "title",
      schema: {
        title: fields.slug({ name: { label: "Title" } }),
        size: fields.integer({ label: "Size", validation: { isRequired: true, max: 3 } }),
      },
    }),
    nested: collection({
      label: "Nested",
      path: "content/nested/*/entry",
      slugField: "title",
      schema: { title: fields.slug({ name: { label: "Title" } }) },
    }),
    articles: collection({
      label: "Articles",
      path: "content/articles/*",
      slugField: "title",
      format: { contentField: "body" },
      schema: {
        title: fields.slug({ name: { label: "Title" } }),
        body: fields.markdoc({ label: "Text", extension: "md" }),
        other: fields.markdoc({ label: "Other text" }),
      },
    }),
  },
});
const { singletons, collections } = model as unknown as Record<
  "singletons" | "collections",
  Record<string, { path: string; schema: Record<string, Schema>; format?: unknown }>
>;

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "keystatic-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function put(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

describe("entryFile", () => {
  it.each([
    ["plain", "content/plain.yaml"],
    ["folder", "content/folder/index.yaml"],
    ["json", "content/json.json"],
  ])("names the file the reader reads for the singleton %s", async (name, file) => {
    const shape = singletons[name]!;
    expect(entryFile(shape.path, undefined, shape)).toBe(file);
    const reader = createReader(root, model);
    const read = () => reader.singletons[name as "plain"].read();
    expect(await read()).toBeNull();
    await put(file, name === "json" ? "{}" : "{}\n");
    expect(await read()).not.toBeNull();
  });

  it.each([
    ["notes", "content/notes/first.yaml", "title: First\nsize: 1\n"],
    ["nested", "content/nested/first/entry.yaml", "title: First\n"],
    ["articles", "content/articles/first.md", "---\ntitle: First\n---\nWords\n"],
  ])("names the file the reader reads in the collection %s", async (name, file, text) => {
    const shape = collections[name]!;
    expect(entryFile(shape.path, "first", shape)).toBe(file);
    const entries = createReader(root, model).collections[name as "notes"];
    expect(await entries.read("first")).toBeNull();
    await put(file, text);
    expect(await entries.read("first")).not.toBeNull();
  });

  it("lists a collection's entries by the names in their files' names", async () => {
    await put("content/notes/first.yaml", "title: First\nsize: 1\n");
    await put("content/articles/second.md", "---\ntitle: Second\n---\n");
    const reader = createReader(root, model);
    expect(await reader.collections.notes.list()).toEqual(["first"]);
    expect(await reader.collections.articles.list()).toEqual(["second"]);
  });

  it("finds an entry's other long texts in the folder named after its file", async () => {
    const shape = collections.articles!;
    expect(otherTextFiles("content/articles/first.md", shape)).toEqual([
      { field: "other", file: "content/articles/first/other.mdoc" },
    ]);
    await put("content/articles/first.md", "---\ntitle: First\n---\nWords\n");
    await put("content/articles/first/other.mdoc", "Other words\n");
    const entry = await createReader(root, model).collections.articles.read("first", {
      resolveLinkedFiles: true,
    });
    expect(entry?.other).toMatchObject({ node: expect.anything() });
    expect(isArticleField(shape.schema.body!)).toBe(true);
    expect(isArticleField(shape.schema.title!)).toBe(false);
  });
});

describe("the reader's errors", () => {
  it("list each field's problem after 'Invalid data for'", async () => {
    await put("content/notes/first.yaml", "title: First\nsize: 7\n");
    const error = await createReader(root, model)
      .collections.notes.read("first")
      .catch((caught: unknown) => caught);
    const problems = readerProblems(error);
    expect(problems).toContainEqual({ field: "size", reason: "Size must be at most 3" });
    expect(problems.every((problem) => problem.field !== "")).toBe(true);
  });

  it("give a YAML syntax error's line", async () => {
    await put("content/notes/first.yaml", "title: First\nsize: [1\n");
    const error = await createReader(root, model)
      .collections.notes.read("first")
      .catch((caught: unknown) => caught);
    expect(yamlProblem(error, collections.notes!)).toMatch(
      /^line 3: .* \(the file is not valid YAML\)$/,
    );
  });
});

describe("field kinds", () => {
  const relationship = fields.relationship({ label: "Office", collection: "offices" });
  const list = fields.multiRelationship({ label: "Related", collection: "posts" });
  const date = fields.date({ label: "Day" });
  const dateTime = fields.datetime({ label: "At" });
  const text = fields.text({ label: "Words" });

  it("tell the collection a reference points to", () => {
    expect(referencedCollection(relationship)).toBe("offices");
    expect(referencedCollection(list)).toBe("posts");
    expect(referencedCollection(text)).toBeUndefined();
    expect(referencedCollection(date)).toBeUndefined();
  });

  it("tell the label the editor shows, a long text's too", () => {
    expect(labelOf(text)).toBe("Words");
    expect(labelOf(relationship)).toBe("Office");
    expect(labelOf(fields.object({ a: text }, { label: "Group" }))).toBe("Group");
    expect(labelOf(fields.markdoc({ label: "Article" }))).toBe("Article");
  });

  it("tell a date field and a date-and-time field from the others", () => {
    expect([date, dateTime, text, relationship].map(isDateField)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([date, dateTime, text, relationship].map(isDateTimeField)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });
});
