// A document uploaded in a document field (../schema/fields.ts, pdfDocument) is kept as it is sent,
// once it is shown to be a PDF by its first bytes (not its name) and within the size limit; the
// build holds each document to the same rules (../check/documents.ts).
import { lstat } from "node:fs/promises";
import { join } from "node:path";
import { isPdf } from "../../../common/documents.ts";
import { isRecord, walkFields } from "../check/schema-walk.ts";
import { documentProblems, isDocumentPath } from "../document-rules.ts";
import { documentFields } from "../schema/fields.ts";
import { entryOfFile, entryValues, type Shape, shapesOf } from "./entries.ts";
import type { Save, SaveProblem, SaveStep } from "./step.ts";
import { isUpload } from "./uploads.ts";

export const documentsStep: SaveStep = async (save, context) => {
  const shapes = shapesOf();
  const problems: SaveProblem[] = [];
  for (const addition of save.additions) {
    if (!isDocumentPath(addition.path)) continue;
    const owner = documentOwner(save, addition.path, shapes);
    // Written through, a link would put the upload wherever it points.
    const there = await lstat(join(context.root, addition.path)).catch(() => undefined);
    if (there?.isSymbolicLink()) {
      problems.push({
        ...owner,
        message:
          "The document's place in content/ is a symbolic link, not a file: ask a developer to replace the link with the file itself",
      });
      continue;
    }
    if (!(await isUpload(addition, save, context))) continue;
    for (const reason of documentProblems(addition.contents, context.maxDocumentBytes)) {
      problems.push({ ...owner, message: `The document ${reason}` });
    }
    if (isPdf(addition.contents) && !/\.pdf$/i.test(addition.path)) {
      problems.push({
        ...owner,
        message:
          'The document is a PDF whose name does not end in ".pdf": rename the file to end in .pdf and choose it again',
      });
    }
  }
  return { save, problems };
};

/** The entry and field that name the document, as the editor shows them; else the file itself. */
export function documentOwner(
  save: Save,
  path: string,
  shapes: Shape[] = shapesOf(),
): { file: string; field: string } {
  const url = path.replace(/^content/, "");
  for (const addition of save.additions) {
    const entry = entryOfFile(addition.path, shapes);
    if (!entry || !addition.contents.includes(url)) continue;
    const values = entryValues(addition.contents, entry.shape.extension);
    let field: string | undefined;
    walkFields(entry.shape.schema, values, ({ labels, schema, value }) => {
      if (field !== undefined || !documentFields.has(schema) || !isRecord(value)) return;
      if (value.file !== url || schema.kind !== "object") return;
      const file = schema.fields.file;
      field = [...labels, ...(file && "label" in file ? [String(file.label)] : [])].join(" › ");
    });
    if (field !== undefined) return { file: addition.path, field };
  }
  return { file: path, field: "" };
}
