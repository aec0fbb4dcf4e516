// Enquiry routing: an ordered list of rules, edited by admins on the back office's Routing page and
// kept in the shared store. The first rule whose conditions all hold routes the enquiry: its
// recipients get the staff e-mail, its assignee (if any) has the enquiry on the desk. No rule: the
// staff e-mail goes to CONTACT_TO. Recipients only ever come from a rule, never from a request.
import { z } from "zod";
import { type Language, languages, withoutLanguage } from "../../common/i18n.ts";
import { officesPrefix, paths, servicePath } from "../../common/paths.ts";

export const routingLimits = {
  rules: 100,
  nameLength: 80,
  /** Of each kind of condition (pages, offices, services, words) and of recipients. */
  items: 50,
  itemLength: 200,
} as const;

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "must be a file name such as dubai");

export const routingRuleSchema = z.object({
  name: z.string().trim().min(1, "is required").max(routingLimits.nameLength),
  /** Any of these; none: any language. */
  languages: z.array(z.enum(languages)).max(2),
  /** The path the form was sent from starts with one of these (whole segments); none: any page. */
  pages: z
    .array(
      z
        .string()
        .max(routingLimits.itemLength)
        .regex(/^\/[^\s?#]*$/, "must be a path starting with /, such as /offices/dubai"),
    )
    .max(routingLimits.items),
  /** The enquiry is about one of these offices (by file name); none: any. */
  offices: z.array(slug).max(routingLimits.items),
  services: z.array(slug).max(routingLimits.items),
  /** One of these words or phrases is in the subject or the message, in any case; none: any. */
  words: z.array(z.string().trim().min(1).max(routingLimits.itemLength)).max(routingLimits.items),
  recipients: z
    .array(z.email("must be an e-mail address").max(254))
    .min(1, "needs at least one address")
    .max(routingLimits.items),
  /** A back-office account's e-mail address, or null. */
  assignee: z.email().nullable(),
});

export type RoutingRule = z.infer<typeof routingRuleSchema>;

export const routingRulesSchema = z.array(routingRuleSchema).max(routingLimits.rules);

/** The rules as stored, and the version a change must name so two admins cannot overwrite. */
export interface RoutingTable {
  rules: RoutingRule[];
  version: number;
}

/** Where a form was sent from, as far as routing cares. */
export interface EnquiryPage {
  /** The path and query, as the browser had them (at most 500 characters). */
  address: string;
  path: string;
  office: string | null;
  service: string | null;
}

export interface RoutingFacts {
  language: Language;
  page: EnquiryPage | null;
  subject: string;
  message: string;
}

export interface Route {
  /** The rule's name; null when no rule matched (CONTACT_TO). */
  rule: string | null;
  recipients: string[];
  assignee: string | null;
}

const noRoute: Route = { rule: null, recipients: [], assignee: null };

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** "/offices/dubai" holds "/offices/dubai" and "/offices/dubai/map.svg", not "/offices/dubaix". */
function startsWithPath(path: string, prefix: string) {
  const wanted = trimSlash(prefix);
  return wanted === "/" || path === wanted || path.startsWith(`${wanted}/`);
}

/**
 * The office or service an enquiry is about: `?office=` / `?service=` on the contact page (the
 * office and service pages link there), or the office's or service's own page.
 */
function aboutFromPage(path: string, query: URLSearchParams) {
  const page = withoutLanguage(path);
  const fromQuery = (name: string) => {
    const value = page === paths.contact ? query.get(name) : null;
    return value && slug.safeParse(value).success ? value : null;
  };
  const under = (prefix: string) => {
    const match = new RegExp(`^${prefix}/([a-z0-9][a-z0-9-]*)$`).exec(page);
    return match?.[1] ?? null;
  };
  return {
    office: fromQuery("office") ?? under(officesPrefix),
    service: fromQuery("service") ?? under(servicePath("").replace(/\/$/, "")),
  };
}

/**
 * The page an enquiry was sent from, from the request's Referer: only a page of this site (one of
 * its own hosts: SITE_URL's, the request's), else null. The form's body never carries it.
 */
export function enquiryPage(
  referer: string | undefined,
  ownHosts: readonly string[],
): EnquiryPage | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (!ownHosts.includes(url.host) || (url.protocol !== "http:" && url.protocol !== "https:"))
    return null;
  const path = trimSlash(decodeSafely(url.pathname));
  return {
    address: `${url.pathname}${url.search}`.slice(0, 500),
    path,
    ...aboutFromPage(path, url.searchParams),
  };
}

function decodeSafely(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function ruleHolds(rule: RoutingRule, facts: RoutingFacts) {
  const { page } = facts;
  if (rule.languages.length > 0 && !rule.languages.includes(facts.language)) return false;
  if (rule.pages.length > 0 && !rule.pages.some((p) => page && startsWithPath(page.path, p))) {
    return false;
  }
  if (rule.offices.length > 0 && !(page?.office && rule.offices.includes(page.office))) {
    return false;
  }
  if (rule.services.length > 0 && !(page?.service && rule.services.includes(page.service))) {
    return false;
  }
  if (rule.words.length > 0) {
    const text = `${facts.subject}\n${facts.message}`.toLocaleLowerCase();
    if (!rule.words.some((word) => text.includes(word.toLocaleLowerCase()))) return false;
  }
  return true;
}

/** The first rule whose every condition holds; none: the default route (CONTACT_TO). */
export function routeEnquiry(rules: readonly RoutingRule[], facts: RoutingFacts): Route {
  const rule = rules.find((candidate) => ruleHolds(candidate, facts));
  return rule
    ? { rule: rule.name, recipients: [...rule.recipients], assignee: rule.assignee }
    : noRoute;
}
