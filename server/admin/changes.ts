import { parse } from "yaml";
import { splitFrontMatter } from "../../app/cms/front-matter.ts";
import { pageOf } from "./affected-pages.ts";
import { contentDir } from "./workspace.ts";

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

export function describeChanges(config: ContentModel, files: FileChange[]): Change[] {
  const areas = sortedAreas(config);
  // Several files of one entry (its data, its Arabic article) make one line.
  const entries = new Map<
    string,
    { area: Area; slug?: string; status: FileStatus; fields: Set<string>; name?: string }
  >();
  const pictures: Change[] = [];

  for (const file of files) {
    const found = locate(areas, file.path);
    if (!found) {
      const name = file.path.slice(contentDir.length + 1);
      pictures.push({
        text: `${name.startsWith("images/") ? "Picture" : "File"} ${name} ${file.status}`,
        page: pageOf(undefined),
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
    if (file.status !== "changed") continue;
    const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
    for (const field of keys) {
      if (JSON.stringify(before?.[field]) === JSON.stringify(after?.[field])) continue;
      const schemaKey =
        field === "\0body"
          ? (Object.entries(area.schema).find(([, value]) => value.formKind === "content")?.[0] ??
            "body")
          : field;
      entry.fields.add(area.schema[schemaKey]?.label ?? schemaKey);
    }
  }

  const lines: Change[] = [];
  for (const { area, slug, status, fields, name } of entries.values()) {
    const who = area.kind === "collection" ? `${area.label} '${name ?? slug}'` : area.label;
    const editorPath = status === "removed" ? undefined : editorPathOf(area, slug);
    const text =
      status === "changed"
        ? `${who}: ${[...fields].join(", ") || "changed"}${fields.size > 0 ? " changed" : ""}`
        : `${who} ${status}`;
    lines.push({
      text,
      editorPath,
      page: pageOf(area.key, status === "removed" ? undefined : slug),
    });
  }
  return [...lines.sort((a, b) => a.text.localeCompare(b.text)), ...pictures];
}
