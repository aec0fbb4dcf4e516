// Readings of Keystatic beyond its public API, kept here alone and pinned by keystatic.test.ts, so
// an upgrade that changes them fails there instead of quietly weakening the checks.
import type { ComponentSchema } from "@keystatic/core";

export type Schema = ComponentSchema;

export interface Shape {
  // biome-ignore lint/suspicious/noExplicitAny: Keystatic's own shape types are generic per entry.
  schema: Record<string, any>;
  format?: unknown;
}

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

export function mainTextField(shape: Shape): string | undefined {
  const format = shape.format;
  if (typeof format !== "object" || format === null || !("contentField" in format))
    return undefined;
  return [(format as { contentField: string | string[] }).contentField].flat().join(".");
}

export function otherTextFiles(entry: string, shape: Shape): { field: string; file: string }[] {
  const main = mainTextField(shape);
  if (main === undefined) return [];
  const directory = entry.replace(/\.[^./\\]+$/, "");
  return Object.entries(shape.schema)
    .filter(([key, field]) => key !== main && isArticleField(field))
    .map(([key, field]) => ({
      field: key,
      file: `${directory}/${key}${(field as { contentExtension?: string }).contentExtension ?? ".mdoc"}`,
    }));
}

export function isArticleField(schema: Schema): boolean {
  return schema?.kind === "form" && schema.formKind === "content";
}

export function readerProblems(error: unknown): { field: string; reason: string }[] {
  const message = error instanceof Error ? error.message : String(error);
  const [first, ...lines] = message.split("\n");
  if (!first?.startsWith("Invalid data for ")) return [{ field: "", reason: message }];
  return lines.map((line) => {
    const match = /^([^\s:]*): (.*)$/.exec(line);
    return match ? { field: match[1]!, reason: match[2]! } : { field: "", reason: line };
  });
}

export function yamlProblem(error: unknown, shape: Shape): string | undefined {
  if (!(error instanceof Error) || error.name !== "YAMLException") return undefined;
  const { mark, reason } = error as Error & { mark?: { line: number }; reason?: string };
  const offset = mainTextField(shape) === undefined ? 0 : 1;
  const line = mark === undefined ? "" : `line ${mark.line + 1 + offset}: `;
  return `${line}${reason ?? error.message} (the file is not valid YAML)`;
}

/** Keystatic keeps a reference's collection only in its editor input, so the input's element is asked. */
export function referencedCollection(schema: Schema): string | undefined {
  if (schema.kind !== "form" || schema.formKind !== undefined) return undefined;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the input's props are not part of its type.
    const element = (schema.Input as (props: any) => { props?: { collection?: unknown } })({});
    const collection = element?.props?.collection;
    return typeof collection === "string" ? collection : undefined;
  } catch {
    return undefined;
  }
}

/** A long text keeps its label only in its editor input, which is asked as for a reference. */
export function labelOf(schema: Schema | undefined): string | undefined {
  const own = (schema as { label?: unknown } | undefined)?.label;
  if (typeof own === "string" && own !== "") return own;
  if (schema?.kind !== "form") return undefined;
  try {
    type Element = {
      type?: unknown;
      props?: { label?: unknown; children?: unknown };
    };
    // biome-ignore lint/suspicious/noExplicitAny: the input's props are not part of its type.
    const element = (schema.Input as (props: any) => Element)({});
    let label = element?.props?.label;
    // An Arabic text's input is Keystatic's, wrapped in a right-to-left box
    // (app/cms/schema/right-to-left.ts): the wrapped input is asked in turn.
    const wrapped = element?.props?.children as Element | undefined;
    if (label === undefined && typeof wrapped?.type === "function") {
      label = (wrapped.type as (props: unknown) => Element)(wrapped.props)?.props?.label;
    }
    return typeof label === "string" && label !== "" ? label : undefined;
  } catch {
    return undefined;
  }
}

export function isDateField(schema: Schema): boolean {
  return parsesDate(schema, new Date(Date.UTC(2000, 0, 2))) === "2000-01-02";
}

export function isDateTimeField(schema: Schema): boolean {
  return parsesDate(schema, new Date(Date.UTC(2000, 0, 2, 3, 4))) === "2000-01-02T03:04";
}

function parsesDate(schema: Schema, date: Date): unknown {
  if (schema.kind !== "form" || schema.formKind !== undefined) return undefined;
  try {
    return (schema.parse as (value: unknown) => unknown)(date);
  } catch {
    return undefined;
  }
}
