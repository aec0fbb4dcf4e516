// Audience figures in the enquiry store's own database (docs/product.md "Audience"). The public
// server buffers what it counts (server/audience/counter.ts) and hands it here in batches; what
// stays past the day is numbers per day and key, never a visitor.

/** What a table of the Audience page is keyed by; "total" is the whole site (value ""). */
export const audienceDimensions = [
  "page",
  "landing",
  "referrer",
  "campaign",
  "language",
  "device",
] as const;
export type AudienceDimension = (typeof audienceDimensions)[number];

/** A day as the store keys it: the UTC date, "2026-11-28". */
export type AudienceDay = string;

export function audienceDay(at: Date): AudienceDay {
  return at.toISOString().slice(0, 10);
}

/** A Map's key of several strings: joined with NUL, which none of them holds (view.ts drops it). */
export const joinedKey = (...parts: string[]) => parts.join("\u0000");

/** The utm_source, utm_medium and utm_campaign of the address a visitor arrived at. */
export interface Campaign {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** One counted page view, its visitor already hashed with the day's secret. */
export interface RecordedView {
  day: AudienceDay;
  /** Null for a visitor who asked not to be tracked (Sec-GPC or DNT): a view, never a visitor. */
  visitor: string | null;
  path: string;
  language: string;
  device: string;
  /** The referring host when it is another site; null when none or this site. */
  referrer: string | null;
  campaign: Campaign | null;
}

/** An enquiry (not spam) from this visitor on this day; null visitor: counted in the total only. */
export interface Conversion {
  day: AudienceDay;
  visitor: string | null;
}

/** A visitor's first view of the day, which an enquiry from them that day is joined to. */
export interface Visit {
  landing: string;
  referrer: string | null;
  campaign: Campaign | null;
}

export interface AudienceFigures {
  views: number;
  visitors: number;
  enquiries: number;
}

export interface AudienceRow extends AudienceFigures {
  value: string;
}

export interface AudienceReport {
  /** Every day of the period, oldest first, with zeros where nothing was counted. */
  days: ({ day: AudienceDay } & AudienceFigures)[];
  totals: AudienceFigures;
  /** Each table's rows, most views first. */
  tables: Record<AudienceDimension, AudienceRow[]>;
}

export interface AudienceStore {
  /** The day's secret, made by whichever server asks first; every server gets the same one. */
  secretFor(day: AudienceDay): Promise<string>;
  /** Adds a batch of views and conversions in one transaction. */
  record(batch: { views: RecordedView[]; conversions: Conversion[] }): Promise<void>;
  visitOf(day: AudienceDay, visitor: string): Promise<Visit | undefined>;
  /** Deletes the secrets, visits and seen keys of every day before `day`: counts only remain. */
  forgetBefore(day: AudienceDay): Promise<void>;
  /** Deletes the counts of every day before `day` (AUDIENCE_RETENTION_MONTHS). */
  deleteCountsBefore(day: AudienceDay): Promise<number>;
  /** The days from `from` to `to`, both included. */
  report(period: { from: AudienceDay; to: AudienceDay }): Promise<AudienceReport>;
  /** Who asked for the weekly report by e-mail (back-office e-mail addresses). */
  reportSubscribers(): Promise<string[]>;
  setReportSubscription(email: string, subscribed: boolean, at: Date): Promise<void>;
}

/** The campaign, or null when none of its three parameters is there. */
export function campaignOrNull(campaign: Campaign): Campaign | null {
  return campaign.source || campaign.medium || campaign.campaign ? campaign : null;
}

/** A campaign as one key of the counts: a JSON array, so no value can be mistaken for another. */
export function campaignKey(campaign: Campaign): string {
  return JSON.stringify([campaign.source, campaign.medium, campaign.campaign]);
}

export function campaignOfKey(key: string): Campaign {
  try {
    const parts: unknown = JSON.parse(key);
    const part = (index: number) =>
      Array.isArray(parts) && typeof parts[index] === "string" ? (parts[index] as string) : null;
    return { source: part(0), medium: part(1), campaign: part(2) };
  } catch {
    return { source: null, medium: null, campaign: null };
  }
}

/** A count's key in a Map: day, dimension and value. */
export const countKey = (day: string, dimension: string, value: string) =>
  joinedKey(day, dimension, value);

export class CountDeltas {
  readonly byKey = new Map<string, AudienceFigures>();
  add(day: string, dimension: string, value: string, delta: Partial<AudienceFigures>) {
    const key = countKey(day, dimension, value);
    const figures = this.byKey.get(key) ?? { views: 0, visitors: 0, enquiries: 0 };
    figures.views += delta.views ?? 0;
    figures.visitors += delta.visitors ?? 0;
    figures.enquiries += delta.enquiries ?? 0;
    this.byKey.set(key, figures);
  }
  /** In key order, so two servers adding into the same rows lock them in the same order. */
  rows(): { day: string; dimension: string; value: string; figures: AudienceFigures }[] {
    return [...this.byKey.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, figures]) => {
        const [day = "", dimension = "", value = ""] = key.split("\u0000");
        return { day, dimension, value, figures };
      });
  }
}

/**
 * The keys a view counts a visitor under once a day. The visit's own (the whole site, the landing
 * page, its language, the device) are counted from the visitor's first view.
 */
export function seenKeysOfView(view: RecordedView): [AudienceDimension, string][] {
  const keys: [AudienceDimension, string][] = [["page", view.path]];
  if (view.referrer) keys.push(["referrer", view.referrer]);
  if (view.campaign) keys.push(["campaign", campaignKey(view.campaign)]);
  return keys;
}

/** A visitor's first view of a day, as stored. */
export interface VisitRow {
  day: AudienceDay;
  visitor: string;
  landing: string;
  device: string;
  language: string;
  referrer: string | null;
  campaign: Campaign | null;
}

/** A key a visitor had on a day, as stored. */
export interface SeenRow {
  day: AudienceDay;
  visitor: string;
  dimension: AudienceDimension;
  value: string;
}

/** What the store found for one conversion: the visitor's visit and seen keys that day. */
export interface ConversionFound {
  day: AudienceDay;
  visit: { landing: string; device: string; language: string } | undefined;
  seen: { dimension: string; value: string }[];
}

/**
 * What this process knows to be stored already today: visits and seen keys it wrote or found, so
 * a returning visitor's views cost no write but the counts. Only ever true facts (added after a
 * commit), so skipping them is safe whatever other servers do; emptied when the day changes, and
 * when it grows past `limit` (then the store answers, as it would without it).
 */
export class StoredKeys {
  #day: AudienceDay | undefined;
  #keys = new Set<string>();
  readonly #limit: number;
  constructor(limit = 200_000) {
    this.#limit = limit;
  }
  /** The key of a fact of `day`; undefined for a day before the one it holds. */
  #key(day: AudienceDay, parts: string[]): string | undefined {
    if (this.#day === undefined || day > this.#day) {
      this.#day = day;
      this.#keys.clear();
    }
    return day === this.#day ? joinedKey(...parts) : undefined;
  }
  hasVisit(row: { day: AudienceDay; visitor: string }) {
    const key = this.#key(row.day, [row.visitor]);
    return key !== undefined && this.#keys.has(key);
  }
  hasSeen(row: SeenRow) {
    const key = this.#key(row.day, [row.visitor, row.dimension, row.value]);
    return key !== undefined && this.#keys.has(key);
  }
  remember(visits: VisitRow[], seen: SeenRow[]) {
    if (this.#keys.size + visits.length + seen.length > this.#limit) this.#keys.clear();
    for (const row of visits) {
      const key = this.#key(row.day, [row.visitor]);
      if (key !== undefined) this.#keys.add(key);
    }
    for (const row of seen) {
      const key = this.#key(row.day, [row.visitor, row.dimension, row.value]);
      if (key !== undefined) this.#keys.add(key);
    }
  }
  forget() {
    this.#keys.clear();
    this.#day = undefined;
  }
}

/** The visits and seen keys a batch may add: each once, none this process knows to be stored. */
export function planBatch(
  views: RecordedView[],
  stored: StoredKeys,
): { visits: VisitRow[]; seen: SeenRow[] } {
  const visits = new Map<string, VisitRow>();
  const seen = new Map<string, SeenRow>();
  for (const view of views) {
    const { day, visitor } = view;
    if (visitor === null) continue;
    const visitKey = joinedKey(day, visitor);
    if (!visits.has(visitKey) && !stored.hasVisit({ day, visitor })) {
      visits.set(visitKey, {
        day,
        visitor,
        landing: view.path,
        device: view.device,
        language: view.language,
        referrer: view.referrer,
        campaign: view.campaign,
      });
    }
    for (const [dimension, value] of seenKeysOfView(view)) {
      const row = { day, visitor, dimension, value };
      const key = joinedKey(day, visitor, dimension, value);
      if (!seen.has(key) && !stored.hasSeen(row)) seen.set(key, row);
    }
  }
  // In key order, so two servers writing the same rows take their locks in the same order.
  const sorted = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  return { visits: sorted(visits), seen: sorted(seen) };
}

/** The counts a batch adds, given which of its visits and seen keys were new to the store. */
export function countBatch({
  views,
  newVisits,
  newSeen,
  conversions,
}: {
  views: RecordedView[];
  newVisits: VisitRow[];
  newSeen: SeenRow[];
  conversions: ConversionFound[];
}): CountDeltas {
  const deltas = new CountDeltas();
  for (const view of views) {
    deltas.add(view.day, "total", "", { views: 1 });
    deltas.add(view.day, "device", view.device, { views: 1 });
    deltas.add(view.day, "language", view.language, { views: 1 });
    for (const [dimension, value] of seenKeysOfView(view)) {
      deltas.add(view.day, dimension, value, { views: 1 });
    }
  }
  for (const visit of newVisits) {
    deltas.add(visit.day, "total", "", { visitors: 1 });
    deltas.add(visit.day, "device", visit.device, { visitors: 1 });
    deltas.add(visit.day, "language", visit.language, { visitors: 1 });
    deltas.add(visit.day, "landing", visit.landing, { views: 1, visitors: 1 });
  }
  for (const row of newSeen) deltas.add(row.day, row.dimension, row.value, { visitors: 1 });
  for (const { day, visit, seen } of conversions) {
    deltas.add(day, "total", "", { enquiries: 1 });
    if (visit) {
      deltas.add(day, "landing", visit.landing, { enquiries: 1 });
      deltas.add(day, "device", visit.device, { enquiries: 1 });
      deltas.add(day, "language", visit.language, { enquiries: 1 });
    }
    for (const row of seen) deltas.add(day, row.dimension, row.value, { enquiries: 1 });
  }
  return deltas;
}

/** The report from rows of counts (dimension, value, day, figures) of one period. */
export function buildReport(
  period: { from: AudienceDay; to: AudienceDay },
  rows: { day: string; dimension: string; value: string; figures: AudienceFigures }[],
): AudienceReport {
  const days = new Map<string, AudienceFigures>();
  for (
    let at = new Date(`${period.from}T00:00:00Z`);
    audienceDay(at) <= period.to;
    at = new Date(at.getTime() + 86_400_000)
  ) {
    days.set(audienceDay(at), { views: 0, visitors: 0, enquiries: 0 });
  }
  const totals = { views: 0, visitors: 0, enquiries: 0 };
  const tables = new Map<string, Map<string, AudienceFigures>>();
  for (const { day, dimension, value, figures } of rows) {
    if (dimension === "total") {
      const daily = days.get(day);
      if (daily) addTo(daily, figures);
      addTo(totals, figures);
      continue;
    }
    const table = tables.get(dimension) ?? new Map<string, AudienceFigures>();
    tables.set(dimension, table);
    const row = table.get(value) ?? { views: 0, visitors: 0, enquiries: 0 };
    addTo(row, figures);
    table.set(value, row);
  }
  const sorted = (dimension: AudienceDimension): AudienceRow[] =>
    [...(tables.get(dimension) ?? new Map<string, AudienceFigures>()).entries()]
      .map(([value, figures]) => ({ value, ...figures }))
      .sort(
        (a, b) =>
          b.views - a.views ||
          b.enquiries - a.enquiries ||
          (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
      );
  return {
    days: [...days.entries()].map(([day, figures]) => ({ day, ...figures })),
    totals,
    tables: Object.fromEntries(
      audienceDimensions.map((dimension) => [dimension, sorted(dimension)]),
    ) as Record<AudienceDimension, AudienceRow[]>,
  };
}

function addTo(sum: AudienceFigures, figures: AudienceFigures) {
  sum.views += figures.views;
  sum.visitors += figures.visitors;
  sum.enquiries += figures.enquiries;
}
