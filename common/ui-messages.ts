// Placeholder-only messages are filled here from Lingui's compiled form, keeping Lingui's runtime
// (plurals, ./ui-plural-messages.ts) out of the first screen's scripts.
import { type Digits, formatNumber } from "./format.ts";
import type { Language } from "./i18n.ts";

export interface SimpleMessageValues {
  "carousel.slideLabel": { position: number; total: number };
  "carousel.goToSlide": { position: number };
  "lightbox.position": { current: number; total: number };
  "worldMap.leafletLoaded": { version: string };
}

export interface PluralMessageValues {
  "search.resultCount": { count: number };
  "worldMap.listSummary": { count: number };
  "contactForm.emailLocalPart": { max: number };
  "contactForm.tooLong": { max: number };
}

export type MessageValues = SimpleMessageValues & PluralMessageValues;
export type MessageId = keyof MessageValues;
export type SimpleMessageId = keyof SimpleMessageValues;

export type Catalog = Record<MessageId, unknown[]>;

export type Translate<Values = MessageValues> = <Id extends keyof Values>(
  id: Id,
  values: Values[Id],
) => string;

export function intlLocale(language: Language, digits: Digits): string {
  return `${language}-u-nu-${digits === "arabic" ? "arab" : "latn"}`;
}

export const written = (value: unknown, digits: Digits) =>
  typeof value === "number" ? formatNumber(value, digits) : String(value ?? "");

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

export function simpleTranslator(digits: Digits, catalog: Catalog): Translate<SimpleMessageValues> {
  return (id, values) => fillCompiled(catalog[id], values, digits);
}
