// Each problem names the file, the field and the reason, so a marketing person can find and fix
// it; all are listed at once. Keystatic internals are read only in ./check/keystatic.ts.
import { lstat, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { parse } from "yaml";
import { prerenderedPaths } from "../../common/paths.ts";
import type { DocumentProblems } from "./check/documents.ts";
import {
  entryFile,
  mainTextField,
  otherTextFiles,
  readerProblems,
  type Shape,
  yamlProblem,
} from "./check/keystatic.ts";
import { fieldLabel } from "./check/labels.ts";
import { arabicArticleProblem } from "./check/languages.ts";
import type { OriginalProblems } from "./check/pictures.ts";
import { isTextFile, sizeProblems } from "./check/sizes.ts";
import { articleProblems, type WalkContext, walkEntry } from "./check/walk.ts";
import { defaultDocumentMaxBytes, documentFileProblems } from "./document-rules.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { linkTargets } from "./page-kinds.ts";
import { shapesOf } from "./save/entries.ts";
import { arabicArticles, redirectLists } from "./schema/fields.ts";

export { placeholderProblem } from "./check/languages.ts";
export { linkProblem } from "./check/links.ts";
export type { OriginalProblems } from "./check/pictures.ts";

/**
 * The picture rules a save applies, for an original in content/images. They need sharp and the
 * renditions cache, so they load with the first picture checked: what only imports the check (every
 * page loader, for its error path) loads neither.
 */
export const originalFileProblems: OriginalProblems = async (file) =>
  (await import("./picture-rules.ts")).originalFileProblems(file);

export interface CheckOptions {
  originalProblems?: OriginalProblems;
  /** The largest document in bytes: the back office's DOCUMENT_MAX_MB (20 MB unless set). */
  documentMaxBytes?: number;
  documentProblems?: DocumentProblems;
  now?: Date;
  only?: readonly string[];
}

export interface CheckResult {
  problems: string[];
  checked: number;
}

/** A problem the content check finds in one field: `field` is its dotted path, `label` its words. */
export interface FieldProblem {
  file: string;
  field: string;
  label: string;
  reason: string;
}

// biome-ignore lint/suspicious/noExplicitAny: any content model is checked.
type AnyConfig = Config<any, any>;
type Entry = Shape & { label: string; path?: string };
interface Model {
  collections?: Record<string, Entry>;
  singletons?: Record<string, Entry>;
}

/** Collections whose date fields are publication dates, which a typo can push years ahead. */
const datedCollections = new Set(["posts"]);

export async function checkContent(
  root: string,
  config: AnyConfig,
  options: CheckOptions = {},
): Promise<CheckResult> {
  // Alone when found: the reader follows links, and reading an oversized text is what stalls.
  const files = await fileProblems(root, config);
  if (files.length > 0) return { problems: files.map(problemLine), checked: 0 };
  const { problems, checked } = await findProblems(root, config, options);
  return { problems: problems.map(problemLine), checked };
}

/** Links and sizes, judged from the folder's listing alone. */
export async function fileProblems(root: string, config: AnyConfig): Promise<FieldProblem[]> {
  const entries = await readdir(path.join(root, "content"), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  const problems: FieldProblem[] = [];
  const sizes = new Map<string, number>();
  for (const entry of entries) {
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).replaceAll("\\", "/");
    if (entry.isSymbolicLink()) {
      const reason =
        "is a symbolic link: content/ holds files only, never links (replace it with the file itself)";
      problems.push({ file, field: "", label: "", reason });
    } else if (entry.isFile() && isTextFile(file)) {
      sizes.set(file, (await lstat(path.join(root, file))).size);
    }
  }
  const shapes = shapesOf(config as unknown as Parameters<typeof shapesOf>[0]);
  for (const { file, reason } of sizeProblems(sizes, shapes)) {
    problems.push({ file, field: "", label: "", reason });
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file));
}

export function problemLine({ file, field, reason }: FieldProblem): string {
  return field === "" ? `${file}: ${reason}` : `${file}: ${field}: ${reason}`;
}

export function touchesEntries(config: AnyConfig, files: readonly string[]): boolean {
  const model = config as Model;
  const folders = [
    ...Object.entries(model.collections ?? {}).map(([name, collection]) =>
      (collection.path ?? `${name}/*/`).replace(/\*.*$/, ""),
    ),
    ...Object.entries(model.singletons ?? {}).map(([name, singleton]) =>
      entryFile(singleton.path ?? `${name}/`, undefined, singleton).replace(/\.[^./]+$/, ""),
    ),
  ].map((folder) => folder.replace(/^\.?\/+/, ""));
  return files.some((file) => folders.some((folder) => file.startsWith(folder)));
}

export async function findProblems(
  root: string,
  config: AnyConfig,
  options: CheckOptions = {},
): Promise<{ problems: FieldProblem[]; checked: number }> {
  const reader = createReader(root, config);
  const model = config as Model;
  const problems: FieldProblem[] = [];
  let checked = 0;
  const touches = (file: string) =>
    options.only === undefined ||
    options.only.some(
      (touched) => touched === file || touched.startsWith(`${file.replace(/\.[^./]+$/, "")}/`),
    );

  const slugs = new Map<string, Set<string>>();
  for (const name of Object.keys(model.collections ?? {})) {
    slugs.set(name, new Set(await reader.collections[name]!.list()));
  }
  // Every entry of the folder, due yet or not, each collection read once; one that cannot be read
  // counts with no fields.
  const read = new Map<string, Promise<{ slug: string; entry: object }[]>>();
  const entriesOf = (name: string) => {
    const entries =
      read.get(name) ??
      Promise.all(
        [...(slugs.get(name) ?? [])].map(async (slug) => ({
          slug,
          entry: ((await reader.collections[name]?.read(slug).catch(() => null)) ?? {}) as object,
        })),
      );
    read.set(name, entries);
    return entries;
  };
  const pages = new Set<string>([...prerenderedPaths, ...(await linkTargets(entriesOf))]);

  const shared = {
    collections: model.collections ?? {},
    root,
    slugs,
    pages,
    moved: await redirectsOf(model, reader),
    now: options.now ?? new Date(),
    originalProblems: options.originalProblems ?? originalFileProblems,
    documentMaxBytes: options.documentMaxBytes ?? defaultDocumentMaxBytes,
    documentProblems: options.documentProblems ?? documentFileProblems,
  };

  for (const [name, singleton] of Object.entries(model.singletons ?? {})) {
    const file = entryFile(singleton.path ?? `${name}/`, undefined, singleton);
    if (!touches(file)) continue;
    const found = await checkEntry(file, singleton, { ...shared, dated: false }, () =>
      reader.singletons[name]!.read({ resolveLinkedFiles: true }),
    );
    if (found === null) {
      // A save never deletes a singleton's file; the build needs every one.
      if (options.only === undefined) {
        const reason = `missing (the "${singleton.label}" singleton must exist)`;
        problems.push({ file, field: "", label: "", reason });
      }
      continue;
    }
    checked++;
    problems.push(...found);
  }

  for (const [name, collection] of Object.entries(model.collections ?? {})) {
    const configured = collection.path ?? `${name}/*/`;
    for (const slug of [...(slugs.get(name) ?? [])].sort()) {
      const file = entryFile(configured, slug, collection);
      if (!touches(file)) continue;
      const context = { ...shared, dated: datedCollections.has(name) };
      const found = await checkEntry(file, collection, context, () =>
        reader.collections[name]!.read(slug, { resolveLinkedFiles: true }),
      );
      if (found === null) continue;
      checked++;
      problems.push(...found);
    }
  }
  return { problems, checked };
}

async function checkEntry(
  file: string,
  shape: Shape,
  shared: Omit<WalkContext, "englishOnly">,
  read: () => Promise<unknown>,
): Promise<FieldProblem[] | null> {
  const problem = (field: string, reason: string): FieldProblem => ({
    file,
    field,
    label: fieldLabel(shape, field),
    reason,
  });
  try {
    return await entryProblems(file, shape, shared, read, problem);
  } catch (error) {
    // Whatever went wrong, the file is named: a stack alone tells no one what to fix.
    return [problem("", `cannot be checked: ${(error as Error).message}`)];
  }
}

async function entryProblems(
  file: string,
  shape: Shape,
  shared: Omit<WalkContext, "englishOnly">,
  read: () => Promise<unknown>,
  problem: (field: string, reason: string) => FieldProblem,
): Promise<FieldProblem[] | null> {
  const reasons = new Map<string, string[]>();
  try {
    if ((await read()) === null) return null;
  } catch (error) {
    const yamlLine = yamlProblem(error, shape);
    if (yamlLine !== undefined) return [problem("", yamlLine)];
    for (const { field, reason } of readerProblems(error)) {
      reasons.set(field, [...(reasons.get(field) ?? []), reason]);
    }
  }
  // The walk reads the file as written: the reader turns an impossible date such as 2025-02-30
  // into another day, and refuses a whole entry for one bad field.
  const { data, body } = await rawData(path.join(shared.root, file), shape);
  // Only entries whose shape has the "English only" box can be ticked so.
  const englishOnly =
    "englishOnly" in shape.schema ? isRecord(data) && data.englishOnly === true : undefined;
  const context: WalkContext = { ...shared, englishOnly };
  const found = walkEntry(shape.schema, data, context);
  if (body !== undefined) found.push(...articleProblems(body, context));
  for (const other of otherTextFiles(file, shape)) {
    const text = await readFile(path.join(shared.root, other.file), "utf8").catch(() => "");
    found.push(...articleProblems({ field: other.field, text, firstLine: 1 }, context));
    if (arabicArticles.has(shape.schema[other.field])) {
      const reason = arabicArticleProblem(body?.text ?? "", text, englishOnly);
      if (reason !== undefined) found.push({ field: other.field, reason });
    }
  }
  const walked = new Map<string, { replaces: boolean; reasons: string[] }>();
  for (const item of found) {
    const more = item.check === undefined ? [item.reason] : await item.check();
    const entry = walked.get(item.field) ?? { replaces: false, reasons: [] };
    entry.replaces ||= item.replaces === true;
    entry.reasons.push(...more);
    walked.set(item.field, entry);
  }
  // The walk's wording wins where both speak of one field (alt text); otherwise the reader's.
  for (const [field, { replaces, reasons: more }] of walked) {
    if (more.length > 0 && (replaces || !reasons.has(field))) reasons.set(field, more);
  }
  return [...reasons].flatMap(([field, list]) => list.map((reason) => problem(field, reason)));
}

async function rawData(
  file: string,
  shape: Shape,
): Promise<{ data: unknown; body?: { field: string; text: string; firstLine: number } }> {
  const text = await readFile(file, "utf8");
  const contentField = mainTextField(shape);
  const split = splitFrontMatter(text);
  const yaml = contentField === undefined ? text : (split?.yaml ?? "");
  let data: unknown;
  try {
    data = parse(yaml);
  } catch {
    data = undefined;
  }
  if (contentField === undefined) return { data };
  const firstLine = split === undefined ? 1 : split.head.split("\n").length;
  return {
    data,
    body: {
      field: contentField,
      text: split === undefined ? text : split.body,
      firstLine,
    },
  };
}

async function redirectsOf(
  model: Model,
  reader: ReturnType<typeof createReader>,
): Promise<Map<string, string>> {
  const moved = new Map<string, string>();
  for (const [name, singleton] of Object.entries(model.singletons ?? {})) {
    const lists = Object.entries(singleton.schema).filter(([, field]) => redirectLists.has(field));
    if (lists.length === 0) continue;
    const data = (await reader.singletons[name]!.read().catch(() => null)) as Record<
      string,
      unknown
    > | null;
    for (const [key] of lists) {
      const list = data?.[key];
      if (!Array.isArray(list)) continue;
      for (const { from, to } of list) {
        if (typeof from === "string" && typeof to === "string" && !moved.has(from)) {
          moved.set(from, to);
        }
      }
    }
  }
  return moved;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
