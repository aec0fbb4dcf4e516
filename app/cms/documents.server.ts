// The download link of an entry's document (a PDF: ./schema/fields.ts, pdfDocument), with the file's
// size as the page says it; nothing when the entry has none.
import { stat } from "node:fs/promises";
import path from "node:path";
import { type DocumentLink, documentSize, downloadName } from "../../common/documents.ts";
import type { Digits } from "../../common/format.ts";
import { contentRoot, localize, reader, readSingleton } from "./reader.server.ts";
import type { Language, Localized } from "./schema/fields.ts";

export interface DocumentValue {
  file: string | null;
  linkText: Localized;
}

export async function documentLink(
  value: DocumentValue | undefined,
  language: Language,
  digits: Digits,
  root: string = contentRoot(),
): Promise<DocumentLink | undefined> {
  if (!value?.file) return undefined;
  const file = path.join(root, "content", ...value.file.split("/").filter(Boolean));
  const { size } = await stat(file);
  return {
    url: value.file,
    text: localize(value.linkText, language),
    size: documentSize(size, language, digits),
    name: downloadName(value.file),
    ...(language === "ar" && !value.linkText.ar ? { lang: "en" as const } : {}),
  };
}

type WithDocument = "posts" | "caseStudies" | "services";

/** The document of one entry of a list that has the field; undefined for none. */
export async function entryDocument(
  collection: WithDocument,
  slug: string,
  language: Language,
): Promise<DocumentLink | undefined> {
  const [entry, site] = await Promise.all([
    reader().collections[collection].read(slug),
    readSingleton("site"),
  ]);
  const value = (entry as { document?: DocumentValue } | null)?.document;
  return documentLink(value, language, language === "ar" ? site.arabicDigits : "latin");
}
