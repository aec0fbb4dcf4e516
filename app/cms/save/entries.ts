import { readdir } from "node:fs/promises";
import { extname, join } from "node:path";
import type { ComponentSchema } from "@keystatic/core";
import { parse } from "yaml";
import { isRecord, walkFields } from "../check/schema-walk.ts";
import { contentConfig } from "../keystatic.config.ts";
import { pictureFields } from "../schema/fields.ts";
import type { Save } from "./step.ts";

type Schema = ComponentSchema;

export interface Shape {
  kind: "collection" | "singleton";
  key: string;
  label: string;
  schema: Record<string, Schema>;
  slugField?: string;
  base: string;
  extension: string;
}

interface ModelShape {
  label: string;
  path?: string;
  slugField?: string;
  schema: Record<string, Schema>;
  format?: unknown;
}
interface Model {
  collections?: Record<string, ModelShape>;
  singletons?: Record<string, ModelShape>;
}

export function shapesOf(model: Model = contentConfig as unknown as Model): Shape[] {
  const shapes: Shape[] = [];
  for (const kind of ["collection", "singleton"] as const) {
    const group = kind === "collection" ? model.collections : model.singletons;
    for (const [key, shape] of Object.entries(group ?? {})) {
      const path = shape.path ?? (kind === "collection" ? `${key}/*` : key);
      const format = shape.format as { contentField?: string } | undefined;
      shapes.push({
        kind,
        key,
        label: shape.label,
        schema: shape.schema,
        slugField: shape.slugField,
        base: kind === "collection" ? path.replace(/\*+\/?$/, "") : path,
        extension: format?.contentField ? ".mdoc" : ".yaml",
      });
    }
  }
  return shapes;
}

export interface EntryFile {
  shape: Shape;
  slug?: string;
  path: string;
}

export function entryOfFile(path: string, shapes: Shape[] = shapesOf()): EntryFile | undefined {
  for (const shape of shapes) {
    if (shape.kind === "singleton") {
      if (path === `${shape.base}${shape.extension}`) return { shape, path };
      continue;
    }
    if (!path.startsWith(shape.base) || !path.endsWith(shape.extension)) continue;
    const slug = path.slice(shape.base.length, -shape.extension.length);
    if (/^[^/]+$/.test(slug)) return { shape, slug, path };
  }
  return undefined;
}

export async function entryFiles(root: string, shape: Shape): Promise<string[]> {
  const names = await readdir(join(root, shape.base)).catch(() => []);
  return names
    .filter((name) => name.endsWith(shape.extension) && !name.startsWith("."))
    .sort()
    .map((name) => `${shape.base}${name}`);
}

export function entryValues(contents: Buffer | string, extension: string): Record<string, unknown> {
  let text = contents.toString();
  if (extension === ".mdoc") {
    const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
    text = match?.[1] ?? "";
  }
  try {
    const value = parse(text);
    return typeof value === "object" && value !== null ? value : {};
  } catch {
    return {};
  }
}

export function entryName(entry: EntryFile, values: Record<string, unknown>): string {
  if (entry.shape.kind === "singleton") return entry.shape.label;
  const name = entry.shape.slugField ? values[entry.shape.slugField] : undefined;
  const shown = typeof name === "string" && name.trim() !== "" ? name : entry.slug;
  return `${shown} (${entry.shape.label})`;
}

/** Keystatic keeps a relationship's list only in its editor input, so the input's element is asked. */
export function relationshipTarget(schema: Schema, shapes: Shape[]): string | undefined {
  if (schema.kind !== "form" || schema.formKind !== undefined) return undefined;
  if (targets.has(schema)) return targets.get(schema);
  const target = askTarget(schema, shapes);
  targets.set(schema, target);
  return target;
}
const targets = new WeakMap<object, string | undefined>();

function askTarget(schema: Schema & { kind: "form" }, shapes: Shape[]): string | undefined {
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the input's props are not part of its type.
    const element = (schema.Input as (props: any) => { props?: { collection?: unknown } })({});
    const collection = element?.props?.collection;
    return typeof collection === "string" &&
      shapes.some((shape) => shape.kind === "collection" && shape.key === collection)
      ? collection
      : undefined;
  } catch {
    return undefined;
  }
}

export function pictureOwner(
  save: Save,
  path: string,
  shapes: Shape[] = shapesOf(),
): { file: string; field: string } {
  const src = path.replace(/^content/, "");
  for (const addition of save.additions) {
    const entry = entryOfFile(addition.path, shapes);
    if (!entry || ![".yaml", ".mdoc"].includes(extname(addition.path))) continue;
    if (!addition.contents.includes(src)) continue;
    const values = entryValues(addition.contents, entry.shape.extension);
    let field: string | undefined;
    walkFields(entry.shape.schema, values, ({ labels, schema, value }) => {
      if (field === undefined && pictureFields.has(schema) && isRecord(value)) {
        if (value.src === src) field = labels.join(" › ");
      }
    });
    if (field !== undefined) return { file: addition.path, field };
  }
  return { file: path, field: "" };
}
