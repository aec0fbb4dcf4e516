// Fields are recognised by kind and by the registries of ../schema/fields.ts, so a new collection
// needs no new code here.
import Markdoc from "@markdoc/markdoc";
import { redirectProblems } from "../../../common/redirects.ts";
import {
  arabicTextFields,
  documentFields,
  linkFields,
  localizedFields,
  messageFields,
  pictureFields,
  pluralFields,
  profileLinkFields,
  redirectLists,
  requiredLists,
} from "../schema/fields.ts";
import { dateProblem, dateTimeProblem } from "./dates.ts";
import { type DocumentProblems, documentFieldProblems } from "./documents.ts";
import { isDateField, isDateTimeField, type Schema } from "./keystatic.ts";
import {
  arabicTextProblem,
  localizedProblems,
  placeholderProblems,
  pluralProblems,
} from "./languages.ts";
import { linkProblem, profileLinkProblem } from "./links.ts";
import { emptyListProblem } from "./lists.ts";
import { isTimeZoneField, officeDetailProblems, timeZoneProblem } from "./office-details.ts";
import { articlePictureProblem, type OriginalProblems, pictureProblems } from "./pictures.ts";
import { plainTextProblem } from "./plain-text.ts";
import type { EntryProblem } from "./problem.ts";
import { type Collections, referenceProblem, referenceTarget } from "./references.ts";
import { isRecord, type Visit, walkField } from "./schema-walk.ts";

export interface WalkContext {
  collections: Collections;
  root: string;
  slugs: Map<string, Set<string>>;
  pages: Set<string>;
  moved: Map<string, string>;
  now: Date;
  originalProblems: OriginalProblems;
  /** The largest document (a PDF to download) in bytes, and the rules its file is held to. */
  documentMaxBytes: number;
  documentProblems: DocumentProblems;
  englishOnly?: boolean | undefined;
  dated: boolean;
}

export function walkEntry(schema: Record<string, Schema>, data: unknown, context: WalkContext) {
  const found: EntryProblem[] = [];
  const visit: Visit = ({ schema, value, at }) => {
    const field = at.join(".");
    const prefix = at.length === 0 ? "" : `${field}.`;
    switch (schema.kind) {
      case "object": {
        if (!isRecord(value)) return false;
        const group = pictureFields.get(schema);
        if (group !== undefined) {
          found.push(
            ...pictureProblems(value, prefix, group, context.root, context.originalProblems),
          );
        }
        if (documentFields.has(schema)) {
          found.push(
            ...documentFieldProblems(
              value,
              prefix,
              context.root,
              context.documentMaxBytes,
              context.documentProblems,
            ),
          );
        }
        if (localizedFields.has(schema)) {
          found.push(...localizedProblems(value, prefix, context.englishOnly));
        }
        found.push(...officeDetailProblems(schema.fields, value, prefix));
        const plural = pluralFields.get(schema);
        if (plural !== undefined) found.push(...pluralProblems(value, prefix, context.englishOnly));
        const allowed = plural === undefined ? messageFields.get(schema) : [plural];
        if (allowed !== undefined) {
          found.push(...placeholderProblems(value, prefix, allowed, plural !== undefined));
        }
        return;
      }
      case "array": {
        const empty = emptyListProblem(value, requiredLists.get(schema));
        if (empty !== undefined) found.push({ field, reason: empty, replaces: true });
        if (Array.isArray(value) && redirectLists.has(schema)) {
          const list = value.map((item) => (isRecord(item) ? item : {}));
          for (const { index, side, reason } of redirectProblems(list, context.pages)) {
            found.push({ field: [...at, index, side].join("."), reason });
          }
        }
        return;
      }
      case "form": {
        // A list of references (several people, several service areas): each is checked as one.
        if (Array.isArray(value)) {
          if (referenceTarget(schema, context.collections) === undefined) return;
          value.forEach((item, i) => {
            visit({ schema, value: item, at: [...at, i], labels: [], holder: undefined });
          });
          return;
        }
        if (arabicTextFields.has(schema)) {
          const reason =
            arabicTextProblem(value, context.englishOnly) ??
            (typeof value === "string" ? plainTextProblem(value) : undefined);
          if (reason !== undefined) found.push({ field, reason });
          return;
        }
        if (typeof value !== "string" || value === "") return;
        const reason = formProblem(schema, value, context);
        if (reason !== undefined) found.push({ field, reason });
        return;
      }
      default:
        return;
    }
  };
  // The entry itself is visited first, as a group: its office details sit at its top level.
  walkField(
    {
      schema: { kind: "object", fields: schema } as Schema,
      value: data,
      at: [],
      labels: [],
      holder: undefined,
    },
    visit,
  );
  return found;
}

function formProblem(schema: Schema, value: string, context: WalkContext): string | undefined {
  if (linkFields.has(schema)) return linkProblem(value, context.pages, context.moved);
  if (profileLinkFields.has(schema)) return profileLinkProblem(value);
  if (isTimeZoneField(schema)) return timeZoneProblem(value);
  const target = referenceTarget(schema, context.collections);
  if (target !== undefined) {
    return referenceProblem(value, target, context.slugs, context.collections);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && isDateField(schema)) {
    return dateProblem(value, context.dated ? context.now : undefined);
  }
  // A "Publish at" time: a real one, and not years ahead (the entry would never show).
  if (isDateTimeField(schema)) return dateTimeProblem(value, context.now);
  return plainTextProblem(value);
}

export function articleProblems(
  article: { field: string; text: string; firstLine: number },
  context: WalkContext,
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  for (const node of Markdoc.parse(article.text).walk()) {
    const reason =
      node.type === "link" && typeof node.attributes.href === "string"
        ? linkProblem(node.attributes.href, context.pages, context.moved)
        : node.type === "image" && typeof node.attributes.src === "string"
          ? articlePictureProblem(node.attributes.src, context.root)
          : undefined;
    if (reason === undefined) continue;
    // Named by what the person sees in the editor (the link's words, the picture's description);
    // the line is for whoever opens the file.
    const seen =
      node.type === "link"
        ? `the link "${shortText(textOf(node))}"`
        : `the picture "${shortText(String(node.attributes.alt ?? ""))}"`;
    const line = article.firstLine + (node.lines[0] ?? 0);
    problems.push({
      field: article.field,
      reason: `${seen} (line ${line} of the file): ${reason}`,
    });
  }
  return problems;
}

/** The words of a node's text, as the editor shows them. */
function textOf(node: ReturnType<typeof Markdoc.parse>): string {
  let text = "";
  for (const child of node.walk()) {
    if (child.type === "text" && typeof child.attributes.content === "string") {
      text += child.attributes.content;
    }
  }
  return text;
}

const shortText = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
