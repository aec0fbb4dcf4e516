// A document field (../schema/fields.ts, pdfDocument): the file it names must be a real PDF under
// /documents/, within the size limit, with the words of its link. The file's own rules are those a
// save applies to an upload (../document-rules.ts), so Save and build agree.
import path from "node:path";
import { isDocumentUrl } from "../../../common/documents.ts";
import type { EntryProblem } from "./problem.ts";

export type DocumentProblems = (file: string, maxBytes: number) => Promise<string[]>;

export function documentFieldProblems(
  value: Record<string, unknown>,
  at: string,
  root: string,
  maxBytes: number,
  fileProblems: DocumentProblems,
): EntryProblem[] {
  const url = value.file;
  if (typeof url !== "string" || url === "") return [];
  const found: EntryProblem[] = [];
  const words = isRecord(value.linkText) ? value.linkText.en : undefined;
  if (typeof words !== "string" || words.trim() === "") {
    found.push({
      field: `${at}linkText.en`,
      reason:
        'a document needs the words of its download link, such as "Download the brochure" (and in Arabic)',
      replaces: true,
    });
  }
  const field = `${at}file`;
  if (!isDocumentUrl(url)) {
    found.push({
      field,
      reason: `"${url}" is not a PDF under /documents/ (choose the PDF again in the editor)`,
    });
    return found;
  }
  const file = path.join(root, "content", ...url.split("/").filter(Boolean));
  found.push({
    field,
    reason: "",
    check: async () => (await fileProblems(file, maxBytes)).map((reason) => `"${url}" ${reason}`),
  });
  return found;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
