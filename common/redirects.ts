// One table per release, read with the release's pages, so a rollback rolls the redirects back too.
import { z } from "zod/mini";
import { arabicPrefix, languages, localizedPath } from "./i18n.ts";

export interface Redirect {
  from: string;
  to: string;
}

/** The table's file in a release's client folder: the leading dot keeps it from being served. */
export const redirectsFile = ".redirects.json";

export function redirectTable(list: readonly Redirect[]): Record<string, string> {
  const table: Record<string, string> = {};
  for (const { from, to } of list) {
    for (const language of languages) {
      table[localizedPath(from, language)] = localizedPath(to, language);
    }
  }
  return table;
}

const sitePath = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
const tableSchema = z.record(
  z.string().check(z.regex(sitePath)),
  z.string().check(z.regex(sitePath)),
);

/** Only same-site paths are accepted, so a damaged file can never send visitors to another site. */
export function parseRedirectTable(json: string): Map<string, string> {
  return new Map(Object.entries(tableSchema.parse(JSON.parse(json))));
}

export function redirectLocation(to: string, query: string): string {
  if (query === "") return to;
  const hash = to.indexOf("#");
  return hash === -1 ? `${to}?${query}` : `${to.slice(0, hash)}?${query}${to.slice(hash)}`;
}

const notPages = /^\/(api|assets|images|fonts|icons)(\/|$)/;
const segment = /^[\p{L}\p{N}._~-]+$/u;

export function addressProblem(address: string, side: "from" | "to"): string | undefined {
  const example = side === "from" ? "/blog/old-name" : "/blog/new-name";
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(address)) {
    return `"${address}" is on another site: write an address of this site, such as ${example}`;
  }
  if (!address.startsWith("/")) {
    return `"${address}" must start with "/" (an address of this site, such as ${example})`;
  }
  if (address.includes("?")) {
    return `"${address}" has a "?…" part: write the address alone (a visitor's own "?…" is kept)`;
  }
  const [path = "", section] = address.split("#", 2);
  if (section !== undefined && side === "from") {
    return `"${address}" has a "#section", which browsers never send: write the address alone`;
  }
  if (path === arabicPrefix || path.startsWith(`${arabicPrefix}/`)) {
    return `"${address}" is an Arabic address: write the English one (its Arabic twin under /ar follows by itself)`;
  }
  if (notPages.test(path)) return `"${address}" is the address of a file, not of a page`;
  const segments = path === "/" ? [] : path.slice(1).split("/");
  const wellFormed =
    segments.every((part) => segment.test(part) && !/^\.+$/.test(part)) &&
    (section === undefined || segment.test(section));
  if (!wellFormed) {
    return `"${address}" is not a valid address (letters, digits, "-", "_" and "." between single "/", no space, no "/" at the end)`;
  }
  return undefined;
}

export interface RedirectProblem {
  index: number;
  side: "from" | "to";
  reason: string;
}

export function redirectProblems(
  list: readonly Partial<Redirect>[],
  pages: ReadonlySet<string>,
): RedirectProblem[] {
  const problems: RedirectProblem[] = [];
  const targets = new Map<string, string>();
  const firstIndex = new Map<string, number>();
  list.forEach(({ from, to }, index) => {
    if (typeof from === "string" && typeof to === "string" && !firstIndex.has(from)) {
      firstIndex.set(from, index);
      targets.set(from, to.split("#")[0] ?? to);
    }
  });
  list.forEach(({ from, to }, index) => {
    const report = (side: "from" | "to", reason: string) => problems.push({ index, side, reason });
    // An empty address is the reader's to report (the field is required).
    if (typeof from === "string" && from !== "") {
      const malformed = addressProblem(from, "from");
      if (malformed !== undefined) report("from", malformed);
      else if (firstIndex.get(from) !== index) {
        report("from", `"${from}" is redirected twice: keep one of these redirects`);
      } else if (pages.has(from)) {
        report(
          "from",
          `"${from}" is a page of this site: the redirect would hide it (remove the redirect)`,
        );
      }
    }
    if (typeof to === "string" && to !== "") {
      const reason = targetProblem(from, to, targets, pages);
      if (reason !== undefined) report("to", reason);
    }
  });
  return problems;
}

function targetProblem(
  from: string | undefined,
  to: string,
  targets: Map<string, string>,
  pages: ReadonlySet<string>,
): string | undefined {
  const malformed = addressProblem(to, "to");
  if (malformed !== undefined) return malformed;
  const page = to.split("#")[0] ?? to;
  if (page === from) return `"${to}" is the old address itself: a loop`;
  const next = targets.get(page);
  if (next !== undefined) {
    return leadsBackTo(from, page, targets)
      ? `"${page}" redirects back to "${from}": a loop, visitors never arrive`
      : `"${page}" is itself redirected to "${next}": point this redirect straight at the page`;
  }
  return pages.has(page) ? undefined : `"${to}" is not a page of this site`;
}

function leadsBackTo(origin: string | undefined, start: string, targets: Map<string, string>) {
  const seen = new Set<string>();
  for (let at: string | undefined = start; at !== undefined; at = targets.get(at)) {
    if (at === origin) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}
