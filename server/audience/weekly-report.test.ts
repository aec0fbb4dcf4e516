// The weekly audience report: the e-mail as the SMTP server receives it from real public servers
// (their clock fixed, their counts seeded in the store), the claim that lets one server of several
// send it, and the back office's form that asks for it.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { startBackOffice } from "../../tests/support/back-office.ts";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { tempDir, testCsrfSecret, tinySite } from "../../tests/support/test-app.ts";
import { weeklyReportForm, weeklyReportPath } from "../admin/pages/audience-report.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import {
  type AudienceReport,
  buildReport,
  type Campaign,
  campaignKey,
  type RecordedView,
} from "../store/audience.ts";
import { composeWeeklyReport, reportWeek } from "./weekly-report.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const slow = { timeout: 60_000 };
const hostile = "<script>alert(1)</script>";
const newsletter: Campaign = { source: "newsletter", medium: "email", campaign: hostile };
const linkedin: Campaign = { source: "linkedin", medium: "social", campaign: "launch" };

async function smtpSink() {
  const sink = await startSmtpSink();
  cleanups.push(() => sink.stop());
  return sink;
}

/** A public server on `dataDir` (a new one unless given) whose clock the test sets. */
async function publicServer(sink: SmtpSink, clock: { now: Date }, dataDir?: string) {
  const dir = await tempDir("weekly-report");
  const config = loadConfig({
    STATIC_DIR: await tinySite(dir),
    DATA_DIR: dataDir ?? join(dir, "data"),
    CSRF_SECRET: testCsrfSecret,
    LOG_LEVEL: "silent",
    SMTP_URL: sink.url,
    CONTACT_TO: "enquiries@consulting.test",
    CONTACT_FROM: "website@consulting.test",
    ACK_EMAILS: "off",
    AUDIENCE_FLUSH_MS: "600000",
  });
  const app = await buildApp(config, { logger: false, now: () => clock.now });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });
  return { app, config };
}

const view = (
  day: string,
  visitor: string | null,
  path: string,
  campaign: Campaign | null = null,
): RecordedView => ({
  day,
  visitor,
  path,
  language: path.startsWith("/ar") ? "ar" : "en",
  device: "desktop",
  referrer: null,
  campaign,
});

/** Week 2026-W48 (23 to 29 November): 5 views, 4 visitors (counted per day), 2 enquiries. */
async function seedTwoWeeks(app: FastifyInstance) {
  await app.enquiryStore.audience.record({
    views: [
      view("2026-11-23", "v1", "/", newsletter),
      view("2026-11-23", "v1", "/contact"),
      view("2026-11-23", "v2", "/"),
      view("2026-11-23", "v3", "/ar", linkedin),
      view("2026-11-24", "v1", "/"),
      // The week before: 2 views, 1 visitor, no enquiry.
      view("2026-11-18", "v9", "/"),
      view("2026-11-18", "v9", "/about"),
      // Neither week: never in this report.
      view("2026-11-30", "v5", "/blog", linkedin),
    ],
    conversions: [
      { day: "2026-11-23", visitor: "v1" },
      { day: "2026-11-24", visitor: null },
    ],
  });
}

async function subscribe(app: FastifyInstance, ...emails: string[]) {
  for (const email of emails) {
    await app.enquiryStore.audience.setReportSubscription(email, true, new Date());
  }
}

describe("the week reported", () => {
  it("is the ISO week before the current one, due on Monday at 06:00 UTC", () => {
    expect(reportWeek(new Date("2026-11-30T07:00:00Z"))).toEqual({
      name: "2026-W48",
      dueAt: new Date("2026-11-30T06:00:00Z"),
      last: { from: "2026-11-23", to: "2026-11-29" },
      before: { from: "2026-11-16", to: "2026-11-22" },
    });
    // Sunday night is still the week of the 23rd: the report on it is the week before.
    expect(reportWeek(new Date("2026-11-29T23:59:59Z")).name).toBe("2026-W47");
    // 2026 has 53 weeks; the week of 28 December ends in 2027.
    expect(reportWeek(new Date("2027-01-04T06:00:00Z"))).toMatchObject({
      name: "2026-W53",
      last: { from: "2026-12-28", to: "2027-01-03" },
    });
    expect(reportWeek(new Date("2026-01-05T12:00:00Z"))).toMatchObject({
      name: "2026-W01",
      last: { from: "2025-12-29", to: "2026-01-04" },
    });
  });
});

describe("the report's e-mail", () => {
  const period = { from: "2026-11-23", to: "2026-11-29" };
  const empty = buildReport(period, []);
  const compose = (lastWeek: AudienceReport) =>
    composeWeeklyReport({
      week: reportWeek(new Date("2026-11-30T07:00:00Z")),
      lastWeek,
      weekBefore: empty,
      from: "website@consulting.test",
      to: ["sam@group.test"],
      messageId: "<report@consulting.test>",
      date: new Date("2026-11-30T07:00:00Z"),
    });

  it("lists the top 10 pages and campaigns by views, every value escaped in HTML", () => {
    const rows = Array.from({ length: 12 }, (_, n) => [
      {
        day: "2026-11-23",
        dimension: "page",
        value: `/page-${n}"<b>`,
        figures: { views: 100 - n, visitors: 10, enquiries: n % 3 },
      },
      {
        day: "2026-11-23",
        dimension: "campaign",
        value: campaignKey({ source: `s${n}`, medium: null, campaign: `c${n}&<i>` }),
        figures: { views: 50 - n, visitors: 5, enquiries: n === 11 ? 4 : 0 },
      },
    ]).flat();
    const email = compose(buildReport(period, rows));
    expect(email.subject).toBe("Audience: week of 2026-11-23 to 2026-11-29");
    expect(email.headers).toMatchObject({ "X-Audience-Report": "2026-W48" });
    expect(email.text).toContain(' 1. /page-0"<b>: 100 views, 10 visitors, 0 enquiries');
    expect(email.text).toContain('10. /page-9"<b>: 91 views');
    expect(email.text).not.toContain("/page-10");
    expect(email.text).toContain(" 1. s0 / – / c0&<i>: 50 views, 5 visitors, 0 enquiries");
    expect(email.text).not.toContain("s10 /");
    // Enquiries per campaign: every campaign with one, even past the top 10 by views.
    expect(email.text).toMatch(/Enquiries per campaign\ns11 \/ – \/ c11&<i>: 4 enquiries\n/);
    expect(email.html).toContain("/page-0&quot;&lt;b&gt;");
    expect(email.html).toContain("s11 / – / c11&amp;&lt;i&gt;");
    expect(email.html).not.toMatch(/<b>|<i>/);
  });

  it("says when there is nothing, and never divides by no visitors", () => {
    const email = compose(empty);
    expect(email.text).toMatch(/Conversion\s+–\s+–/);
    expect(email.text).toContain("No page was viewed.");
    expect(email.text).toContain("No view came from a campaign.");
    expect(email.text).toContain("No enquiry came from a campaign.");
    expect(email.html).not.toContain("NaN");
  });
});

describe("sending the weekly report", () => {
  it(
    "sends last week beside the week before to every subscriber once, from one server of several",
    slow,
    async () => {
      const sink = await smtpSink();
      const clock = { now: new Date("2026-11-30T05:59:00Z") };
      const { app, config } = await publicServer(sink, clock);
      await seedTwoWeeks(app);
      await subscribe(app, "sam@group.test", "lee@group.test");

      expect(await app.audienceReport.check()).toMatchObject({ sent: false, reason: "not due" });
      clock.now = new Date("2026-11-30T07:00:00Z");
      expect(await app.audienceReport.check()).toEqual({
        sent: true,
        week: "2026-W48",
        recipients: ["lee@group.test", "sam@group.test"],
      });
      const [mail] = await sink.waitFor(1);
      expect(mail!.envelope.to.sort()).toEqual(["lee@group.test", "sam@group.test"]);
      expect(mail!.envelope.from).toBe("website@consulting.test");
      expect(mail!.header("subject")).toBe("Audience: week of 2026-11-23 to 2026-11-29");
      expect(mail!.header("message-id")).toMatch(
        /^<audience-report-2026-W48-[0-9a-f-]{36}@consulting\.test>$/,
      );
      expect(mail!.text).toMatch(/Visitors\s+4\s+1\s+\+300%/);
      expect(mail!.text).toMatch(/Views\s+5\s+2\s+\+150%/);
      expect(mail!.text).toMatch(/Enquiries\s+2\s+0\s+new/);
      expect(mail!.text).toMatch(/Conversion\s+50\.0%\s+0\.0%/);
      expect(mail!.text).toContain(" 1. /: 3 views, 3 visitors, 1 enquiry (conversion 33.3%)");
      expect(mail!.text).not.toContain("/blog");
      expect(mail!.text).toContain(
        `newsletter / email / ${hostile}: 1 view, 1 visitor, 1 enquiry (conversion 100.0%)`,
      );
      expect(mail!.text).toContain("linkedin / social / launch: 1 view, 1 visitor, 0 enquiries");
      expect(mail!.text).toMatch(
        /Enquiries per campaign\nnewsletter \/ email \/ <script>alert\(1\)<\/script>: 1 enquiry\n\n/,
      );
      expect(mail!.html).toContain("newsletter / email / &lt;script&gt;alert(1)&lt;/script&gt;");
      expect(mail!.html).not.toContain("<script");

      // The same week again, on this server or another on the same store: nothing.
      clock.now = new Date("2026-11-30T08:00:00Z");
      expect(await app.audienceReport.check()).toMatchObject({
        sent: false,
        reason: "already claimed",
      });
      const other = await publicServer(sink, clock, config.DATA_DIR);
      expect(await other.app.audienceReport.check()).toMatchObject({
        sent: false,
        reason: "already claimed",
      });
      expect(sink.messages).toHaveLength(1);
    },
  );

  it(
    "sends nothing without subscribers, tries again after a failed send, and sends when a server starts on Monday",
    slow,
    async () => {
      const sink = await smtpSink();
      const clock = { now: new Date("2026-11-30T07:00:00Z") };
      const { app, config } = await publicServer(sink, clock);
      await seedTwoWeeks(app);

      expect(await app.audienceReport.check()).toMatchObject({
        sent: false,
        reason: "no subscribers",
      });
      await subscribe(app, "sam@group.test");
      sink.replyWith(451);
      await expect(app.audienceReport.check()).rejects.toThrow();
      expect(sink.messages).toHaveLength(0);
      sink.replyWith(null);
      // The failed send gave the week back: the next check sends it.
      expect(await app.audienceReport.check()).toMatchObject({ sent: true, week: "2026-W48" });
      expect((await sink.waitFor(1)).map((mail) => mail.envelope.to)).toEqual([["sam@group.test"]]);

      // A server started the Monday after, with nothing asked of it: its check at startup sends.
      const monday = { now: new Date("2026-12-07T06:30:00Z") };
      await publicServer(sink, monday, config.DATA_DIR);
      const [, next] = await sink.waitFor(2);
      expect(next!.header("subject")).toBe("Audience: week of 2026-11-30 to 2026-12-06");
      expect(next!.text).toContain(" 1. /blog: 1 view, 1 visitor, 0 enquiries");
    },
  );
});

describe("asking for the report in the back office", () => {
  it("renders a form that posts the choice with the form's token", () => {
    const form = weeklyReportForm('token"<', true).value;
    expect(form).toContain(`action="${weeklyReportPath}"`);
    expect(form).toContain('name="csrf" value="token&quot;&lt;"');
    expect(form).toMatch(/<input type="checkbox" id="weekly-report" name="subscribed" checked/);
    expect(form).toContain(">E-mail me the weekly audience report</label>");
    expect(form).toContain('<button type="submit">Save</button>');
    expect(weeklyReportForm("t", false).value).not.toContain("checked");
  });

  it(
    "subscribes and unsubscribes the signed-in person, audited; refuses an editor and a missing token",
    slow,
    async () => {
      const office = await startBackOffice();
      cleanups.push(() => office.close());
      const subscribers = () => office.app.backOffice.enquiries.audience.reportSubscribers();
      const sales = await office.signedIn("sales", "sales@group.test");
      const post = (cookie: string, fields: Record<string, string>) =>
        office.postForm(weeklyReportPath, fields, { cookie, page: "/" });

      const on = await post(sales, { subscribed: "on" });
      expect(on.response.statusCode).toBe(303);
      expect(on.response.headers.location).toBe("/audience?done=subscribed");
      expect(await subscribers()).toEqual(["sales@group.test"]);
      // The Audience page, where the form lives, says so and shows the box ticked.
      const shown = await office.inject({
        method: "GET",
        url: "/audience?done=subscribed",
        headers: { cookie: sales },
      });
      expect(shown.body).toContain(
        '<p role="status">The weekly report will be e-mailed to sales@group.test.</p>',
      );
      expect(shown.body).toMatch(/name="subscribed" checked/);

      const publisher = await office.signedIn("publisher", "publisher@group.test");
      expect((await post(publisher, { subscribed: "on" })).response.statusCode).toBe(303);
      expect(await subscribers()).toEqual(["publisher@group.test", "sales@group.test"]);

      const off = await post(sales, {});
      expect(off.response.statusCode).toBe(303);
      expect(off.response.headers.location).toBe("/audience?done=unsubscribed");
      expect(await subscribers()).toEqual(["publisher@group.test"]);

      const editor = await office.signedIn("editor", "editor@group.test");
      expect((await post(editor, { subscribed: "on" })).response.statusCode).toBe(403);

      // Signed in, same origin, but no form token: refused.
      const tokenless = await office.inject({
        method: "POST",
        url: weeklyReportPath,
        headers: {
          cookie: sales,
          origin: office.config.ADMIN_URL,
          "sec-fetch-site": "same-origin",
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: "subscribed=on",
      });
      expect(tokenless.statusCode).toBe(403);
      expect(await subscribers()).toEqual(["publisher@group.test"]);

      const admin = await office.signedIn("admin");
      const audit = await office.inject({
        method: "GET",
        url: "/audit-log",
        headers: { cookie: admin },
      });
      expect(audit.body).toContain("weekly audience report subscribed");
      expect(audit.body).toContain("weekly audience report unsubscribed");
      expect(audit.body).toContain("sales@group.test");
    },
  );
});
