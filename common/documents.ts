// A PDF an entry offers for download (a brochure, a report): uploaded in the editor into the
// documents folder of content/ (a folder per list and entry), copied by the build to the site's
// /documents/, and served there by the public server as a download only
// (server/plugins/static-site.ts).
import { type Digits, inDigits } from "./format.ts";
import type { Language } from "./i18n.ts";

/** Where the editor keeps them under content/, and where the site serves them. */
export const documentsFolder = "documents";
export const documentsPath = `/${documentsFolder}/`;

/** What every PDF file starts with, whatever its name says. */
const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export function isPdf(contents: Uint8Array): boolean {
  return pdfMagic.every((byte, index) => contents[index] === byte);
}

/** The link a page shows: its words, and the file's kind and size ("PDF, 1.2 MB"). */
export interface DocumentLink {
  url: string;
  text: string;
  size: string;
  /** The name the file is saved under: the entry's file name, such as "esg-sustainability.pdf". */
  name: string;
  /** Set when the words are English on an Arabic page (an English-only post's). */
  lang?: "en";
}

/**
 * /documents/<collection>/<entry>/… names a document; anything else (a folder, "..", a name not
 * ending in .pdf) does not.
 */
const documentUrl =
  /^\/documents\/[a-z0-9][a-z0-9-]*\/([a-z0-9][a-z0-9._-]*)\/(?:[^/]+\/)*[^/]+\.pdf$/i;

export function isDocumentUrl(url: string): boolean {
  return documentUrl.test(url) && !url.split("/").some((segment) => /^\.+$/.test(segment));
}

/** The name a visitor's browser saves the file under: the entry's own, as the editor gave it. */
export function downloadName(url: string): string {
  const entry = documentUrl.exec(url)?.[1] ?? "document";
  return `${entry.replace(/[^a-z0-9._-]/gi, "-")}.pdf`;
}

const units: Record<Language, { kb: string; mb: string; kind: string }> = {
  en: { kb: "KB", mb: "MB", kind: "PDF, " },
  ar: { kb: "كيلوبايت", mb: "ميغابايت", kind: "PDF، " },
};

/** "1.2 MB", "340 KB": a size as people say it, one decimal at most. */
export function fileSize(bytes: number, language: Language = "en", digits: Digits = "latin") {
  const words = units[language];
  const mb = bytes / 1024 / 1024;
  const [value, unit] =
    mb >= 1
      ? [mb >= 100 ? String(Math.round(mb)) : String(Math.round(mb * 10) / 10), words.mb]
      : [String(Math.max(1, Math.round(bytes / 1024))), words.kb];
  return `${inDigits(value, language === "ar" ? digits : "latin")} ${unit}`;
}

/** "PDF, 1.2 MB"; on Arabic pages "PDF، ١٫٢ ميغابايت" (or Latin digits, as the site settings say). */
export function documentSize(bytes: number, language: Language = "en", digits: Digits = "latin") {
  return `${units[language].kind}${fileSize(bytes, language, digits)}`;
}

/** Sizes in the editor's messages: "34 MB", "20.4 MB". */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
