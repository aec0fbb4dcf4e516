// The weekly audience report by e-mail (docs/product.md "Audience"): last week beside the week
// before, the top pages and campaigns, enquiries per campaign; to those who asked for it on the
// back office's Audience page. Sent by the public server, which holds SMTP_URL and CONTACT_FROM,
// from Monday 06:00 UTC (or at the first check after, later in the week when no server was up to
// send it on Monday); with several public servers, the one that claims the week in the shared
// store sends it, the others nothing.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { type EnquiryEmail, escapeHtml } from "../mail/enquiry-email.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import {
  type AudienceDay,
  type AudienceFigures,
  type AudienceReport,
  type AudienceRow,
  audienceDay,
  campaignOfKey,
} from "../store/audience.ts";
import type { EnquiryStore } from "../store/enquiry-store.ts";

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
/** The claim outlives the week it is about, so no server can claim that week again. */
const claimMs = 8 * dayMs;
const topRows = 10;

export interface ReportWeek {
  /** The ISO week reported on, "2026-W48": the key its claim is stored under. */
  name: string;
  /** Monday 06:00 UTC of the week after it: not sent before then. */
  dueAt: Date;
  last: { from: AudienceDay; to: AudienceDay };
  before: { from: AudienceDay; to: AudienceDay };
}

/** The week before the one `now` is in (Monday to Sunday, UTC), and the week before that. */
export function reportWeek(now: Date): ReportWeek {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * dayMs;
  const lastMonday = monday - 7 * dayMs;
  const day = (at: number) => audienceDay(new Date(at));
  return {
    name: isoWeekName(lastMonday),
    dueAt: new Date(monday + 6 * hourMs),
    last: { from: day(lastMonday), to: day(monday - dayMs) },
    before: { from: day(lastMonday - 7 * dayMs), to: day(lastMonday - dayMs) },
  };
}

/** ISO 8601: a week belongs to the year of its Thursday, and week 1 holds the year's first. */
function isoWeekName(monday: number): string {
  const thursday = new Date(monday + 3 * dayMs);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * dayMs)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

export const claimKey = (week: ReportWeek) => `audience-report:${week.name}`;

// ---------------------------------------------------------------------------------------------
// The e-mail: a pure function of the two weeks' figures.

export interface WeeklyReportInput {
  week: ReportWeek;
  lastWeek: AudienceReport;
  weekBefore: AudienceReport;
  /** CONTACT_FROM. */
  from: string;
  to: string[];
  messageId: string;
  date: Date;
}

const count = new Intl.NumberFormat("en-GB");

/** Enquiries per 100 visitors; "–" without visitors. */
export function conversion(figures: Pick<AudienceFigures, "visitors" | "enquiries">): string {
  if (figures.visitors === 0) return "–";
  return `${((100 * figures.enquiries) / figures.visitors).toFixed(1)}%`;
}

function change(last: number, before: number): string {
  if (before === 0) return last === 0 ? "–" : "new";
  const percent = Math.round((100 * (last - before)) / before);
  return percent > 0 ? `+${percent}%` : percent < 0 ? `−${-percent}%` : "0%";
}

/**
 * A value from a visitor's address (a campaign) as shown: direction overrides and isolates out
 * (view.ts already removed control characters), so it cannot reorder the text around it.
 */
function shown(value: string): string {
  return value.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");
}

export function campaignLabel(key: string): string {
  const { source, medium, campaign } = campaignOfKey(key);
  return [source, medium, campaign].map((part) => shown(part ?? "–")).join(" / ");
}

const plural = (n: number, one: string, many: string) =>
  `${count.format(n)} ${n === 1 ? one : many}`;

export function composeWeeklyReport(input: WeeklyReportInput): EnquiryEmail {
  const { week, lastWeek, weekBefore } = input;
  const subject = `Audience: week of ${week.last.from} to ${week.last.to}`;
  const summary: [string, string, string, string][] = (
    [
      ["Visitors", "visitors"],
      ["Views", "views"],
      ["Enquiries", "enquiries"],
    ] as const
  ).map(([label, key]) => [
    label,
    count.format(lastWeek.totals[key]),
    count.format(weekBefore.totals[key]),
    change(lastWeek.totals[key], weekBefore.totals[key]),
  ]);
  summary.push(["Conversion", conversion(lastWeek.totals), conversion(weekBefore.totals), ""]);

  const pages = lastWeek.tables.page.slice(0, topRows);
  const campaigns = lastWeek.tables.campaign.slice(0, topRows);
  const enquiriesByCampaign = lastWeek.tables.campaign
    .filter((row) => row.enquiries > 0)
    .sort((a, b) => b.enquiries - a.enquiries || b.views - a.views);
  const visitorsNote =
    "Visitors are counted each day (no cookie, nothing kept across days): someone who came on two days counts twice. Conversion: enquiries per 100 visitors.";
  const why =
    "You receive this because you asked for it on the back office's Audience page; untick “E-mail me the weekly audience report” there to stop it.";

  const textRow = (row: AudienceRow, label: string, n: number) =>
    `${String(n).padStart(2)}. ${label}: ${plural(row.views, "view", "views")}, ${plural(row.visitors, "visitor", "visitors")}, ${plural(row.enquiries, "enquiry", "enquiries")} (conversion ${conversion(row)})`;
  const textList = (rows: AudienceRow[], label: (row: AudienceRow) => string, none: string) =>
    rows.length === 0 ? [none] : rows.map((row, index) => textRow(row, label(row), index + 1));
  const width = Math.max(...summary.map(([label]) => label.length));
  const text = [
    subject,
    "",
    `${"".padEnd(width)}  ${"Last week".padStart(10)}  ${"Week before".padStart(11)}  Change`,
    ...summary.map(([label, last, before, difference]) =>
      `${label.padEnd(width)}  ${last.padStart(10)}  ${before.padStart(11)}  ${difference}`.trimEnd(),
    ),
    "",
    visitorsNote,
    "",
    "Top pages by views",
    ...textList(pages, (row) => shown(row.value), "No page was viewed."),
    "",
    "Top campaigns by views (source / medium / campaign)",
    ...textList(campaigns, (row) => campaignLabel(row.value), "No view came from a campaign."),
    "",
    "Enquiries per campaign",
    ...(enquiriesByCampaign.length === 0
      ? ["No enquiry came from a campaign."]
      : enquiriesByCampaign.map(
          (row) => `${campaignLabel(row.value)}: ${plural(row.enquiries, "enquiry", "enquiries")}`,
        )),
    "",
    why,
    "",
  ].join("\n");

  const cell = (value: string, header = false) =>
    header ? `<th align="left">${escapeHtml(value)}</th>` : `<td>${escapeHtml(value)}</td>`;
  // dir="auto" and <bdi>: a campaign in Arabic reads right to left without turning the row round.
  const named = (value: string) => `<td dir="auto"><bdi>${escapeHtml(value)}</bdi></td>`;
  const numbers = (row: AudienceRow) =>
    [
      count.format(row.views),
      count.format(row.visitors),
      count.format(row.enquiries),
      conversion(row),
    ]
      .map((value) => `<td align="right">${escapeHtml(value)}</td>`)
      .join("");
  const rowsTable = (
    caption: string,
    first: string,
    rows: AudienceRow[],
    label: (row: AudienceRow) => string,
    none: string,
  ) =>
    rows.length === 0
      ? `<h2>${escapeHtml(caption)}</h2><p>${escapeHtml(none)}</p>`
      : [
          `<h2>${escapeHtml(caption)}</h2>`,
          '<table cellpadding="4">',
          `<tr>${[first, "Views", "Visitors", "Enquiries", "Conversion"].map((h) => cell(h, true)).join("")}</tr>`,
          ...rows.map((row) => `<tr>${named(label(row))}${numbers(row)}</tr>`),
          "</table>",
        ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:sans-serif">',
    `<h1>${escapeHtml(subject)}</h1>`,
    '<table cellpadding="4">',
    `<tr>${["", "Last week", "Week before", "Change"].map((h) => cell(h, true)).join("")}</tr>`,
    ...summary.map(
      ([label, ...values]) =>
        `<tr>${cell(label, true)}${values.map((value) => `<td align="right">${escapeHtml(value)}</td>`).join("")}</tr>`,
    ),
    "</table>",
    `<p>${escapeHtml(visitorsNote)}</p>`,
    rowsTable(
      "Top pages by views",
      "Page",
      pages,
      (row) => shown(row.value),
      "No page was viewed.",
    ),
    rowsTable(
      "Top campaigns by views",
      "Source / medium / campaign",
      campaigns,
      (row) => campaignLabel(row.value),
      "No view came from a campaign.",
    ),
    "<h2>Enquiries per campaign</h2>",
    enquiriesByCampaign.length === 0
      ? "<p>No enquiry came from a campaign.</p>"
      : [
          '<table cellpadding="4">',
          `<tr>${cell("Source / medium / campaign", true)}${cell("Enquiries", true)}</tr>`,
          ...enquiriesByCampaign.map(
            (row) =>
              `<tr>${named(campaignLabel(row.value))}<td align="right">${escapeHtml(count.format(row.enquiries))}</td></tr>`,
          ),
          "</table>",
        ].join("\n"),
    `<p style="color:#57606a">${escapeHtml(why)}</p>`,
    "</body></html>",
  ].join("\n");

  return {
    from: { name: "Website audience report", address: input.from },
    // Addresses of back-office accounts (checked when the account was made), as one list.
    to: input.to.join(", "),
    replyTo: { name: "Website audience report", address: input.from },
    subject,
    messageId: input.messageId,
    date: input.date,
    headers: { "Auto-Submitted": "auto-generated", "X-Audience-Report": week.name },
    text,
    html,
  };
}

/** A new one for each report: two reports (a resend) are never mistaken for one. */
export function reportMessageId(week: ReportWeek, from: string): string {
  const domain = from.split("@")[1] ?? "localhost";
  return `<audience-report-${week.name}-${randomUUID()}@${domain}>`;
}

// ---------------------------------------------------------------------------------------------
// Sending: due, someone to send to, the week claimed, then the e-mail.

/** An address as the back office keeps it; anything else (never expected) is left out. */
const plainAddress = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

export type WeeklyReportOutcome =
  | { sent: false; week: string; reason: "not due" | "no subscribers" | "already claimed" }
  | { sent: true; week: string; recipients: string[] };

export interface SendWeeklyReportOptions {
  store: Pick<EnquiryStore, "audience" | "rateLimits">;
  config: Pick<Config, "SMTP_URL" | "DATA_DIR" | "CONTACT_FROM">;
  log: FastifyBaseLogger;
  now: Date;
  /** A mailer for this one e-mail, closed after it (createMailer unless a test gives its own). */
  mailer?: () => Mailer;
}

/**
 * Sends last week's report if it is due and no server has: the week is claimed with a hit on the
 * shared store's counter, and only the hit that makes it 1 sends. Every other hit is taken back at
 * once, and so is the sender's when its e-mail fails, so that the count means "sent or being
 * sent" and the next check (this server's or another's, within the hour) tries again.
 *
 * The subscribers are the back office's e-mail addresses as they were when they ticked the box: a
 * person whose account was removed since still gets it (this server cannot see the accounts),
 * until the address is unsubscribed.
 */
export async function sendWeeklyReport({
  store,
  config,
  log,
  now,
  mailer = () => createMailer(config),
}: SendWeeklyReportOptions): Promise<WeeklyReportOutcome> {
  const week = reportWeek(now);
  if (now < week.dueAt) return { sent: false, week: week.name, reason: "not due" };
  const recipients = (await store.audience.reportSubscribers()).filter((email) =>
    plainAddress.test(email),
  );
  if (recipients.length === 0) return { sent: false, week: week.name, reason: "no subscribers" };
  const key = claimKey(week);
  const { hits } = await store.rateLimits.hit(key, claimMs);
  if (hits !== 1) {
    await store.rateLimits.undo(key);
    return { sent: false, week: week.name, reason: "already claimed" };
  }
  try {
    const [lastWeek, weekBefore] = await Promise.all([
      store.audience.report(week.last),
      store.audience.report(week.before),
    ]);
    const email = composeWeeklyReport({
      week,
      lastWeek,
      weekBefore,
      from: config.CONTACT_FROM,
      to: recipients,
      messageId: reportMessageId(week, config.CONTACT_FROM),
      date: now,
    });
    const sender = mailer();
    try {
      await sender.send(email);
    } finally {
      sender.close();
    }
  } catch (error) {
    await store.rateLimits.undo(key).catch((undoError: unknown) => {
      log.error({ err: undoError }, "could not release the weekly report's claim");
    });
    throw error;
  }
  log.info({ week: week.name, recipients: recipients.length }, "weekly audience report sent");
  return { sent: true, week: week.name, recipients };
}

declare module "fastify" {
  interface FastifyInstance {
    audienceReport: {
      /** Sends last week's report now if it is due and not sent (the hourly check, and tests). */
      check(now?: Date): Promise<WeeklyReportOutcome | { sent: false; reason: "audience off" }>;
    };
  }
}

/** The check runs this often, and once when the server starts (a restart on Monday still sends). */
export const checkEveryMs = hourMs;
/** Closing waits this long for a report being sent, then lets the server go. */
const closeWithinMs = 5_000;

export const weeklyAudienceReport = fp(
  async (
    app: FastifyInstance,
    { config, now = () => new Date() }: { config: Config; now?: () => Date },
  ) => {
    if (!config.AUDIENCE) {
      app.decorate("audienceReport", {
        check: async () => ({ sent: false as const, reason: "audience off" as const }),
      });
      return;
    }
    const log = app.log.child({ component: "audience-report" });
    // One check at a time on this server; other servers are kept out by the claim.
    let last: Promise<unknown> = Promise.resolve();
    const check = (at?: Date) => {
      const run = last.then(() =>
        sendWeeklyReport({ store: app.enquiryStore, config, log, now: at ?? now() }),
      );
      last = run.catch(() => undefined);
      return run;
    };
    const scheduled = () =>
      check().catch((error: unknown) => {
        log.error({ err: error }, "could not send the weekly audience report; will try again");
      });
    app.decorate("audienceReport", { check });

    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      void scheduled();
      timer = setInterval(scheduled, checkEveryMs);
      timer.unref();
    });
    // Before the store closes (registered after it, so this onClose runs first).
    app.addHook("onClose", async () => {
      clearInterval(timer);
      const waited = new AbortController();
      await Promise.race([
        last,
        sleep(closeWithinMs, undefined, { signal: waited.signal }).catch(() => undefined),
      ]);
      waited.abort();
    });
  },
  { name: "audience-weekly-report", dependencies: ["enquiry-store"] },
);
