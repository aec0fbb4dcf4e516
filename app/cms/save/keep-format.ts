// Keystatic rewrites every entry afresh, so a one-word change would show as a rewritten file: the
// new values go into the file as it is, unchanged fields keeping their lines byte for byte.
import { isDeepStrictEqual } from "node:util";
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  parse,
  parseDocument,
  Scalar,
  visit,
} from "yaml";
import type { SaveStep } from "./step.ts";

/** Wide enough never to fold a line: the content files keep each text on one line. */
const toStringOptions = { lineWidth: 0 } as const;
/** Read as YAML 1.1, as Keystatic does: an unquoted date-time is a time and must stay unquoted. */
const asKeystaticReads = { schema: "yaml-1.1" } as const;

export const keepFormatStep: SaveStep = async (save, context) => {
  const additions = await Promise.all(
    save.additions.map(async (addition) => {
      const kind = /\.ya?ml$/.test(addition.path)
        ? "yaml"
        : addition.path.endsWith(".mdoc")
          ? "markdoc"
          : undefined;
      if (!kind) return addition;
      const existing = await context.current(addition.path);
      if (!existing) return addition;
      const kept = keepFormat(existing.toString("utf8"), addition.contents.toString("utf8"), kind);
      return kept === undefined ? addition : { ...addition, contents: Buffer.from(kept, "utf8") };
    }),
  );
  return { save: { ...save, additions }, problems: [] };
};

export function keepFormat(
  before: string,
  after: string,
  kind: "yaml" | "markdoc",
): string | undefined {
  if (kind === "yaml") return mergeYaml(before, after);
  // Markdoc is never read as YAML: "## Title" would be a comment there, and a changed heading lost.
  const old = splitFrontMatter(before);
  const next = splitFrontMatter(after);
  if (!old || !next) return undefined;
  const data = mergeYaml(old.data, next.data);
  if (data === undefined) return undefined;
  // The Markdoc text is the editor's own: it is written only when it changed.
  const body = old.body.trimEnd() === next.body.trimEnd() ? old.body : next.body;
  return `---\n${data}---\n${body}`;
}

function splitFrontMatter(text: string): { data: string; body: string } | undefined {
  if (!text.startsWith("---\n")) return undefined;
  const end = text.indexOf("\n---\n", 3);
  if (end === -1) return undefined;
  return { data: text.slice(4, end + 1), body: text.slice(end + 5) };
}

function mergeYaml(before: string, after: string): string | undefined {
  let wanted: unknown;
  try {
    wanted = parse(after, asKeystaticReads);
    if (sameValue(parse(before, asKeystaticReads), wanted)) return before;
  } catch {
    return undefined;
  }
  const document = parseDocument(before, asKeystaticReads);
  if (document.errors.length > 0 || before.startsWith("---\n")) return undefined;
  document.contents = merged(document, document.contents, wanted) as typeof document.contents;
  const result = keepTimesAsWritten(document, document.toString(toStringOptions));
  // Whatever happened above, the file must hold exactly what the editor saved.
  return sameValue(parse(result, asKeystaticReads), wanted) ? result : undefined;
}

/**
 * A date-time field ("Publish at") is read by Keystatic as a time and written back as text to the
 * minute ("2026-03-01T09:00"), which YAML reads as a string: a save of any other field would
 * rewrite `2026-03-01T09:00:00.000Z` and Changes would say "Publish at changed". The same minute
 * is the same value, whichever way it is written.
 */
const minuteText = /^(\d{4}-\d\d-\d\dT\d\d:\d\d)(:00(\.0+)?)?Z?$/;
function sameMinutes(value: unknown): unknown {
  if (value instanceof Date) {
    const text = value.toISOString();
    return text.endsWith(":00.000Z") ? text.slice(0, 16) : text;
  }
  if (typeof value === "string") return minuteText.exec(value)?.[1] ?? value;
  if (Array.isArray(value)) return value.map(sameMinutes);
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sameMinutes(item)]));
  }
  return value;
}

/**
 * The YAML library writes a time again in its own form ("2026-03-01T09:00:00", without the
 * ".000Z" the file had): each time kept from the file is written back as the file had it.
 */
function keepTimesAsWritten(document: Document, text: string): string {
  let result = text;
  visit(document, {
    Scalar(_key, scalar) {
      if (!(scalar.value instanceof Date) || typeof scalar.source !== "string") return;
      const rewritten = new Document(scalar.value, asKeystaticReads).toString().trim();
      if (rewritten === scalar.source) return;
      result = result.replace(
        new RegExp(`(^|: |- )${escapeRegExp(rewritten)}$`, "gm"),
        (_match, before: string) => `${before}${scalar.source}`,
      );
    },
  });
  return result;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(sameMinutes(a), sameMinutes(b));
}

function merged(document: Document, node: unknown, value: unknown): unknown {
  if (sameValue(toValue(node), value)) return node;
  if (isMap(node) && isRecord(value)) {
    const keyOf = (pair: Pair) => (isScalar(pair.key) ? pair.key.value : pair.key);
    node.items = node.items.filter((pair) => Object.hasOwn(value, String(keyOf(pair))));
    let previous = -1;
    for (const [key, item] of Object.entries(value)) {
      const index = node.items.findIndex((pair) => keyOf(pair) === key);
      if (index === -1) {
        // A field the file did not have: after the field the editor writes before it.
        node.items.splice(previous + 1, 0, document.createPair(key, fresh(document, item)));
        previous += 1;
      } else {
        const pair = node.items[index] as Pair;
        pair.value = merged(document, pair.value, item);
        previous = index;
      }
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((item, index) =>
      index < node.items.length ? merged(document, node.items[index], item) : fresh(document, item),
    );
    return node;
  }
  if (isScalar(node) && (value === null || typeof value !== "object")) {
    node.value = value;
    quoteIfAmbiguous(node);
    return node;
  }
  return fresh(document, value);
}

function fresh(document: Document, value: unknown): Node {
  const node = document.createNode(value);
  visit(node, {
    Scalar(_key, scalar) {
      quoteIfAmbiguous(scalar);
    },
  });
  return node;
}

/** Must read back as text to YAML 1.1 readers too, which take `yes` for true and `2024-03-21` for a date. */
function quoteIfAmbiguous(scalar: Scalar) {
  if (typeof scalar.value !== "string" || (scalar.type && scalar.type !== Scalar.PLAIN)) return;
  let readsAsText: boolean;
  try {
    readsAsText = parse(scalar.value, { schema: "yaml-1.1" }) === scalar.value;
  } catch {
    readsAsText = false;
  }
  if (!readsAsText) scalar.type = Scalar.QUOTE_DOUBLE;
}

function toValue(node: unknown): unknown {
  return node && typeof node === "object" && "toJSON" in node
    ? (node as { toJSON(): unknown }).toJSON()
    : node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
