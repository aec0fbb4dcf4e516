// The rules every document (a PDF to download) is held to, one module for both sides: a save
// applies them to an upload (./save/documents.ts), the content check to each file an entry names
// (./check/documents.ts). The largest size is the back office's DOCUMENT_MAX_MB.
import { lstat, open } from "node:fs/promises";
import { documentsFolder, isPdf, megabytes } from "../../common/documents.ts";

/** A brochure or a report with its pictures, exported for the screen. */
export const defaultDocumentMaxMb = 20;
export const defaultDocumentMaxBytes = defaultDocumentMaxMb * 1024 * 1024;

/** A file the editor keeps for a document field, in the documents folder of content/. */
export function isDocumentPath(path: string): boolean {
  return path.startsWith(`content/${documentsFolder}/`);
}

const notPdf = "is not a PDF: save it as PDF and upload again";

/** What is wrong with a document's bytes, as "is …" phrases; none for a PDF within the limit. */
export function documentProblems(contents: Uint8Array, maxBytes: number): string[] {
  if (!isPdf(contents)) return [notPdf];
  return sizeProblems(contents.byteLength, maxBytes);
}

function sizeProblems(size: number, maxBytes: number): string[] {
  if (size <= maxBytes) return [];
  return [
    `is ${megabytes(size)}; the limit is ${megabytes(maxBytes)}: make the PDF smaller (save it again "for the web" or with smaller pictures) and upload it again`,
  ];
}

/** The rules for a document on disk: a file of its own (never a link), a PDF, within the limit. */
export async function documentFileProblems(file: string, maxBytes: number): Promise<string[]> {
  const info = await lstat(file).catch(() => undefined);
  if (info === undefined) return ["does not exist: upload the PDF again in the editor"];
  if (info.isSymbolicLink()) {
    return ["is a symbolic link, not a file: upload the PDF itself in the editor"];
  }
  if (!info.isFile()) return ["is not a file: upload the PDF again in the editor"];
  if (!(await startsAsPdf(file))) return [notPdf];
  return sizeProblems(info.size, maxBytes);
}

/** Whether the file's first bytes are a PDF's, read without reading the rest. */
export async function startsAsPdf(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, head.length, 0);
    return isPdf(head);
  } finally {
    await handle.close();
  }
}
