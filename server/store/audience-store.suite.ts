// The audience figures in the store, run against both databases: what a batch adds, what an
// enquiry is joined to, and what is gone once a day has passed.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Campaign, RecordedView } from "./audience.ts";
import { type StoreDatabase, sampleEnquiry } from "./enquiry-store.suite.ts";
import type { EnquiryStore } from "./enquiry-store.ts";

const day1 = "2026-11-26";
const day2 = "2026-11-27";
const launch: Campaign = { source: "linkedin", medium: "social", campaign: "launch" };

function view(overrides: Partial<RecordedView> = {}): RecordedView {
  return {
    day: day1,
    visitor: "visitor-a",
    path: "/",
    language: "en",
    device: "desktop",
    referrer: null,
    campaign: null,
    ...overrides,
  };
}

export function describeAudienceStore(
  label: string,
  createDatabase: () => Promise<StoreDatabase>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`Audience store: ${label}`, () => {
    let database: StoreDatabase;
    let store: EnquiryStore;

    beforeEach(async () => {
      database = await createDatabase();
      store = await database.open();
    });
    afterEach(async () => {
      await store.close();
      await database.destroy();
    });

    const report = (from = day1, to = day2) => store.audience.report({ from, to });

    it("counts one visitor once a day however many views, and a view without a visitor as a view only", async () => {
      await store.audience.record({
        views: [
          view({ path: "/blog/launch", referrer: "linkedin.com", campaign: launch }),
          view({ path: "/contact" }),
          view({ path: "/contact" }),
          view({ visitor: null, path: "/contact" }),
        ],
        conversions: [],
      });
      await store.audience.record({ views: [view({ path: "/contact" })], conversions: [] });
      const figures = await report();
      expect(figures.totals).toEqual({ views: 5, visitors: 1, enquiries: 0 });
      expect(figures.days).toEqual([
        { day: day1, views: 5, visitors: 1, enquiries: 0 },
        { day: day2, views: 0, visitors: 0, enquiries: 0 },
      ]);
      expect(figures.tables.page).toEqual([
        { value: "/contact", views: 4, visitors: 1, enquiries: 0 },
        { value: "/blog/launch", views: 1, visitors: 1, enquiries: 0 },
      ]);
      expect(figures.tables.landing).toEqual([
        { value: "/blog/launch", views: 1, visitors: 1, enquiries: 0 },
      ]);
      expect(figures.tables.referrer).toEqual([
        { value: "linkedin.com", views: 1, visitors: 1, enquiries: 0 },
      ]);
      expect(figures.tables.campaign).toEqual([
        { value: '["linkedin","social","launch"]', views: 1, visitors: 1, enquiries: 0 },
      ]);
      expect(figures.tables.language).toEqual([
        { value: "en", views: 5, visitors: 1, enquiries: 0 },
      ]);
    });

    it("joins an enquiry to the visitor's first view of the day and counts it against what they saw", async () => {
      await store.audience.record({
        views: [
          view({ path: "/blog/launch", referrer: "linkedin.com", campaign: launch }),
          view({ path: "/contact" }),
          view({ visitor: "visitor-b", path: "/about" }),
        ],
        conversions: [],
      });
      // A later batch never replaces the first view.
      await store.audience.record({
        views: [view({ path: "/about", referrer: "google.com" })],
        conversions: [
          { day: day1, visitor: "visitor-a" },
          { day: day1, visitor: null },
        ],
      });
      expect(await store.audience.visitOf(day1, "visitor-a")).toEqual({
        landing: "/blog/launch",
        referrer: "linkedin.com",
        campaign: launch,
      });
      expect(await store.audience.visitOf(day1, "nobody")).toBeUndefined();
      const figures = await report();
      expect(figures.totals).toEqual({ views: 4, visitors: 2, enquiries: 2 });
      const enquiries = (rows: { value: string; enquiries: number }[]) =>
        Object.fromEntries(rows.map((row) => [row.value, row.enquiries]));
      expect(enquiries(figures.tables.page)).toEqual({
        "/blog/launch": 1,
        "/contact": 1,
        "/about": 1,
      });
      expect(enquiries(figures.tables.landing)).toEqual({ "/blog/launch": 1, "/about": 0 });
      expect(enquiries(figures.tables.referrer)).toEqual({ "linkedin.com": 1, "google.com": 1 });
      expect(enquiries(figures.tables.campaign)).toEqual({ '["linkedin","social","launch"]': 1 });
    });

    it("forgets a day's secret, visits and visitors once it has passed, keeping its counts", async () => {
      const secret = await store.audience.secretFor(day1);
      expect(secret).toMatch(/^[\w-]{40,}$/);
      expect(await store.audience.secretFor(day1)).toBe(secret);
      await store.audience.record({ views: [view()], conversions: [] });
      const next = await store.audience.secretFor(day2);
      expect(next).not.toBe(secret);

      await store.audience.forgetBefore(day2);
      expect(await store.audience.visitOf(day1, "visitor-a")).toBeUndefined();
      // The same visitor the next day is a new one: nothing of yesterday says otherwise.
      await store.audience.record({ views: [view()], conversions: [] });
      expect((await report()).totals).toEqual({ views: 2, visitors: 2, enquiries: 0 });
      expect(await store.audience.secretFor(day2)).toBe(next);
      expect(await store.audience.secretFor(day1)).not.toBe(secret);
    });

    it("deletes counts past their retention, and keeps the weekly report's subscribers", async () => {
      await store.audience.record({
        views: [view({ day: day1 }), view({ day: day2 })],
        conversions: [],
      });
      expect(await store.audience.deleteCountsBefore(day2)).toBeGreaterThan(0);
      expect((await report()).days.map((d) => d.views)).toEqual([0, 1]);

      const at = new Date(`${day2}T08:00:00Z`);
      await store.audience.setReportSubscription("sales@consulting.test", true, at);
      await store.audience.setReportSubscription("admin@consulting.test", true, at);
      await store.audience.setReportSubscription("admin@consulting.test", true, at);
      await store.audience.setReportSubscription("sales@consulting.test", false, at);
      expect(await store.audience.reportSubscribers()).toEqual(["admin@consulting.test"]);
    });

    it("adds the batches of two servers into the same rows", async () => {
      const other = await database.open();
      try {
        const batch = (visitor: string) => ({
          views: Array.from({ length: 50 }, (_, n) => view({ visitor, path: `/p${n % 5}` })),
          conversions: [],
        });
        await Promise.all([
          ...Array.from({ length: 4 }, (_, n) => store.audience.record(batch(`a${n}`))),
          ...Array.from({ length: 4 }, (_, n) => other.audience.record(batch(`b${n}`))),
        ]);
        const figures = await report();
        expect(figures.totals).toEqual({ views: 400, visitors: 8, enquiries: 0 });
        expect(figures.tables.page.map((row) => [row.views, row.visitors])).toEqual(
          Array.from({ length: 5 }, () => [80, 8]),
        );
      } finally {
        await other.close();
      }
    });

    it("keeps where an enquiry's visitor came from on the enquiry", async () => {
      const stored = await store.add({
        enquiry: sampleEnquiry(),
        receivedAt: new Date(`${day1}T10:00:00Z`),
        spamReason: null,
        contentHash: "hash",
        source: { landing: "/blog/launch", referrer: "linkedin.com", campaign: launch },
      });
      expect((await store.get(stored.id))?.source).toEqual({
        landing: "/blog/launch",
        referrer: "linkedin.com",
        campaign: launch,
      });
      const unknown = await store.add({
        enquiry: sampleEnquiry({ email: "b@example.org" }),
        receivedAt: new Date(`${day1}T10:00:00Z`),
        spamReason: null,
        contentHash: "hash-b",
      });
      expect(unknown.source).toBeNull();
    });
  });
}
