import type { EntryProblem } from "./problem.ts";

export function noArabic(englishOnly: boolean | undefined): string {
  return englishOnly === undefined
    ? "no Arabic text"
    : 'no Arabic text (write it, or tick "English only" if the entry has none)';
}

export function localizedProblems(
  value: Record<string, unknown>,
  at: string,
  englishOnly: boolean | undefined,
): EntryProblem[] {
  const english = typeof value.en === "string" && value.en.trim() !== "";
  const arabic = typeof value.ar === "string" && value.ar.trim() !== "";
  if (!english || arabic || englishOnly) return [];
  return [{ field: `${at}ar`, reason: noArabic(englishOnly) }];
}

export function arabicTextProblem(
  value: unknown,
  englishOnly: boolean | undefined,
): string | undefined {
  const written = typeof value === "string" && value.trim() !== "";
  return written || englishOnly ? undefined : noArabic(englishOnly);
}

export function pluralProblems(
  value: Record<string, unknown>,
  at: string,
  englishOnly: boolean | undefined,
): EntryProblem[] {
  if (englishOnly) return [];
  const arabic = isRecord(value.ar) ? value.ar : {};
  return Object.entries(arabic)
    .filter(([, words]) => typeof words !== "string" || words.trim() === "")
    .map(([form]) => ({ field: `${at}ar.${form}`, reason: noArabic(englishOnly) }));
}

export function arabicArticleProblem(
  english: string,
  arabic: string,
  englishOnly: boolean | undefined,
): string | undefined {
  if (arabic.trim() !== "" || english.trim() === "" || englishOnly) return undefined;
  return noArabic(englishOnly);
}

export function placeholderProblem(words: string, allowed: readonly string[]): string | undefined {
  const list = allowed.map((name) => `{${name}}`).join(" and ");
  for (const [, name] of words.matchAll(/\{([^{}]*)\}/g)) {
    if (!allowed.includes(name ?? "")) {
      return `"{${name}}" is not something this text can show (it can use ${list})`;
    }
  }
  if (/[{}]/.test(words.replace(/\{([^{}]*)\}/g, ""))) {
    return `a "{" or "}" without its pair (write placeholders as ${list})`;
  }
  return undefined;
}

export function placeholderProblems(
  value: Record<string, unknown>,
  at: string,
  allowed: readonly string[],
  plural: boolean,
): EntryProblem[] {
  const texts: [string, unknown][] = [];
  for (const language of ["en", "ar"]) {
    const words = value[language];
    if (!plural) texts.push([`${at}${language}`, words]);
    else if (isRecord(words)) {
      for (const [form, text] of Object.entries(words))
        texts.push([`${at}${language}.${form}`, text]);
    }
  }
  const found: EntryProblem[] = [];
  for (const [field, words] of texts) {
    if (typeof words !== "string") continue;
    const reason = placeholderProblem(words, allowed);
    if (reason !== undefined) found.push({ field, reason });
  }
  return found;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
