// What one request of a page counts as (docs/product.md "Audience"): whether it is a view at all,
// and the facts a view is counted under. Nothing here is stored as it arrives: the address and
// browser become a visitor only through the day's secret (counter.ts).
import { isbot } from "isbot";
import { languageOfPath } from "../../common/i18n.ts";
import { type Campaign, campaignOrNull } from "../store/audience.ts";

export interface ViewRequest {
  method: string;
  /** The request's path and query as sent. */
  url: string;
  /** The page the static site answered with (its key, "/ar/contact"); undefined: not a page. */
  page: string | undefined;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The visitor's address as the server sees it (TRUST_PROXY applied). */
  address: string;
  /** Hosts that are this site, so a link from one of its own pages is no referrer. */
  ownHosts: string[];
}

export interface ViewFacts {
  path: string;
  language: string;
  device: "mobile" | "tablet" | "desktop";
  referrer: string | null;
  campaign: Campaign | null;
  /** Address and browser, to be hashed with the day's secret; null for Sec-GPC or DNT. */
  identity: string | null;
}

/**
 * isbot's answer for each user agent seen lately: its list is one long pattern, tried in about
 * 5 µs, and a site's visitors send a few hundred different user agents an hour.
 */
const botAnswers = new Map<string, boolean>();
const maxBotAnswers = 10_000;

function isBot(agent: string): boolean {
  let answer = botAnswers.get(agent);
  if (answer === undefined) {
    answer = isbot(agent);
    if (botAnswers.size >= maxBotAnswers) botAnswers.clear();
    botAnswers.set(agent, answer);
  }
  return answer;
}

const header = (headers: ViewRequest["headers"], name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(",") : (value ?? "")).trim();
};

/** A browser fetching a page ahead of a click (Speculation Rules, link prefetch, previews). */
function isPrefetch(headers: ViewRequest["headers"]): boolean {
  const purpose = [
    header(headers, "sec-purpose"),
    header(headers, "purpose"),
    header(headers, "x-purpose"),
    header(headers, "x-moz"),
  ]
    .join(",")
    .toLowerCase();
  return /prefetch|prerender|preview/.test(purpose);
}

/**
 * The facts of a counted view, or null when the request is not one: not a GET, not a page, not
 * answered 200 (or 304, the same page revalidated by the browser's cache), a prefetch, or a bot
 * (isbot's list; no user agent at all is a bot too).
 */
export function countedView(request: ViewRequest): ViewFacts | null {
  if (request.method !== "GET" || request.page === undefined) return null;
  if (request.status !== 200 && request.status !== 304) return null;
  const agent = header(request.headers, "user-agent");
  if (agent === "" || isBot(agent) || isPrefetch(request.headers)) return null;
  return {
    path: request.page,
    language: languageOfPath(request.page),
    device: deviceClass(agent),
    referrer: referrerHost(header(request.headers, "referer"), request.ownHosts),
    campaign: campaignOf(request.url),
    identity: visitorIdentity(request.headers, request.address),
  };
}

/**
 * Address and browser, which the day's secret makes a visitor of (counter.ts); null for a bot, no
 * user agent, or a visitor who asked not to be tracked (Sec-GPC or DNT).
 */
export function visitorIdentity(headers: ViewRequest["headers"], address: string): string | null {
  const agent = header(headers, "user-agent");
  if (agent === "" || isBot(agent)) return null;
  if (header(headers, "sec-gpc") === "1" || header(headers, "dnt") === "1") return null;
  return `${address}\n${agent}`;
}

export function deviceClass(agent: string): ViewFacts["device"] {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(agent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(agent)) return "mobile";
  return "desktop";
}

/** The referring site's host, without "www."; null for none, this site, or not a web address. */
export function referrerHost(referer: string, ownHosts: string[]): string | null {
  if (referer === "") return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const own = ownHosts.map((host) => host.toLowerCase());
    if (own.includes(url.host.toLowerCase()) || own.includes(url.hostname.toLowerCase())) {
      return null;
    }
    return url.hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

/**
 * A campaign parameter as counted: trimmed, at most 100 long, without control characters or the
 * marks that change the direction of the text around them (on the Audience page, in a CSV).
 */
function campaignValue(value: string | null): string | null {
  if (value === null) return null;
  const unwanted =
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
  const cleaned = value.replace(unwanted, "").trim();
  return cleaned === "" ? null : cleaned.slice(0, 100);
}

export function campaignOf(url: string): Campaign | null {
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  if (!query.includes("utm_")) return null;
  const params = new URLSearchParams(query);
  const campaign = {
    source: campaignValue(params.get("utm_source")),
    medium: campaignValue(params.get("utm_medium")),
    campaign: campaignValue(params.get("utm_campaign")),
  };
  return campaignOrNull(campaign);
}
