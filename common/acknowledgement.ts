// The visitor's acknowledgement in the group's own words: edited as content ("Enquiry
// acknowledgement", content/acknowledgement.yaml) and written by the build into each release
// (scripts/write-acknowledgement.ts), where the public server reads the live release's words when
// it sends one (server/mail/live-acknowledgement.ts). A publish changes them, a rollback takes
// them back. The only thing filled in is the enquiry's reference: nothing the visitor typed.
import { z } from "zod/mini";
import type { Language } from "./i18n.ts";

/** In a release's client folder: the leading dot keeps it from being served. */
export const acknowledgementFile = ".acknowledgement.json";

/** Where the enquiry's reference goes, in the subject and the text. */
export const referencePlaceholder = "{reference}";

const line = z.string().check(z.minLength(1), z.maxLength(2000));

const wordsSchema = z.object({
  /** Shown as who the e-mail is from, before CONTACT_FROM. */
  senderName: line,
  subject: line,
  greeting: line,
  /** One paragraph each. */
  paragraphs: z.array(line).check(z.minLength(1)),
  /** One line each, the last one the group's name. */
  closing: z.array(line).check(z.minLength(1)),
  /** Under the closing, smaller: why this e-mail came and what to do if it was not wanted. */
  footnote: line,
});

export type AcknowledgementText = z.infer<typeof wordsSchema>;
export type AcknowledgementWords = Record<Language, AcknowledgementText>;

const fileSchema = z.object({ en: wordsSchema, ar: wordsSchema });

export function parseAcknowledgementWords(json: string): AcknowledgementWords {
  return fileSchema.parse(JSON.parse(json));
}

type Localized = Record<Language, string>;

/** The content entry's shape: each text in both languages, the lists one item per line. */
export interface AcknowledgementEntry {
  senderName: Localized;
  subject: Localized;
  greeting: Localized;
  text: Localized;
  closing: Localized;
  footnote: Localized;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "");

export function acknowledgementWordsFrom(entry: AcknowledgementEntry): AcknowledgementWords {
  const words = (language: Language): AcknowledgementText => ({
    senderName: entry.senderName[language].trim(),
    subject: entry.subject[language].trim(),
    greeting: entry.greeting[language].trim(),
    paragraphs: lines(entry.text[language]),
    closing: lines(entry.closing[language]),
    footnote: entry.footnote[language].trim(),
  });
  return fileSchema.parse({ en: words("en"), ar: words("ar") });
}

/** The words with the reference in its place. */
export function withReference(text: string, reference: string): string {
  return text.replaceAll(referencePlaceholder, reference);
}
