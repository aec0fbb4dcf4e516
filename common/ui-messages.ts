// The interface's messages that take a value: "{count} results", "Go to slide {position}". Their
// words are content (the editor's "Small interface words", "Contact form" and "World map"); the
// build turns each language's words into ICU messages and compiles them with Lingui
// (app/cms/ui-messages.server.ts), and a page carries only its own language's compiled catalog in its
// loader data.
//
// Two ways to fill them in, so that the first screen's scripts stay small:
// - messages with a plural (./ui-plural-messages.ts) go through Lingui's runtime, which picks among a
//   language's plural forms with the browser's CLDR rules (Arabic has six). Only code loaded on
//   demand (search, the contact form) and the build use it.
// - messages with placeholders only ("{position} of {total}", in every carousel on first render)
//   are Lingui's compiled form read here: text and named values in order, nothing to choose.
import { type Digits, formatNumber } from "./format.ts";
import type { Language } from "./i18n.ts";

/** Messages whose values are only written into the text. */
export interface SimpleMessageValues {
  "carousel.slideLabel": { position: number; total: number };
  "carousel.goToSlide": { position: number };
  "lightbox.position": { current: number; total: number };
  "worldMap.leafletLoaded": { version: string };
}

/** Messages with a number that chooses a plural form. */
export interface PluralMessageValues {
  "search.resultCount": { count: number };
  "worldMap.listSummary": { count: number };
  "contactForm.emailLocalPart": { max: number };
  "contactForm.tooLong": { max: number };
}

export type MessageValues = SimpleMessageValues & PluralMessageValues;
export type MessageId = keyof MessageValues;
export type SimpleMessageId = keyof SimpleMessageValues;

/**
 * One language's messages, compiled at build time: Lingui's CompiledMessage, typed as the JSON it
 * travels in (the loader data's types turn its labelled tuples into arrays).
 */
export type Catalog = Record<MessageId, unknown[]>;

/** Fills in one message of a catalog. */
export type Translate<Values = MessageValues> = <Id extends keyof Values>(
  id: Id,
  values: Values[Id],
) => string;

/**
 * The BCP 47 tag Intl formats a plural's number with: the page's language, in its chosen digits
 * ("ar-u-nu-arab" writes ١٧, "ar-u-nu-latn" 17).
 */
export function intlLocale(language: Language, digits: Digits): string {
  return `${language}-u-nu-${digits === "arabic" ? "arab" : "latn"}`;
}

/** A value as the page writes it: numbers in its digits. */
export const written = (value: unknown, digits: Digits) =>
  typeof value === "number" ? formatNumber(value, digits) : String(value ?? "");

/** Fills in a compiled message made of text and "{name}" values only. */
export function fillCompiled(
  message: unknown[],
  values: Record<string, unknown>,
  digits: Digits,
): string {
  return message
    .map((token) => {
      if (typeof token === "string") return token;
      const [name, type] = token as [string, string?];
      if (type !== undefined) throw new Error(`A ${type} needs the plural messages' runtime`);
      return written(values[name], digits);
    })
    .join("");
}

/** The placeholder-only messages of a catalog, filled in. */
export function simpleTranslator(digits: Digits, catalog: Catalog): Translate<SimpleMessageValues> {
  return (id, values) => fillCompiled(catalog[id], values, digits);
}
