// Every interface message, plurals included, filled in by Lingui's runtime (see ./ui-messages.ts):
// it chooses a plural form with the browser's Intl.PluralRules for the page's language and writes
// the number with Intl in the page's digits. Imported by the build and by code a page loads on
// demand (search, the contact form), never by the first screen's scripts.
import { type I18n, setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Digits } from "./format.ts";
import type { Language } from "./i18n.ts";
import { type Catalog, intlLocale, type Translate, written } from "./ui-messages.ts";

/** The names a message chooses a plural form by (its other values are only written). */
function pluralNames(message: unknown[]): Set<string> {
  const names = new Set<string>();
  for (const token of message) {
    if (Array.isArray(token) && token[1] === "plural") names.add(String(token[0]));
  }
  return names;
}

export function translator(language: Language, digits: Digits, catalog: Catalog): Translate {
  const i18n: I18n = setupI18n({
    locale: language,
    locales: [intlLocale(language, digits)],
    messages: { [language]: catalog as Record<string, CompiledMessage> },
  });
  return (id, values) => {
    const plural = pluralNames(catalog[id]);
    // Lingui writes a plain "{position}" as String(value): in Latin digits whatever the setting.
    const filled = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        plural.has(name) ? value : written(value, digits),
      ]),
    );
    return i18n._(id, filled);
  };
}
