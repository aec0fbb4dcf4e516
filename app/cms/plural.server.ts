// Same CLDR rules as the interface's messages (Intl.PluralRules), so Arabic gets its six forms.
import { type Digits, formatNumber } from "../../common/format.ts";
import type { Language, PluralForms } from "./schema/fields.ts";

export function pluralWords(
  forms: PluralForms,
  language: Language,
  count: number,
  options: { placeholder: string; digits?: Digits },
): string {
  // Arabic forms fall back to English only when none is written (an "English only" entry).
  const arabic = Object.values(forms.ar).some((words) => words.trim() !== "");
  const own: Record<string, string> = language === "ar" && arabic ? forms.ar : forms.en;
  const category = new Intl.PluralRules(language === "ar" && arabic ? "ar" : "en").select(count);
  const words = own[category]?.trim() ? own[category] : own.other;
  const digits = language === "ar" ? (options.digits ?? "latin") : "latin";
  return (words ?? "").replaceAll(`{${options.placeholder}}`, formatNumber(count, digits));
}
