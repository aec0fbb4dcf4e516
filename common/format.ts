// How the site writes dates and numbers: British English on English pages; on Arabic pages the
// Arabic month names (as in Egypt and the Gulf) and the digits the business chose (Latin 0-9 by
// default, or Arabic-Indic ٠-٩: the site setting "Digits on Arabic pages"). Hand-written rather
// than Intl: a page's first Intl formatter loads locale data, which took 140 ms of main thread for
// a date and 30-70 ms for a number on a 4x-slowed CPU (a mid-range phone), during hydration. The
// tests hold them to what Intl writes.
import type { Language } from "./i18n.ts";

export type Digits = "latin" | "arabic";

const months: Record<Language, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ar: [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
  ],
};

/** Latin digits and separators written as Arabic-Indic ones ("1,234.5" as "١٬٢٣٤٫٥"). */
export function inDigits(text: string, digits: Digits): string {
  if (digits === "latin") return text;
  return text.replace(/[0-9,.]/g, (c) =>
    c === "," ? "\u066C" : c === "." ? "\u066B" : String.fromCharCode(0x0660 + Number(c)),
  );
}

/** "2025-03-12" (or a full ISO timestamp, read in UTC) as "12 March 2025" or "12 مارس 2025". */
export function formatDate(iso: string, language: Language = "en", digits: Digits = "latin") {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${iso}`);
  const month = months[language][date.getUTCMonth()];
  const day = inDigits(String(date.getUTCDate()), language === "ar" ? digits : "latin");
  const year = inDigits(String(date.getUTCFullYear()), language === "ar" ? digits : "latin");
  return `${day} ${month} ${year}`;
}

/** 12345 as "12,345" (or "١٢٬٣٤٥" in Arabic-Indic digits); a fraction is kept as given. */
export function formatNumber(value: number, digits: Digits = "latin"): string {
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return inDigits(`${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`, digits);
}
