// Forwarding to the group's own Plausible or Umami (AUDIENCE_FORWARD_*), so that its dashboard
// and the Audience page agree: each view this server counts (the same filter: never a bot or a
// prefetch) and each enquiry, as a goal, sent from the server. Never on a page's path: the page
// has answered before anything is queued, and a receiver that is slow, failing or gone costs
// forwarded events, never a page.
//
// What the two APIs are assumed to be (not checked against a live instance here; check them
// when upgrading either tool):
// - Plausible, "Events API reference" (plausible.io/docs/events-api): POST <base>/api/event,
//   `Content-Type: application/json`, body { name, url, domain, referrer } where `name` is
//   "pageview" or a custom event (here "Enquiry", which Plausible shows once a goal of that name
//   is set up), `url` the page's full address (its utm_ parameters are read from it), `domain` the
//   site as set up in Plausible. `User-Agent` is required (and bots are dropped by Plausible);
//   `X-Forwarded-For` is the visitor's address, which Plausible hashes with its own daily salt to
//   count unique visitors and looks up for the country. Answers 202 Accepted.
// - Umami, "Sending stats" (umami.is/docs/api/sending-stats): POST <base>/api/send, body
//   { type: "event", payload: { website, hostname, url, referrer, language, screen, title, name,
//   data } }; no `name` is a page view, a `name` a custom event; `url` is the path (and query),
//   `website` the website's id. It refuses a request without a `User-Agent` and ignores bots. It
//   reads the visitor's address from the request's headers (X-Forwarded-For among them, the
//   first entry): without it every visitor would be this server's address, so it is sent to
//   Umami too. `screen` and `title` are the browser's: not known here, left out. Umami caps
//   url and referrer at 500 characters, so longer ones are cut.
//
// A visitor who asked not to be tracked (Sec-GPC or DNT, `identity` null in view.ts) is counted
// here as a view and no visitor; forwarded the same way: the view without their address (no
// X-Forwarded-For), so the tool cannot count or locate them by it.
import type { FastifyBaseLogger } from "fastify";
import { enquiryLanguage, enquiryLanguageHeader } from "../../common/enquiry.ts";
import { localizedPath } from "../../common/i18n.ts";
import { paths } from "../../common/paths.ts";
import type { Config } from "../config.ts";
import { enquiryPage } from "../routing/rules.ts";
import type { ViewFacts } from "./view.ts";

export interface ForwardSettings {
  /** The tool's base URL (AUDIENCE_FORWARD_URL), without /api/…. */
  url: string;
  kind: "plausible" | "umami";
  /** Plausible's domain, or Umami's website id. */
  site: string;
  /** SITE_URL: page addresses are on its origin, whatever Host the visitor sent. */
  siteUrl: string;
}

/** One event to forward: a view, or an enquiry's goal. */
export interface ForwardedEvent {
  kind: "view" | "enquiry";
  /** The page's full address: SITE_URL's origin, then the path and query as requested. */
  url: string;
  /** The visitor's Referer as sent (the tools read their own site's as no referrer); null: none. */
  referrer: string | null;
  userAgent: string;
  /** The visitor's address; null for a visitor who asked not to be tracked. */
  address: string | null;
  /** The browser's first language (Accept-Language), else the page's. */
  language: string;
}

/** What the plugin knows of a request: its address and headers as Fastify read them. */
export interface ForwardRequest {
  url: string;
  ip: string;
  host: string;
  headers: Record<string, string | string[] | undefined>;
}

export function forwardSettings(config: Config): ForwardSettings | undefined {
  const { AUDIENCE_FORWARD_URL: url, AUDIENCE_FORWARD_KIND: kind } = config;
  const site = config.AUDIENCE_FORWARD_SITE;
  if (!url || !kind || !site) return undefined;
  return { url, kind, site, siteUrl: config.SITE_URL };
}

const header = (headers: ForwardRequest["headers"], name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(",") : (value ?? "")).trim();
};

/** "fr-CA,fr;q=0.9" → "fr-CA"; undefined for none, "*" or anything not a language tag. */
export function browserLanguage(acceptLanguage: string): string | undefined {
  const first = acceptLanguage.split(",")[0]?.split(";")[0]?.trim() ?? "";
  return /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(first) ? first.slice(0, 35) : undefined;
}

const originOf = (siteUrl: string) => new URL(siteUrl).origin;

/** A counted view (facts from view.ts's countedView, never anything it refused). */
export function viewEvent(
  request: ForwardRequest,
  facts: ViewFacts,
  siteUrl: string,
): ForwardedEvent {
  return {
    kind: "view",
    url: `${originOf(siteUrl)}${request.url}`,
    referrer: header(request.headers, "referer") || null,
    userAgent: header(request.headers, "user-agent"),
    address: facts.identity === null ? null : request.ip,
    language: browserLanguage(header(request.headers, "accept-language")) ?? facts.language,
  };
}

/**
 * An enquiry that is not spam, on the page it was sent from (its Referer, when on this site),
 * else the contact page in the enquiry's language. `optedOut`: Sec-GPC or DNT (or no visitor at
 * all), then no address is sent.
 */
export function enquiryEvent(
  request: ForwardRequest,
  siteUrl: string,
  optedOut: boolean,
): ForwardedEvent {
  const page = enquiryPage(header(request.headers, "referer") || undefined, [
    request.host,
    new URL(siteUrl).host,
  ]);
  const language =
    enquiryLanguage(header(request.headers, enquiryLanguageHeader.toLowerCase()) || undefined) ??
    "en";
  return {
    kind: "enquiry",
    url: `${originOf(siteUrl)}${page?.address ?? localizedPath(paths.contact, language)}`,
    referrer: null,
    userAgent: header(request.headers, "user-agent"),
    address: optedOut ? null : request.ip,
    language: browserLanguage(header(request.headers, "accept-language")) ?? language,
  };
}

export const plausibleGoal = "Enquiry";
export const umamiGoal = "enquiry";
const umamiMaxLength = 500;

/** The request one event makes: endpoint, headers and JSON body. */
export function forwardRequest(
  settings: ForwardSettings,
  event: ForwardedEvent,
): { url: string; headers: Record<string, string>; body: string } {
  const base = settings.url.replace(/\/+$/, "");
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": event.userAgent,
  };
  if (event.address !== null) headers["X-Forwarded-For"] = event.address;
  if (settings.kind === "plausible") {
    return {
      url: `${base}/api/event`,
      headers,
      body: JSON.stringify({
        name: event.kind === "view" ? "pageview" : plausibleGoal,
        url: event.url,
        domain: settings.site,
        referrer: event.referrer,
      }),
    };
  }
  const page = new URL(event.url);
  return {
    url: `${base}/api/send`,
    headers,
    body: JSON.stringify({
      type: "event",
      payload: {
        website: settings.site,
        hostname: page.hostname,
        url: `${page.pathname}${page.search}`.slice(0, umamiMaxLength),
        referrer: (event.referrer ?? "").slice(0, umamiMaxLength),
        language: event.language,
        ...(event.kind === "enquiry" ? { name: umamiGoal } : {}),
      },
    }),
  };
}

export interface ForwarderOptions {
  settings: ForwardSettings;
  log: FastifyBaseLogger;
  /** Events waiting beyond this drop the oldest. */
  maxQueued?: number;
  maxInFlight?: number;
  timeoutMs?: number;
  /** How long closing waits for what is being sent. */
  closeWithinMs?: number;
}

/** An answer worth one more try: none at all, a timeout, 429 or a 5xx. */
const worthRetrying = (outcome: { status?: number }) =>
  outcome.status === undefined || outcome.status === 429 || outcome.status >= 500;

/** An error as one line: its name, message and cause's code; never the event it was about. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const why = cause?.code ?? cause?.message;
  return `${error.name}: ${error.message}${why ? ` (${why})` : ""}`;
}

export class AudienceForwarder {
  readonly #settings: ForwardSettings;
  readonly #log: FastifyBaseLogger;
  readonly #maxQueued: number;
  readonly #maxInFlight: number;
  readonly #timeoutMs: number;
  readonly #closeWithinMs: number;
  readonly #queue: ForwardedEvent[] = [];
  readonly #sending = new Set<Promise<void>>();
  /** Aborts what is being sent when closing has waited long enough. */
  readonly #stop = new AbortController();
  #failing = false;
  #dropped = 0;

  constructor({
    settings,
    log,
    maxQueued = 5_000,
    maxInFlight = 4,
    timeoutMs = 5_000,
    closeWithinMs = 2_000,
  }: ForwarderOptions) {
    this.#settings = settings;
    this.#log = log;
    this.#maxQueued = maxQueued;
    this.#maxInFlight = maxInFlight;
    this.#timeoutMs = timeoutMs;
    this.#closeWithinMs = closeWithinMs;
  }

  /** Queues the event and returns at once; it is sent when one of the requests in flight ends. */
  send(event: ForwardedEvent) {
    if (this.#stop.signal.aborted) return;
    this.#queue.push(event);
    if (this.#queue.length > this.#maxQueued) {
      this.#queue.shift();
      if (this.#dropped === 0) {
        this.#log.warn(
          { kind: this.#settings.kind, queued: this.#maxQueued },
          "audience forwarding is behind; the oldest events are dropped until it catches up",
        );
      }
      this.#dropped += 1;
    }
    this.#next();
  }

  /** Sends what is queued for at most `closeWithinMs`, then stops what is still in flight. */
  async close() {
    const timer = setTimeout(() => this.#stop.abort(), this.#closeWithinMs);
    try {
      while (this.#sending.size > 0) await Promise.allSettled([...this.#sending]);
    } finally {
      clearTimeout(timer);
      this.#stop.abort();
    }
    if (this.#queue.length > 0) {
      this.#log.info(
        { kind: this.#settings.kind, dropped: this.#queue.length },
        "audience events not forwarded: the server closed first",
      );
      this.#queue.length = 0;
    }
  }

  #next() {
    while (
      !this.#stop.signal.aborted &&
      this.#sending.size < this.#maxInFlight &&
      this.#queue.length > 0
    ) {
      const event = this.#queue.shift() as ForwardedEvent;
      const sending: Promise<void> = this.#deliver(event).finally(() => {
        this.#sending.delete(sending);
        this.#next();
      });
      this.#sending.add(sending);
    }
    if (this.#queue.length === 0 && this.#dropped > 0) {
      this.#log.info(
        { kind: this.#settings.kind, dropped: this.#dropped },
        "audience forwarding caught up",
      );
      this.#dropped = 0;
    }
  }

  /** One try, and one more for a failure worth it (no answer, 429, 5xx); never more. */
  async #deliver(event: ForwardedEvent) {
    let request: ReturnType<typeof forwardRequest>;
    try {
      request = forwardRequest(this.#settings, event);
    } catch {
      return; // Not an address this site could have answered (never expected): nothing to send.
    }
    let outcome = await this.#attempt(request);
    if (!outcome.ok && worthRetrying(outcome) && !this.#stop.signal.aborted) {
      outcome = await this.#attempt(request);
    }
    if (outcome.ok) {
      if (this.#failing) {
        this.#log.info({ kind: this.#settings.kind }, "audience events are forwarded again");
        this.#failing = false;
      }
    } else if (!this.#failing && !this.#stop.signal.aborted) {
      // Once per failing streak, and only about the receiver: never the visitor or the event.
      this.#log.warn(
        { kind: this.#settings.kind, endpoint: request.url, problem: outcome.problem },
        "could not forward audience events; those that fail are dropped",
      );
      this.#failing = true;
    }
  }

  async #attempt(request: ReturnType<typeof forwardRequest>) {
    try {
      const response = await fetch(request.url, {
        method: "POST",
        headers: request.headers,
        body: request.body,
        redirect: "error",
        signal: AbortSignal.any([AbortSignal.timeout(this.#timeoutMs), this.#stop.signal]),
      });
      // Read to the end, so the connection goes back to the pool.
      await response.arrayBuffer().catch(() => undefined);
      return response.ok
        ? { ok: true as const, status: response.status }
        : { ok: false as const, status: response.status, problem: `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false as const, status: undefined, problem: describe(error) };
    }
  }
}
