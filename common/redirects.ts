// Redirects from old addresses of the site to new ones (docs/product.md, "Redirects"). The list is
// content ("Redirects" in the editor, content/redirects.yaml), written without the language prefix:
// each entry covers an English address and its Arabic twin under /ar. The build turns it into one
// table per release, which the public server reads with the release's pages, so a rollback rolls
// the redirects back too.
import { z } from "zod/mini";
import { arabicPrefix, languages, localizedPath } from "./i18n.ts";

export interface Redirect {
  /** The address that no longer has a page, e.g. "/blog/old-name". */
  from: string;
  /** Where it now leads: a page of this site, e.g. "/blog/new-name" or "/what-we-do#esg". */
  to: string;
}

/** The table's file in a release's client folder: the leading dot keeps it from being served. */
export const redirectsFile = ".redirects.json";

/** Old path → new path, for both languages: what the build writes into `redirectsFile`. */
export function redirectTable(list: readonly Redirect[]): Record<string, string> {
  const table: Record<string, string> = {};
  for (const { from, to } of list) {
    for (const language of languages) {
      table[localizedPath(from, language)] = localizedPath(to, language);
    }
  }
  return table;
}

/** A path of this site: one "/" first, no scheme or host, no backslash, space or control character. */
const sitePath = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
const tableSchema = z.record(
  z.string().check(z.regex(sitePath)),
  z.string().check(z.regex(sitePath)),
);

/**
 * A release's table as the public server uses it. Anything but same-site paths is refused, so a
 * damaged file can never send visitors to another site.
 */
export function parseRedirectTable(json: string): Map<string, string> {
  return new Map(Object.entries(tableSchema.parse(JSON.parse(json))));
}

/** The address a redirect answers with: the visitor's own query string kept, before any #section. */
export function redirectLocation(to: string, query: string): string {
  if (query === "") return to;
  const hash = to.indexOf("#");
  return hash === -1 ? `${to}?${query}` : `${to.slice(0, hash)}?${query}${to.slice(hash)}`;
}

/** Paths that are files of the site, not pages: the API, scripts, pictures, fonts and icons. */
const notPages = /^\/(api|assets|images|fonts|icons)(\/|$)/;
const segment = /^[\p{L}\p{N}._~-]+$/u;

/** Why an address cannot be one side of a redirect, or undefined when its form is fine. */
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

/** One problem of a redirect list: the entry's position, its side, and why. */
export interface RedirectProblem {
  index: number;
  side: "from" | "to";
  reason: string;
}

/**
 * What is wrong with a list of redirects, given the site's pages (paths without /ar): malformed or
 * off-site addresses, an old address redirected twice or that is a live page (the redirect would
 * hide it), a new address that is not a page, loops and chains (each redirect must lead straight
 * to a page, in one step).
 */
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

/** Why a redirect's new address is wrong: malformed, a loop, a chain, or not a page. */
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

/** Whether following the redirects from `start` comes back to `origin`. */
function leadsBackTo(origin: string | undefined, start: string, targets: Map<string, string>) {
  const seen = new Set<string>();
  for (let at: string | undefined = start; at !== undefined; at = targets.get(at)) {
    if (at === origin) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}
