// The build's content checks: every singleton and collection entry is read with Keystatic's reader
// (which validates it against its schema), then its schema and value are walked together to check
// what the schema cannot: references to other entries, links to pages of this site (in fields and
// in Markdoc text), picture files and their alt text, impossible dates and posts dated far ahead,
// the Arabic of every text (unless the entry is ticked "English only"), the placeholders of the
// interface's messages, and the redirects (each from an address that is no page to a page, in one
// step).
// Each problem becomes one line "<file>: <field>: <reason>", so a marketing person can find and fix
// it; all are listed at once. Fields are recognised by kind and by the registries of
// ./schema/fields.ts, so a new collection needs no new code here.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ComponentSchema, Config } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import Markdoc from "@markdoc/markdoc";
import { parse } from "yaml";
import { type ImageGroup, imageGroupOf, imageGroups, originalFile } from "../../common/images.ts";
import { prerenderedPaths } from "../../common/paths.ts";
import { redirectProblems } from "../../common/redirects.ts";
import { publishAtTime } from "./schedule.ts";
import {
  arabicArticles,
  arabicTextFields,
  linkFields,
  localizedFields,
  messageFields,
  pictureFields,
  pluralFields,
  redirectLists,
} from "./schema/fields.ts";

/** Problems found in one picture original (an absolute file path): too small, unreadable. */
export type OriginalProblems = (file: string) => Promise<string[]> | string[];

export interface CheckOptions {
  /** Checks a picture's original file; by default, that sharp can read it and it is large enough. */
  originalProblems?: OriginalProblems;
  /** "Today", for the future-date guard. */
  now?: Date;
}

export interface CheckResult {
  problems: string[];
  /** Entries read: singletons present plus collection entries. */
  checked: number;
}

// biome-ignore lint/suspicious/noExplicitAny: any content model is checked.
type AnyConfig = Config<any, any>;
/** What the checks read of a content model: labels, paths, formats and schemas. */
interface Model {
  collections?: Record<string, Shape & { label: string; path?: string }>;
  singletons?: Record<string, Shape & { label: string; path?: string }>;
}
type Schema = ComponentSchema;
type FieldPath = (string | number)[];

/** Collections whose date fields are publication dates, which a typo can push years ahead. */
const datedCollections = new Set(["posts"]);
const oneYear = 366 * 24 * 60 * 60 * 1000;

export async function checkContent(
  root: string,
  config: AnyConfig,
  options: CheckOptions = {},
): Promise<CheckResult> {
  const reader = createReader(root, config);
  const model = config as Model;
  const problems: string[] = [];
  let checked = 0;
  const originalProblems = options.originalProblems ?? sharpProblems;
  const now = options.now ?? new Date();

  // Every entry's slugs first: references and links are checked against them.
  const slugs = new Map<string, Set<string>>();
  for (const name of Object.keys(model.collections ?? {})) {
    slugs.set(name, new Set(await reader.collections[name]!.list()));
  }
  const pages = new Set<string>(prerenderedPaths);
  for (const slug of slugs.get("posts") ?? []) pages.add(`/blog/${slug}`);

  const moved = await redirectsOf(model, reader);
  const context: WalkContext = { model, root, slugs, pages, moved, now, originalProblems };

  for (const [name, singleton] of Object.entries(model.singletons ?? {})) {
    const file = entryFile(singleton.path ?? `${name}/`, undefined, singleton);
    const lines = await checkEntry(file, root, singleton, () =>
      reader.singletons[name]!.read({ resolveLinkedFiles: true }),
    );
    if (lines === null) {
      problems.push(`${file}: missing (the "${singleton.label}" singleton must exist)`);
      continue;
    }
    checked++;
    problems.push(...(await lines(context, false)));
  }

  for (const [name, collection] of Object.entries(model.collections ?? {})) {
    const configured = collection.path ?? `${name}/*/`;
    for (const slug of [...(slugs.get(name) ?? [])].sort()) {
      const file = entryFile(configured, slug, collection);
      const lines = await checkEntry(file, root, collection, () =>
        reader.collections[name]!.read(slug, { resolveLinkedFiles: true }),
      );
      if (lines === null) continue;
      checked++;
      problems.push(...(await lines(context, datedCollections.has(name))));
    }
  }
  return { problems, checked };
}

interface WalkContext {
  model: Model;
  root: string;
  slugs: Map<string, Set<string>>;
  pages: Set<string>;
  /** Old address → new one, from the redirect lists: a link to an old address names the new. */
  moved: Map<string, string>;
  now: Date;
  originalProblems: OriginalProblems;
  /** The entry is ticked "English only" (undefined: its shape has no such box). */
  englishOnly?: boolean | undefined;
}

interface Shape {
  // biome-ignore lint/suspicious/noExplicitAny: Keystatic's own shape types are generic per entry.
  schema: Record<string, any>;
  format?: unknown;
}

/**
 * Reads one entry. Null when its file does not exist; otherwise a function that lists its problems:
 * the reader's own, then the walk's.
 */
async function checkEntry(
  file: string,
  root: string,
  shape: Shape,
  read: () => Promise<unknown>,
): Promise<((context: WalkContext, dated: boolean) => Promise<string[]>) | null> {
  const reasons = new Map<string, string[]>();
  try {
    if ((await read()) === null) return null;
  } catch (error) {
    const yamlLine = yamlProblem(error, shape);
    if (yamlLine !== undefined) return async () => [`${file}: ${yamlLine}`];
    for (const { field, reason } of readerProblems(error)) {
      reasons.set(field, [...(reasons.get(field) ?? []), reason]);
    }
  }
  // The walk reads the file as written: the reader turns an impossible date such as 2025-02-30
  // into another day, and refuses a whole entry for one bad field.
  const { data, body } = await rawData(path.join(root, file), shape);
  const others = await otherTexts(path.join(root, file), shape);
  return async (shared, dated) => {
    const found: Problem[] = [];
    // Only entries whose shape has the "English only" box can be ticked so.
    const englishOnly =
      "englishOnly" in shape.schema ? isRecord(data) && data.englishOnly === true : undefined;
    const context = { ...shared, englishOnly };
    walk({ kind: "object", fields: shape.schema } as Schema, data, [], context, dated, found);
    if (body !== undefined) found.push(...bodyProblems(body, context));
    for (const other of others) {
      found.push(...bodyProblems(other, context));
      const english = body?.text.trim() ?? "";
      if (other.arabic && other.text.trim() === "" && english !== "" && !context.englishOnly) {
        found.push({ field: other.field, reason: noArabic(context) });
      }
    }
    const walked = new Map<string, { replaces: boolean; reasons: string[] }>();
    for (const problem of found) {
      const more = problem.check === undefined ? [problem.reason] : await problem.check();
      const entry = walked.get(problem.field) ?? { replaces: false, reasons: [] };
      entry.replaces ||= problem.replaces === true;
      entry.reasons.push(...more);
      walked.set(problem.field, entry);
    }
    // The walk's wording wins where both speak of one field (alt text); otherwise the reader's.
    for (const [field, { replaces, reasons: more }] of walked) {
      if (more.length > 0 && (replaces || !reasons.has(field))) reasons.set(field, more);
    }
    return [...reasons].flatMap(([field, list]) =>
      list.map((reason) => (field === "" ? `${file}: ${reason}` : `${file}: ${field}: ${reason}`)),
    );
  };
}

/** The entry's file, as Keystatic names it (see its getCollectionItemPath/getEntryDataFilepath). */
export function entryFile(configured: string, slug: string | undefined, shape: Shape): string {
  const fix = (p: string) => p.replace(/^\.?\/+/, "").replace(/\/*$/, "");
  const base =
    slug === undefined
      ? fix(configured)
      : `${fix(configured.replace(/\*\*?.*$/, ""))}/${slug}${suffix(configured)}`;
  const index = configured.endsWith("/") ? "/index" : "";
  return `${base}${index}${extension(shape)}`;

  function suffix(p: string) {
    const rest = fix(p.replace(/^[^*]+\*\*?/, ""));
    return rest ? `/${rest}` : "";
  }
}

function extension(shape: Shape): string {
  const format = shape.format;
  if (format === undefined || typeof format === "string") return `.${format ?? "yaml"}`;
  const { contentField, data = "yaml" } = format as { contentField?: string; data?: string };
  if (contentField === undefined) return `.${data}`;
  return (shape.schema[contentField] as { contentExtension?: string }).contentExtension ?? ".mdoc";
}

/** Entries with a content field keep their data as front matter above the text. */
function hasFrontMatter(shape: Shape): boolean {
  const format = shape.format;
  return typeof format === "object" && format !== null && "contentField" in format;
}

/** "line 3: bad indentation of a mapping entry" for a YAML syntax error, else undefined. */
function yamlProblem(error: unknown, shape: Shape): string | undefined {
  if (!(error instanceof Error) || error.name !== "YAMLException") return undefined;
  const { mark, reason } = error as Error & { mark?: { line: number }; reason?: string };
  // Front matter starts after the opening "---" line.
  const offset = hasFrontMatter(shape) ? 1 : 0;
  const line = mark === undefined ? "" : `line ${mark.line + 1 + offset}: `;
  return `${line}${reason ?? error.message} (the file is not valid YAML)`;
}

/** The reader's "Invalid data for …:" message, one problem per line. */
function readerProblems(error: unknown): { field: string; reason: string }[] {
  const message = error instanceof Error ? error.message : String(error);
  const [first, ...lines] = message.split("\n");
  if (!first?.startsWith("Invalid data for ")) return [{ field: "", reason: message }];
  return lines.map((line) => {
    const match = /^([^\s:]*): (.*)$/.exec(line);
    return match ? { field: match[1]!, reason: match[2]! } : { field: "", reason: line };
  });
}

/** The entry's file as written: its YAML data and, after the front matter, its text. */
async function rawData(
  file: string,
  shape: Shape,
): Promise<{ data: unknown; body?: { field: string; text: string; firstLine: number } }> {
  const text = await readFile(file, "utf8");
  const contentField = hasFrontMatter(shape)
    ? [(shape.format as { contentField: string | string[] }).contentField].flat().join(".")
    : undefined;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  const yaml = contentField === undefined ? text : (match?.[1] ?? "");
  let data: unknown;
  try {
    data = parse(yaml);
  } catch {
    data = undefined;
  }
  if (contentField === undefined) return { data };
  const firstLine = match === null ? 1 : match[0].split("\n").length;
  return {
    data,
    body: {
      field: contentField,
      text: match === null ? text : text.slice(match[0].length),
      firstLine,
    },
  };
}

/**
 * The entry's Markdoc texts besides its main one: Keystatic keeps each in a file of its own next to
 * the entry's (content/posts/<address>/bodyAr.mdoc). Empty text when the file is not there.
 */
async function otherTexts(
  file: string,
  shape: Shape,
): Promise<{ field: string; text: string; firstLine: number; arabic: boolean }[]> {
  if (!hasFrontMatter(shape)) return [];
  const main = [(shape.format as { contentField: string | string[] }).contentField].flat()[0];
  const directory = file.replace(/\.[^./\\]+$/, "");
  const texts = [];
  for (const [key, field] of Object.entries(shape.schema)) {
    if (key === main || field?.kind !== "form" || field.formKind !== "content") continue;
    const extension = (field as { contentExtension?: string }).contentExtension ?? ".mdoc";
    const text = await readFile(path.join(directory, `${key}${extension}`), "utf8").catch(() => "");
    texts.push({ field: key, text, firstLine: 1, arabic: arabicArticles.has(field) });
  }
  return texts;
}

/** Why an Arabic text is needed, in the words of the entry's editor. */
function noArabic(context: WalkContext): string {
  return context.englishOnly === undefined
    ? "no Arabic text"
    : 'no Arabic text (write it, or tick "English only" if the entry has none)';
}

/** Links and pictures in a Markdoc text: "body: line 12: "/servces" is not a page of this site". */
function bodyProblems(
  body: { field: string; text: string; firstLine: number },
  context: WalkContext,
): Problem[] {
  const problems: Problem[] = [];
  for (const node of Markdoc.parse(body.text).walk()) {
    const line = `line ${body.firstLine + (node.lines[0] ?? 0)}`;
    if (node.type === "link" && typeof node.attributes.href === "string") {
      const reason = linkProblem(node.attributes.href, context.pages, context.moved);
      if (reason !== undefined) problems.push({ field: body.field, reason: `${line}: ${reason}` });
    }
    if (node.type === "image" && typeof node.attributes.src === "string") {
      const src: string = node.attributes.src;
      if (src.startsWith("/") && !existsSync(path.join(context.root, originalFile(src)))) {
        problems.push({
          field: body.field,
          reason: `${line}: picture "${src}" does not exist (no file ${originalFile(src)})`,
        });
      }
    }
  }
  return problems;
}

interface Problem {
  field: string;
  reason: string;
  /** The walk's wording replaces the reader's for this field. */
  replaces?: boolean;
  /** A slower check (a picture's file), run after the walk; its reasons replace `reason`. */
  check?: () => Promise<string[]>;
}

function walk(
  schema: Schema,
  value: unknown,
  at: FieldPath,
  context: WalkContext,
  dated: boolean,
  found: Problem[],
): void {
  const field = at.join(".");
  switch (schema.kind) {
    case "object": {
      const group = pictureFields.get(schema);
      if (group !== undefined) checkPicture(value, at, group, context, found);
      if (!isRecord(value)) return;
      checkLanguages(schema, value, at, context, found);
      for (const [key, inner] of Object.entries(schema.fields)) {
        walk(inner, value[key], [...at, key], context, dated, found);
      }
      return;
    }
    case "array":
      if (Array.isArray(value) && redirectLists.has(schema)) {
        const list = value.map((item) => (isRecord(item) ? item : {}));
        for (const { index, side, reason } of redirectProblems(list, context.pages)) {
          found.push({ field: [...at, index, side].join("."), reason });
        }
      }
      if (Array.isArray(value)) {
        value.forEach((item, i) => {
          walk(schema.element, item, [...at, i], context, dated, found);
        });
      }
      return;
    case "conditional": {
      if (!isRecord(value)) return;
      const inner = schema.values[String(value.discriminant)];
      if (inner !== undefined) walk(inner, value.value, [...at, "value"], context, dated, found);
      return;
    }
    case "child":
      return;
    case "form": {
      if (Array.isArray(value)) {
        // A list of references (fields.multiRelationship).
        const target = relationshipCollection(schema, context.model);
        if (target === undefined) return;
        value.forEach((item, i) => {
          walk(schema, item, [...at, i], context, dated, found);
        });
        return;
      }
      if (arabicTextFields.has(schema)) {
        const written = typeof value === "string" && value.trim() !== "";
        if (!written && !context.englishOnly) found.push({ field, reason: noArabic(context) });
        return;
      }
      if (typeof value !== "string" || value === "") return;
      if (linkFields.has(schema)) {
        const reason = linkProblem(value, context.pages, context.moved);
        if (reason !== undefined) found.push({ field, reason });
        return;
      }
      const target = relationshipCollection(schema, context.model);
      if (target !== undefined) {
        if (!context.slugs.get(target)?.has(value)) {
          found.push({ field, reason: `"${value}" is not ${entryNoun(target, context.model)}` });
        }
        return;
      }
      if (/^\d{4}-\d{2}-\d{2}$/.test(value) && isDateField(schema)) {
        const reason = dateProblem(value, dated ? context.now : undefined);
        if (reason !== undefined) found.push({ field, reason });
      }
      // A "Publish at" time: a real one, and not years ahead (the entry would never show).
      if (isDateTimeField(schema)) {
        const reason = dateTimeProblem(value, context.now);
        if (reason !== undefined) found.push({ field, reason });
      }
      return;
    }
  }
}

/** The Arabic beside each English text, and the placeholders of the interface's messages. */
function checkLanguages(
  schema: Schema,
  value: Record<string, unknown>,
  at: FieldPath,
  context: WalkContext,
  found: Problem[],
): void {
  const placeholders = messageFields.get(schema);
  const plural = pluralFields.get(schema);
  const texts: [FieldPath, unknown][] = [];
  if (localizedFields.has(schema)) {
    texts.push([[...at, "en"], value.en], [[...at, "ar"], value.ar]);
    const english = typeof value.en === "string" && value.en.trim() !== "";
    const arabic = typeof value.ar === "string" && value.ar.trim() !== "";
    if (english && !arabic && !context.englishOnly) {
      found.push({ field: [...at, "ar"].join("."), reason: noArabic(context) });
    }
  }
  if (plural !== undefined) {
    for (const language of ["en", "ar"]) {
      const forms = value[language];
      if (!isRecord(forms)) continue;
      for (const [form, words] of Object.entries(forms))
        texts.push([[...at, language, form], words]);
    }
    const arabic = isRecord(value.ar) ? value.ar : {};
    for (const [form, words] of Object.entries(arabic)) {
      if ((typeof words !== "string" || words.trim() === "") && !context.englishOnly) {
        found.push({ field: [...at, "ar", form].join("."), reason: noArabic(context) });
      }
    }
  }
  const allowed = plural === undefined ? placeholders : [plural];
  if (allowed === undefined) return;
  for (const [where, words] of texts) {
    if (typeof words !== "string") continue;
    const reason = placeholderProblem(words, allowed);
    if (reason !== undefined) found.push({ field: where.join("."), reason });
  }
}

/** Why a message's "{…}" cannot be filled in, or undefined when they all can. */
export function placeholderProblem(words: string, allowed: readonly string[]): string | undefined {
  const list = allowed.map((name) => `{${name}}`).join(" and ");
  for (const [, name] of words.matchAll(/\{([^{}]*)\}/g)) {
    if (!allowed.includes(name ?? "")) {
      return `"{${name}}" is not something this text can show (it can use ${list})`;
    }
  }
  if (/[{}]/.test(words.replace(/\{([^{}]*)\}/g, ""))) {
    return `a "{" or "}" without its pair (write placeholders as ${list})`;
  }
  return undefined;
}

function checkPicture(
  value: unknown,
  at: FieldPath,
  group: ImageGroup,
  context: WalkContext,
  found: Problem[],
): void {
  if (!isRecord(value)) return;
  const alt = isRecord(value.alt) ? value.alt.en : undefined;
  if (typeof alt !== "string" || alt.trim() === "") {
    found.push({
      field: [...at, "alt", "en"].join("."),
      reason: "a picture needs a description (alt text)",
      replaces: true,
    });
  }
  const src = value.src;
  if (typeof src !== "string" || src === "") return;
  const field = [...at, "src"].join(".");
  if (imageGroupOf(src) !== group) {
    found.push({
      field,
      reason: `"${src}" is not a picture under /images/${group}/ (upload it again in the editor)`,
    });
    return;
  }
  const file = originalFile(src);
  const absolute = path.join(context.root, file);
  if (!existsSync(absolute)) {
    found.push({ field, reason: `"${src}" does not exist (no file ${file})` });
    return;
  }
  found.push({
    field,
    reason: "",
    check: async () =>
      (await context.originalProblems(absolute)).map((reason) => `"${src}": ${reason}`),
  });
}

/** Why a link's target is wrong, or undefined when it is fine. */
export function linkProblem(
  to: string,
  pages: Set<string>,
  moved = new Map<string, string>(),
): string | undefined {
  if (to.startsWith("/")) {
    const page = to.replace(/[?#].*$/, "");
    const normalised = page.length > 1 ? page.replace(/\/$/, "") : page;
    if (pages.has(normalised)) return undefined;
    const next = moved.get(normalised);
    return next === undefined
      ? `"${to}" is not a page of this site`
      : `"${to}" has moved to "${next}" (link to the new address)`;
  }
  if (/^(https:\/\/\S+|mailto:\S+|tel:[+\d\s]+)$/.test(to)) return undefined;
  return `"${to}" must start with "/" (a page of this site) or with https://`;
}

/** Every redirect of the singletons' redirect lists (an unreadable list is reported by its walk). */
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

/**
 * The collection a relationship field points to. Keystatic keeps it only in the field's editor
 * input, so the input's element (created, not rendered) is asked for it.
 */
function relationshipCollection(schema: Schema, model: Model): string | undefined {
  if (schema.kind !== "form" || schema.formKind !== undefined) return undefined;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the input's props are not part of its type.
    const element = (schema.Input as (props: any) => { props?: { collection?: unknown } })({});
    const collection = element?.props?.collection;
    return typeof collection === "string" && Object.hasOwn(model.collections ?? {}, collection)
      ? collection
      : undefined;
  } catch {
    return undefined;
  }
}

/** The reader checks a date's form only: 2025-02-30 passes it. */
function dateProblem(value: string, now: Date | undefined): string | undefined {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    return `"${value}" is not a date in the calendar (write it as year-month-day, e.g. 2025-03-14)`;
  }
  if (now !== undefined && time - now.getTime() > oneYear) {
    return `"${value}" is more than a year from now (a typo in the year?)`;
  }
  return undefined;
}

/** A time as the editor writes it (in UTC): a real day and time of day. */
function dateTimeProblem(value: string, now: Date): string | undefined {
  const [, day = "", hours = "99", minutes = "99"] =
    /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value) ?? [];
  const time = publishAtTime(value);
  if (
    time === undefined ||
    dateProblem(day, undefined) !== undefined ||
    Number(hours) > 23 ||
    Number(minutes) > 59
  ) {
    return `"${value}" is not a time (pick a day and a time of day, e.g. 2025-03-14 09:30)`;
  }
  if (time.getTime() - now.getTime() > oneYear) {
    return `"${value}" is more than a year from now (a typo in the year?)`;
  }
  return undefined;
}

/** A date-and-time field turns a YAML time into "YYYY-MM-DDTHH:mm"; no other field kind does. */
function isDateTimeField(schema: Schema): boolean {
  if (schema.kind !== "form" || schema.formKind !== undefined) return false;
  try {
    const parsed = (schema.parse as (v: unknown) => unknown)(new Date(Date.UTC(2000, 0, 2, 3, 4)));
    return parsed === "2000-01-02T03:04";
  } catch {
    return false;
  }
}

/** A date field turns a YAML date into "YYYY-MM-DD"; no other field kind does. */
function isDateField(schema: Schema): boolean {
  if (schema.kind !== "form" || schema.formKind !== undefined) return false;
  try {
    return (
      (schema.parse as (v: unknown) => unknown)(new Date(Date.UTC(2000, 0, 2))) === "2000-01-02"
    );
  } catch {
    return false;
  }
}

/** "an office", "a team member": the target collection's label, singular. */
function entryNoun(collection: string, model: Model): string {
  const label = model.collections?.[collection]?.label ?? collection;
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  const singular = lower.endsWith("ies")
    ? `${lower.slice(0, -3)}y`
    : lower.endsWith("s") && !lower.endsWith("ss")
      ? lower.slice(0, -1)
      : lower;
  return `${/^[aeiou]/i.test(singular) ? "an" : "a"} ${singular}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The images work's check of an original (scripts/content-images.ts) when it is there; otherwise
 * a minimal one: sharp must read the file, and a photo must be at least its group's size.
 */
export async function sharpProblems(file: string): Promise<string[]> {
  const { default: sharp } = await import("sharp");
  let metadata: { width?: number; height?: number; format?: string };
  try {
    metadata = await sharp(file).metadata();
  } catch {
    return ["cannot be read as a picture (upload it again as JPEG, PNG, WebP or SVG)"];
  }
  // Drawings scale to any size.
  if (metadata.format === "svg") return [];
  const src = /[/\\]content([/\\]images[/\\].*)$/.exec(file)?.[1]?.replaceAll("\\", "/");
  const group = src === undefined ? undefined : imageGroupOf(src);
  if (group === undefined) return [];
  const spec = imageGroups[group];
  // Smaller than the smallest size the site shows it at would be blurred everywhere.
  const least = {
    width: spec.widths[0],
    height: Math.round((spec.widths[0] * spec.height) / spec.width),
  };
  const { width = 0, height = 0 } = metadata;
  if (width < least.width || height < least.height) {
    return [
      `is ${width} × ${height} pixels, too small (at least ${least.width} × ${least.height}; ${spec.width} × ${spec.height} looks sharp everywhere)`,
    ];
  }
  return [];
}
