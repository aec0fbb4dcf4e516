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
type CountedDimension = AudienceDimension | "total";

/** A day as the store keys it: the UTC date, "2026-11-28". */
export type AudienceDay = string;

export function audienceDay(at: Date): AudienceDay {
  return at.toISOString().slice(0, 10);
}

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

/** A campaign as one key of the counts: a JSON array, so no value can be mistaken for another. */
export function campaignKey(campaign: Campaign): string {
  return JSON.stringify([campaign.source, campaign.medium, campaign.campaign]);
}

export function campaignOfKey(key: string): Campaign {
  try {
    const [source = null, medium = null, campaign = null] = JSON.parse(key) as (string | null)[];
    return { source, medium, campaign };
  } catch {
    return { source: null, medium: null, campaign: null };
  }
}

/** The keys one view counts under: the whole site, its page, language, device and sources. */
export function keysOfView(view: RecordedView): [CountedDimension, string][] {
  const keys: [CountedDimension, string][] = [
    ["total", ""],
    ["page", view.path],
    ["language", view.language],
    ["device", view.device],
  ];
  if (view.referrer) keys.push(["referrer", view.referrer]);
  if (view.campaign) keys.push(["campaign", campaignKey(view.campaign)]);
  return keys;
}

/** A count's key in a Map: day, dimension and value. */
export const countKey = (day: string, dimension: string, value: string) =>
  JSON.stringify([day, dimension, value]);

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
        const [day, dimension, value] = JSON.parse(key) as [string, string, string];
        return { day, dimension, value, figures };
      });
  }
}

/** The first view of each (day, visitor) in the batch: a visit if the store has none yet. */
export function firstViews(views: RecordedView[]): (RecordedView & { visitor: string })[] {
  const seen = new Set<string>();
  const first: (RecordedView & { visitor: string })[] = [];
  for (const view of views) {
    if (view.visitor === null) continue;
    const key = `${view.day} ${view.visitor}`;
    if (seen.has(key)) continue;
    seen.add(key);
    first.push(view as RecordedView & { visitor: string });
  }
  return first;
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
