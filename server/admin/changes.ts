import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { parse } from "yaml";
import { splitFrontMatter } from "../../app/cms/front-matter.ts";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
import { pageOf } from "./affected-pages.ts";
import type { ReleaseRecord } from "./store.ts";
import { contentDir, type Workspace } from "./workspace.ts";

const run = promisify(execFile);

/** The site's content model, as the editor has it: what names entries and their fields. */
export const contentModel = contentConfig as unknown as ContentModel;

export type FileStatus = "added" | "changed" | "removed";

export interface FileChange {
  path: string;
  status: FileStatus;
  before?: string;
  after?: string;
}

export interface Change {
  text: string;
  editorPath?: string;
  page: string;
  /**
   * The entry (as `entryOf` names it), or the file for a picture: what "Discard changes" undoes;
   * for a renamed post, both its old and new names.
   */
  entry?: string | string[];
  /** The words of each changed text field, before and after, in each language it has. */
  words?: WordsChange[];
}

/** A change as Changes lists it, with what its line says in words. */
export interface EntryChange extends Change {
  /** The entry's name, as the line starts with it: "Blog posts 'A title'", "Picture images/a.png". */
  name: string;
  /** Added, changed or removed since the live release; a post renamed since, "renamed". */
  state: FileStatus | "renamed";
}

export interface WordsChange {
  /** The field's label, and the language for a field in both ("Heading (Arabic)"). */
  field: string;
  before: string;
  after: string;
}

const languageNames: Record<string, string> = { en: "English", ar: "Arabic" };

/** A field's words on both sides, when it holds text (or text per language); none otherwise. */
function wordsOf(label: string, before: unknown, after: unknown): WordsChange[] {
  const text = (value: unknown) =>
    value === undefined || value === null ? "" : typeof value === "string" ? value : undefined;
  const plain = [text(before), text(after)];
  if (plain[0] !== undefined && plain[1] !== undefined) {
    return [{ field: label, before: plain[0], after: plain[1] }];
  }
  const perLanguage = (value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : value === undefined || value === null
        ? {}
        : undefined;
  const [old, next] = [perLanguage(before), perLanguage(after)];
  if (!old || !next) return [];
  const languages = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  if (!languages.every((language) => language in languageNames)) return [];
  const words: WordsChange[] = [];
  for (const language of languages) {
    const [a, b] = [text(old[language]), text(next[language])];
    if (a === undefined || b === undefined) return [];
    if (a !== b)
      words.push({ field: `${label} (${languageNames[language]})`, before: a, after: b });
  }
  return words;
}

interface Area {
  kind: "collection" | "singleton";
  key: string;
  label: string;
  base: string;
  slugField?: string;
  schema: Schema;
}

type Schema = Record<string, { label?: string; formKind?: string }>;

export interface ContentModel {
  collections?: Record<
    string,
    { label: string; path?: string; slugField?: string; schema: Schema }
  >;
  singletons?: Record<string, { label: string; path?: string; schema: Schema }>;
}

function areasOf(config: ContentModel): Area[] {
  const areas: Area[] = [];
  for (const [key, collection] of Object.entries(config.collections ?? {})) {
    areas.push({
      kind: "collection",
      key,
      label: collection.label,
      base: String(collection.path ?? "").replace(/\/\*+$/, ""),
      slugField: collection.slugField,
      schema: collection.schema,
    });
  }
  for (const [key, singleton] of Object.entries(config.singletons ?? {})) {
    areas.push({
      kind: "singleton",
      key,
      label: singleton.label,
      base: String(singleton.path ?? ""),
      schema: singleton.schema,
    });
  }
  return areas;
}

function read(text: string | undefined, path: string): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    if (path.endsWith(".mdoc")) {
      const split = splitFrontMatter(text);
      const data = (split ? parse(split.yaml) : {}) ?? {};
      return { ...data, "\0body": split ? split.body : text };
    }
    return (parse(text) as Record<string, unknown>) ?? {};
  } catch {
    return {};
  }
}

function slugFieldText(data: Record<string, unknown> | undefined, slugField: string | undefined) {
  const value = slugField ? data?.[slugField] : undefined;
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as { en?: unknown }).en === "string") {
    return (value as { en: string }).en;
  }
  return undefined;
}

function locate(areas: Area[], path: string) {
  const area = areas.find(
    (candidate) => path.startsWith(`${candidate.base}/`) || path.startsWith(`${candidate.base}.`),
  );
  if (!area) return undefined;
  const rest = path.slice(area.base.length).replace(/^[/.]/, "");
  // A collection entry's own file is <slug>.<ext>; a file under <slug>/ is one of its fields.
  const [first = "", ...inner] = rest.split("/");
  const slug = area.kind === "collection" ? first.replace(/\.(yaml|yml|mdoc)$/, "") : undefined;
  return { area, rest, inner, slug };
}

function sortedAreas(config: ContentModel) {
  return areasOf(config).sort((a, b) => b.base.length - a.base.length);
}

function editorPathOf(area: Area, slug: string | undefined) {
  return area.kind === "collection"
    ? `/keystatic/collection/${area.key}/item/${slug}`
    : `/keystatic/singleton/${area.key}`;
}

export function editorPathOfFile(config: ContentModel, path: string): string | undefined {
  const found = locate(sortedAreas(config), path);
  return found && editorPathOf(found.area, found.slug);
}

/**
 * How Changes names the entry a file belongs to, from its path alone: "Blog posts
 * 'supply-chain-esg'", "Home page"; a picture or another file by its name under content/.
 */
export function entryLabelOfFile(config: ContentModel, path: string): string {
  const found = locate(sortedAreas(config), path);
  if (!found) {
    const name = path.replace(/^content\//, "");
    return `${name.startsWith("images/") ? "Picture" : "File"} ${name}`;
  }
  return found.area.kind === "collection"
    ? `${found.area.label} '${found.slug ?? ""}'`
    : found.area.label;
}

/**
 * As the lines of Changes name the entry a file belongs to, given that file's text: a list's entry
 * by its name field ("Blog posts 'A title'") when the text is the entry's own file, by its slug
 * otherwise; the rest as entryLabelOfFile names them.
 */
export function entryNameOfFile(config: ContentModel, path: string, text?: string): string {
  const found = locate(sortedAreas(config), path);
  if (found?.area.kind !== "collection" || found.inner.length > 0) {
    return entryLabelOfFile(config, path);
  }
  const name = slugFieldText(read(text, path), found.area.slugField);
  return `${found.area.label} '${name ?? found.slug ?? ""}'`;
}

/**
 * A post renamed since the live release is one change, not an entry removed and another added: its
 * new address, and the redirect the publish makes from the old one (server/admin/redirects.ts).
 */
export function withRenamedPosts<T extends Change>(
  changes: T[],
  renamed: ReadonlyMap<string, string>,
  postPath: (slug: string) => string,
): T[] {
  const lines = [...changes];
  for (const [from, to] of renamed) {
    const removed = lines.findIndex((change) => change.entry === `posts/${from}`);
    const added = lines.findIndex((change) => change.entry === `posts/${to}`);
    if (removed === -1 || added === -1) continue;
    const line = lines[added]!;
    const name = line.text.replace(/ added$/, "");
    lines[added] = {
      ...line,
      ...("state" in line ? { state: "renamed" } : {}),
      text: `${name} renamed: its address becomes ${postPath(to)}, and ${postPath(from)} will lead there`,
      entry: [`posts/${from}`, `posts/${to}`],
    };
    lines.splice(removed, 1);
  }
  return lines;
}

export interface ProblemLine {
  text: string;
  editorPath?: string;
}

export function problemsOf(config: ContentModel, lines: string[]): ProblemLine[] {
  return lines.map((text) => {
    const file = /^(content\/\S+?): /.exec(text)?.[1];
    return { text, editorPath: file ? editorPathOfFile(config, file) : undefined };
  });
}

/**
 * One key per entry, whichever of its files changed (its data, its Arabic article): the entry's
 * list and slug, or the file itself for a picture or a file outside the model.
 */
export function entryOf(config: ContentModel, path: string): string {
  const found = locate(sortedAreas(config), path);
  return found ? `${found.area.key}/${found.slug ?? ""}` : path;
}

const textual = (path: string) => /\.(ya?ml|mdoc|md|json)$/.test(path);

/**
 * The content files that differ from commit `from` to commit `to`, each with its text on both
 * sides when it is text (pictures are named, not read): what describeChanges describes.
 */
export async function fileChanges(
  workspace: Pick<Workspace, "dir" | "textAt">,
  from: string,
  to: string,
): Promise<FileChange[]> {
  const { stdout } = await run(
    "git",
    [
      "-C",
      workspace.dir,
      "-c",
      "core.quotePath=off",
      "diff",
      "--name-status",
      "--no-renames",
      from,
      to,
      "--",
      contentDir,
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GIT_LITERAL_PATHSPECS: "1" } },
  );
  const files = stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [code = "", path = ""] = line.split("\t");
      const status: FileStatus = code === "A" ? "added" : code === "D" ? "removed" : "changed";
      return { path, status };
    });
  return Promise.all(
    files.map(async (file) => ({
      ...file,
      before: textual(file.path) ? await workspace.textAt(from, file.path) : undefined,
      after: textual(file.path) ? await workspace.textAt(to, file.path) : undefined,
    })),
  );
}

export function describeChanges(config: ContentModel, files: FileChange[]): Change[] {
  return describeEntries(config, files).map(({ name: _name, state: _state, ...change }) => change);
}

/** describeChanges, each line with its entry's name and state. */
export function describeEntries(config: ContentModel, files: FileChange[]): EntryChange[] {
  const areas = sortedAreas(config);
  // Several files of one entry (its data, its Arabic article) make one line.
  const entries = new Map<
    string,
    {
      area: Area;
      slug?: string;
      status: FileStatus;
      fields: Set<string>;
      name?: string;
      words: WordsChange[];
      /** The entry's fields as saved: whether it has a page of its own (affected-pages.ts). */
      data?: Record<string, unknown>;
    }
  >();
  const pictures: EntryChange[] = [];

  for (const file of files) {
    const found = locate(areas, file.path);
    if (!found) {
      const name = file.path.slice(contentDir.length + 1);
      const who = `${name.startsWith("images/") ? "Picture" : "File"} ${name}`;
      pictures.push({
        text: `${who} ${file.status}`,
        page: pageOf(undefined),
        entry: file.path,
        name: who,
        state: file.status,
      });
      continue;
    }
    const { area, rest, inner, slug } = found;
    const isMainFile = area.kind === "collection" ? inner.length === 0 : !rest.includes("/");
    const key = `${area.key}/${slug ?? ""}`;
    const entry = entries.get(key) ?? {
      area,
      slug,
      status: "changed" as FileStatus,
      fields: new Set(),
      words: [],
    };
    entries.set(key, entry);
    const fieldFile = (isMainFile ? "" : (inner.at(-1) ?? rest.split("/").at(-1) ?? "")).replace(
      /\.\w+$/,
      "",
    );
    if (!isMainFile) {
      entry.fields.add(area.schema[fieldFile]?.label ?? fieldFile);
      continue;
    }
    entry.status = file.status;
    const before = read(file.before, file.path);
    const after = read(file.after, file.path);
    entry.name = slugFieldText(after ?? before, area.slugField);
    entry.data = after;
    if (file.status !== "changed") continue;
    const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
    for (const field of keys) {
      if (JSON.stringify(before?.[field]) === JSON.stringify(after?.[field])) continue;
      const schemaKey =
        field === "\0body"
          ? (Object.entries(area.schema).find(([, value]) => value.formKind === "content")?.[0] ??
            "body")
          : field;
      const label = area.schema[schemaKey]?.label ?? schemaKey;
      entry.fields.add(label);
      if (field !== "\0body") entry.words.push(...wordsOf(label, before?.[field], after?.[field]));
    }
  }

  const lines: EntryChange[] = [];
  for (const [entry, { area, slug, status, fields, name, words, data }] of entries) {
    const who = area.kind === "collection" ? `${area.label} '${name ?? slug}'` : area.label;
    const editorPath = status === "removed" ? undefined : editorPathOf(area, slug);
    const text =
      status === "changed"
        ? `${who}: ${[...fields].join(", ") || "changed"}${fields.size > 0 ? " changed" : ""}`
        : `${who} ${status}`;
    lines.push({
      text,
      editorPath,
      page: pageOf(area.key, status === "removed" ? undefined : slug, data),
      entry,
      name: who,
      state: status,
      ...(words.length > 0 ? { words } : {}),
    });
  }
  return [...lines.sort((a, b) => a.text.localeCompare(b.text)), ...pictures];
}

/** Entries a rollback took off the live site that the workspace still holds changed. */
export interface RolledBack {
  /** The newest release whose content the live one lacks: the one rolled back from. */
  release: ReleaseRecord;
  /** When and by whom, from the audit log's last "rolled back" (gone once the log is purged). */
  at?: Date;
  by?: string;
  /** Those entries as Changes describes them, from the live release to the workspace. */
  changes: Change[];
}

const formatTime = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;

export function rolledBackMessage({ at, by }: Pick<RolledBack, "at" | "by">) {
  const when = at ? ` on ${formatTime(at)}` : "";
  const who = by ? ` by ${by}` : "";
  return `These changes were rolled back${when}${who} and would go live again:`;
}
