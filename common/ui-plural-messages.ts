// Never imported by the first screen's scripts: only by the build and code loaded on demand.
import { type I18n, setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Digits } from "./format.ts";
import type { Language } from "./i18n.ts";
import { type Catalog, intlLocale, type Translate, written } from "./ui-messages.ts";

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
