// How the site writes dates and numbers (British English, as the copy). Hand-written rather than
// Intl: a page's first Intl formatter loads locale data, which took 140 ms of main thread for a
// date and 30-70 ms for a number on a 4x-slowed CPU (a mid-range phone), during hydration.

const months = [
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
] as const;

/** "2025-03-12" (or a full ISO timestamp, read in UTC) as "12 March 2025". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${iso}`);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 12345 as "12,345"; a fraction is kept as given. */
export function formatNumber(value: number): string {
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
