// Lingui's compiler never ships: the page gets its language's compiled catalog in its loader data.
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Catalog, MessageId } from "../../common/ui-messages.ts";
import { readSingleton } from "./reader.server.ts";
import type { Language, Localized, PluralForms } from "./schema/fields.ts";

export const messageSources: Record<MessageId, { file: string; field: string; plural?: string }> = {
  "carousel.slideLabel": { file: "interface-text", field: "carousel.slideLabel" },
  "carousel.goToSlide": { file: "interface-text", field: "carousel.goToSlide" },
  "lightbox.position": { file: "interface-text", field: "lightbox.position" },
  "search.resultCount": { file: "interface-text", field: "search.resultCount", plural: "count" },
  "worldMap.leafletLoaded": { file: "world-map", field: "leafletLoaded" },
  "worldMap.listSummary": { file: "world-map", field: "listSummary", plural: "count" },
  "contactForm.emailLocalPart": {
    file: "contact-form",
    field: "errors.emailLocalPart",
    plural: "max",
  },
  "contactForm.tooLong": { file: "contact-form", field: "errors.tooLong", plural: "max" },
};

/** An apostrophe is ICU's quoting character, so each is doubled to stay an apostrophe. */
const asIcu = (words: string) => words.replaceAll("'", "''");

export function pluralIcu(name: string, forms: Record<string, string>): string {
  const choices = Object.entries(forms)
    .filter(([, words]) => words.trim() !== "")
    // In a plural, a bare "#" would be the number: quoted, it stays a "#".
    .map(([form, words]) => {
      const icu = asIcu(words).replaceAll("#", "'#'").replaceAll(`{${name}}`, "#");
      return `${form} {${icu}}`;
    });
  return `{${name}, plural, ${choices.join(" ")}}`;
}

export function icuMessage(
  value: Localized | PluralForms,
  language: Language,
  plural: string | undefined,
): string {
  if (plural === undefined) {
    const text = value as Localized;
    return asIcu(text[language] || text.en);
  }
  const forms = value as PluralForms;
  const arabic = Object.values(forms.ar).some((words) => words.trim() !== "");
  return language === "ar" && arabic ? pluralIcu(plural, forms.ar) : pluralIcu(plural, forms.en);
}

const singletonOf = {
  "interface-text": "interfaceText",
  "world-map": "worldMap",
  "contact-form": "contactForm",
} as const;

export async function loadMessages(language: Language): Promise<Catalog> {
  const files = Object.fromEntries(
    await Promise.all(
      Object.entries(singletonOf).map(async ([file, name]) => [file, await readSingleton(name)]),
    ),
  ) as Record<keyof typeof singletonOf, unknown>;
  const catalog = {} as Catalog;
  for (const [id, source] of Object.entries(messageSources) as [
    MessageId,
    (typeof messageSources)[MessageId],
  ][]) {
    const value = source.field
      .split(".")
      .reduce<unknown>(
        (inner, key) => (inner as Record<string, unknown>)[key],
        files[source.file as keyof typeof singletonOf],
      ) as Localized | PluralForms;
    const message = icuMessage(value, language, source.plural);
    try {
      catalog[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(
        `content/${source.file}.yaml: ${source.field}.${language}: not a message the site can fill in (${(error as Error).message.split("\n")[0]})`,
      );
    }
  }
  return catalog;
}
