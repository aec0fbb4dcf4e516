// Views are counted in memory and written in batches (docs/product.md "Audience"): a page never
// waits for the store, and a store that is slow or failing costs counts, never a page. Several
// public servers add into the same rows; each hashes visitors with the same day's secret.
import { createHmac } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  type AudienceDay,
  type AudienceStore,
  audienceDay,
  type Conversion,
  campaignKey,
  type RecordedView,
  type Visit,
} from "../store/audience.ts";
import type { ViewFacts } from "./view.ts";

/** A batch is written at least this often, and sooner when it reaches `batchSize`. */
export const defaultFlushEveryMs = 5_000;
const batchSize = 5_000;
/** Views written in one transaction: two milliseconds of SQLite at most. */
const writePart = 100;
/** Visitors whose hash is kept for the rest of the day, so a returning one costs no HMAC. */
const maxRemembered = 50_000;
/** Views kept while the store cannot be written; beyond this the oldest are dropped. */
const maxPending = 20_000;
/**
 * Different referrers, and different campaigns, a server counts in a day; any more are counted as
 * "(other)". They come from the visitor's request, so without a cap anyone could add rows without
 * end to the counts and to the Audience page.
 */
export const maxSourcesPerDay = 1_000;
export const otherSource = "(other)";

interface PendingView extends Omit<ViewFacts, "identity"> {
  day: AudienceDay;
  identity: string | null;
}

interface PendingConversion {
  day: AudienceDay;
  identity: string | null;
}

export interface AudienceCounterOptions {
  store: AudienceStore;
  log: FastifyBaseLogger;
  now?: () => Date;
  flushEveryMs?: number;
}

export function visitorOf(secret: string, identity: string): string {
  return createHmac("sha256", secret).update(identity).digest("base64url").slice(0, 22);
}

export class AudienceCounter {
  readonly #store: AudienceStore;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => Date;
  readonly #flushEveryMs: number;
  #views: PendingView[] = [];
  /** The views of the flush under way, until it ends: still findable by `sourceOf`. */
  #writing: PendingView[] = [];
  #conversions: PendingConversion[] = [];
  #secrets = new Map<AudienceDay, Promise<string>>();
  /** Today's identities and their visitor hashes; emptied when the day changes. */
  #visitors = new Map<string, string>();
  #visitorsDay: AudienceDay | undefined;
  #forgottenBefore: AudienceDay | undefined;
  #flushing: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  /** Today's different referrers and campaigns, for `maxSourcesPerDay`. */
  #sources = { day: "", referrers: new Set<string>(), campaigns: new Set<string>() };
  #dayNumber = Number.NaN;
  #day: AudienceDay = "";
  #failing = false;
  #dropped = 0;

  constructor({ store, log, now = () => new Date(), flushEveryMs }: AudienceCounterOptions) {
    this.#store = store;
    this.#log = log;
    this.#now = now;
    this.#flushEveryMs = flushEveryMs ?? defaultFlushEveryMs;
  }

  start() {
    this.#timer = setInterval(() => void this.flush(), this.#flushEveryMs);
    this.#timer.unref();
  }

  async close() {
    clearInterval(this.#timer);
    await this.flush();
  }

  view(facts: ViewFacts) {
    const day = this.#today();
    this.#views.push({ ...this.#capped(day, facts), day });
    this.#keepAtMost(maxPending);
    if (this.#views.length >= batchSize) setImmediate(() => void this.flush());
  }

  /** Today's day, worked out once per day rather than per view. */
  #today(): AudienceDay {
    const dayNumber = Math.floor(this.#now().getTime() / 86_400_000);
    if (dayNumber !== this.#dayNumber) {
      this.#dayNumber = dayNumber;
      this.#day = audienceDay(new Date(dayNumber * 86_400_000));
    }
    return this.#day;
  }

  #keepAtMost(count: number) {
    if (this.#views.length > count) {
      this.#dropped += this.#views.length - count;
      this.#views.splice(0, this.#views.length - count);
    }
  }

  /** The view with a referrer or campaign past the day's `maxSourcesPerDay` as "(other)". */
  #capped(day: AudienceDay, facts: ViewFacts): ViewFacts {
    const sources = this.#sources;
    if (sources.day !== day) {
      sources.day = day;
      sources.referrers.clear();
      sources.campaigns.clear();
    }
    const allowed = (set: Set<string>, value: string) => {
      if (set.has(value)) return true;
      if (set.size >= maxSourcesPerDay) return false;
      set.add(value);
      return true;
    };
    let { referrer, campaign } = facts;
    if (referrer !== null && !allowed(sources.referrers, referrer)) referrer = otherSource;
    if (campaign !== null && !allowed(sources.campaigns, campaignKey(campaign))) {
      campaign = { source: otherSource, medium: null, campaign: null };
    }
    return referrer === facts.referrer && campaign === facts.campaign
      ? facts
      : { ...facts, referrer, campaign };
  }

  /** An enquiry (not spam) from this address and browser; null identity: Sec-GPC or DNT. */
  converted(identity: string | null) {
    this.#conversions.push({ day: this.#today(), identity });
  }

  /**
   * Where the visitor with this identity first came from today: the store's visit, or the first
   * view still waiting here to be written. Null when not known or on any error: an enquiry is
   * never refused or slowed for want of it.
   */
  async sourceOf(identity: string | null): Promise<Visit | null> {
    if (identity === null) return null;
    const day = audienceDay(this.#now());
    try {
      const stored = await this.#store.visitOf(day, await this.#visitor(day, identity));
      if (stored) return stored;
    } catch (error) {
      this.#log.warn({ err: error }, "could not look up where an enquiry's visitor came from");
    }
    const first = [...this.#writing, ...this.#views].find(
      (view) => view.day === day && view.identity === identity,
    );
    return first
      ? { landing: first.path, referrer: first.referrer, campaign: first.campaign }
      : null;
  }

  /**
   * Writes what is waiting, one flush at a time: a call during a flush waits for it, then writes
   * what came in meanwhile (a few rounds at most, so a busy server's timer still returns).
   */
  async flush(): Promise<void> {
    for (let round = 0; round < 3; round += 1) {
      this.#flushing ??= this.#write().finally(() => {
        this.#flushing = undefined;
        this.#writing = [];
      });
      await this.#flushing;
      if (this.#failing || (this.#views.length === 0 && this.#conversions.length === 0)) return;
    }
  }

  async #secret(day: AudienceDay): Promise<string> {
    let secret = this.#secrets.get(day);
    if (secret === undefined) {
      secret = this.#store.secretFor(day);
      this.#secrets.set(day, secret);
      secret.catch(() => this.#secrets.delete(day));
    }
    return secret;
  }

  /** The visitor of `identity` on `day`, hashed once a day per identity. */
  async #visitor(day: AudienceDay, identity: string): Promise<string> {
    if (day !== this.#visitorsDay) {
      this.#visitors.clear();
      this.#visitorsDay = day;
    }
    const known = this.#visitors.get(identity);
    if (known !== undefined) return known;
    const visitor = visitorOf(await this.#secret(day), identity);
    if (day === this.#visitorsDay) {
      if (this.#visitors.size >= maxRemembered) this.#visitors.clear();
      this.#visitors.set(identity, visitor);
    }
    return visitor;
  }

  async #write() {
    const views = this.#views.splice(0, this.#views.length);
    this.#writing = views;
    const conversions = this.#conversions.splice(0, this.#conversions.length);
    const today = audienceDay(this.#now());
    const hash = (day: AudienceDay, identity: string | null) =>
      identity === null ? null : this.#visitor(day, identity);
    // In parts, each its own transaction, the event loop free between them: a synchronous SQLite
    // write of thousands of new visitors would hold every page waiting behind it. The enquiries
    // go with the last part, after the views of the same visitors.
    for (let from = 0; from === 0 || from < views.length; from += writePart) {
      const part = views.slice(from, from + writePart);
      const last = from + writePart >= views.length;
      try {
        if (part.length > 0 || (last && conversions.length > 0)) {
          const recorded: RecordedView[] = [];
          for (const { identity, ...view } of part) {
            recorded.push({ ...view, visitor: await hash(view.day, identity) });
          }
          const converted: Conversion[] = [];
          for (const { day, identity } of last ? conversions : []) {
            converted.push({ day, visitor: await hash(day, identity) });
          }
          await this.#store.record({ views: recorded, conversions: converted });
        }
      } catch (error) {
        // Kept for the next batch (the newest win when too many wait); said once until it works.
        this.#views.unshift(...views.slice(from));
        this.#keepAtMost(maxPending);
        this.#conversions.unshift(...conversions);
        if (!this.#failing) {
          this.#log.warn({ err: error }, "could not write audience counts; will try again");
          this.#failing = true;
        }
        return;
      }
      if (!last) await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.#failing || this.#dropped > 0) {
      this.#log.info({ dropped: this.#dropped }, "audience counts are being written again");
      this.#failing = false;
      this.#dropped = 0;
    }
    if (this.#forgottenBefore === today && !views.some((view) => view.day < today)) return;
    try {
      // The days before today: their secrets, visits and seen keys go, so that no visitor can be
      // linked to anyone or across days; only their counts remain.
      await this.#store.forgetBefore(today);
      this.#forgottenBefore = today;
      for (const day of this.#secrets.keys()) if (day < today) this.#secrets.delete(day);
    } catch (error) {
      this.#log.warn({ err: error }, "could not delete the audience figures of past days");
    }
  }
}
