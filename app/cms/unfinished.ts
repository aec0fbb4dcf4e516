// Unfinished text never reaches a visitor (docs/product.md, "Unfinished text"): a field whose value
// is still marked as a placeholder, or is empty, is left out of the page, its row, its heading and
// its structured data with it. The editor marks one by starting it with "Placeholder" (in Arabic
// "نص مؤقت" or "سيرة مؤقتة"): a reminder that stays in the content until the real words are written.
import type { Language, Localized } from "./schema/fields.ts";

const marks = [/^\s*placeholder\b/i, /^\s*(?:نص|سيرة|بيانات)\s+مؤقتة?(?=[\s:،.]|$)/];

/** Empty, or marked as a placeholder: not for a page. */
export function isUnfinished(text: string | undefined | null): boolean {
  return text == null || text.trim() === "" || marks.some((mark) => mark.test(text));
}

/**
 * The words a page may show, or "" when the field is unfinished. Either language's mark holds the
 * field back in both: its other side is then a translation of a placeholder.
 */
export function finishedText(text: Localized | undefined, language: Language): string {
  if (text === undefined || isUnfinished(text.en) || marks.some((mark) => mark.test(text.ar))) {
    return "";
  }
  const words = text[language] || text.en;
  return isUnfinished(words) ? "" : words;
}

/** The finished items of a list of texts, in the language. */
export function finishedTexts(texts: readonly Localized[], language: Language): string[] {
  return texts.map((text) => finishedText(text, language)).filter((words) => words !== "");
}
