// The Audience page: the figures the public server counts without cookies (server/audience/),
// per day and per page, landing page, referrer, campaign, language and device. Where these figures
// differ from other tools' (visitors counted per day, prefetches and bots left out, visitors who ask
// not to be tracked counted as views only) is docs/product.md, Audience; the page says it in a line.
// No script: the chart is an SVG drawn here, and the table "By day" after it is its text form.
// Referrers and campaign values are whatever a visitor's browser sent: shown through visible().

import { csvText } from "../../enquiry-csv.ts";
import {
  type AudienceDimension,
  type AudienceFigures,
  type AudienceReport,
  type AudienceRow,
  campaignOfKey,
} from "../../store/audience.ts";
import { visible } from "../../visible-text.ts";
import { weeklyReportForm } from "./audience-report.ts";
import { html, type Markup, paths } from "./html.ts";

/** The periods the page offers, in days up to and including today (UTC). */
export const audiencePeriods = [7, 30, 90] as const;
export type AudiencePeriod = (typeof audiencePeriods)[number];
export const defaultAudiencePeriod: AudiencePeriod = 30;

/** Rows shown on the page per table; the CSV has them all. */
export const audienceRowsShown = 50;

interface TableKind {
  dimension: AudienceDimension;
  caption: string;
  /** The key column's heading on the page. */
  key: string;
  /** The key's columns in the CSV. */
  csvKey: string[];
}

/** The tables as the CSV's `table=` names them, in the page's order. */
export const audienceTables = {
  pages: { dimension: "page", caption: "Pages", key: "Page", csvKey: ["page"] },
  landing: {
    dimension: "landing",
    caption: "Landing pages",
    key: "Landing page",
    csvKey: ["landing_page"],
  },
  referrers: { dimension: "referrer", caption: "Referrers", key: "Referrer", csvKey: ["referrer"] },
  campaigns: {
    dimension: "campaign",
    caption: "Campaigns",
    key: "Campaign",
    csvKey: ["source", "medium", "campaign"],
  },
  languages: { dimension: "language", caption: "Languages", key: "Language", csvKey: ["language"] },
  devices: { dimension: "device", caption: "Devices", key: "Device", csvKey: ["device"] },
} as const satisfies Record<string, TableKind>;

export type AudienceTableName = keyof typeof audienceTables | "days";

export function isAudienceTable(value: string): value is AudienceTableName {
  return value === "days" || Object.hasOwn(audienceTables, value);
}

export const audienceCsvPath = (table: AudienceTableName, days: number) =>
  `${paths.audienceCsv}?${new URLSearchParams({ table, days: String(days) })}`;

export interface AudienceView {
  /** The period shown (or, when `problem`, offered again). */
  days: AudiencePeriod;
  from: string;
  to: string;
  /** Absent when the request was refused. */
  report?: AudienceReport;
  /** Why the request was refused. */
  problem?: string;
  /** The public site's address (SITE_URL), for links to its pages; none: paths as text. */
  siteUrl?: string;
  /** Each counted page's entry in the editor, for those who may open it. */
  editorPaths?: ReadonlyMap<string, string>;
  /** The person's choice of the weekly report by e-mail, and what was just saved. */
  weeklyReport?: { csrfToken: string; subscribed: boolean; saved?: string };
}

const number = new Intl.NumberFormat("en");
const count = (value: number) => number.format(value);

/** Enquiries per visitor, as a percentage with one decimal; "–" without visitors. */
export function conversion({ enquiries, visitors }: AudienceFigures): string {
  return visitors === 0 ? "–" : `${((enquiries / visitors) * 100).toFixed(1)}%`;
}

const languageNames: Record<string, string> = { en: "English", ar: "Arabic" };
const deviceNames: Record<string, string> = {
  mobile: "Mobile",
  tablet: "Tablet",
  desktop: "Desktop",
};

const part = (value: string | null) => (value ? html`<bdi>${visible(value)}</bdi>` : "–");

/** The public site's address of a page ("/about"); undefined when it has none to link to. */
function liveUrl(path: string, siteUrl: string | undefined) {
  if (!siteUrl || !path.startsWith("/") || path.startsWith("//")) return undefined;
  return new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).href;
}

function pageCell(path: string, id: string, view: AudienceView) {
  const live = liveUrl(path, view.siteUrl);
  const editor = view.editorPaths?.get(path);
  const name = html`<code>${visible(path)}</code>`;
  return html`${live ? html`<a id="${id}" href="${live}">${name}</a>` : html`<span id="${id}">${name}</span>`}${
    editor ? html` <a class="edit" href="${editor}" aria-describedby="${id}">Edit</a>` : ""
  }`;
}

function keyCell(dimension: AudienceDimension, row: AudienceRow, id: string, view: AudienceView) {
  switch (dimension) {
    case "page":
    case "landing":
      return pageCell(row.value, id, view);
    case "campaign": {
      const { source, medium, campaign } = campaignOfKey(row.value);
      return html`${part(source)} / ${part(medium)} / ${part(campaign)}`;
    }
    case "language":
      return languageNames[row.value] ?? html`<bdi>${visible(row.value)}</bdi>`;
    case "device":
      return deviceNames[row.value] ?? html`<bdi>${visible(row.value)}</bdi>`;
    default:
      return html`<bdi>${visible(row.value)}</bdi>`;
  }
}

const figureCells = (figures: AudienceFigures) =>
  html`<td>${count(figures.views)}</td><td>${count(figures.visitors)}</td><td>${count(figures.enquiries)}</td>`;

const figureHeadings = html`<th scope="col">Views</th><th scope="col">Visitors</th><th scope="col">Enquiries</th>`;

/** A table in a region that scrolls sideways on a narrow screen, reachable by keyboard to scroll. */
function scrolling(captionId: string, table: Markup) {
  return html`<div class="table-scroll" role="region" tabindex="0" aria-labelledby="${captionId}">${table}</div>`;
}

function downloadLink(table: AudienceTableName, days: number, captionId: string) {
  return html`<a href="${audienceCsvPath(table, days)}" download aria-describedby="${captionId}">Download CSV</a>`;
}

function dimensionTable(name: keyof typeof audienceTables, view: AudienceView) {
  const kind: TableKind = audienceTables[name];
  const rows = view.report?.tables[kind.dimension] ?? [];
  const shown = rows.slice(0, audienceRowsShown);
  const captionId = `${name}-caption`;
  return html`<div class="audience-table">
    ${scrolling(
      captionId,
      html`<table>
      <caption id="${captionId}">${kind.caption}</caption>
      <thead><tr><th scope="col">${kind.key}</th>${figureHeadings}<th scope="col">Conversion</th></tr></thead>
      <tbody>
        ${
          shown.length === 0
            ? html`<tr><td colspan="5">Nothing was counted in this period.</td></tr>`
            : shown.map(
                (row, index) => html`<tr>
            <th scope="row">${keyCell(kind.dimension, row, `${name}-${index}`, view)}</th>
            ${figureCells(row)}<td>${conversion(row)}</td>
          </tr>`,
              )
        }
      </tbody>
    </table>`,
    )}
    <p>${downloadLink(name, view.days, captionId)}${
      rows.length > shown.length
        ? html` <span class="note">The first ${shown.length} of ${count(rows.length)} rows are shown here; the CSV has them all.</span>`
        : ""
    }</p>
  </div>`;
}

const series = [
  { key: "views", label: "Views", colour: "#0b3b5c" },
  { key: "visitors", label: "Visitors", colour: "#1a7f37" },
  { key: "enquiries", label: "Enquiries", colour: "#9a3412" },
] as const;

/**
 * One band of bars per figure, each to its own scale, labelled in words; the oldest and newest
 * days named at the two ends, so nothing depends on which way the page reads. Not interactive:
 * the table "By day" after it holds the same figures.
 */
function chart(days: AudienceReport["days"]) {
  const width = 560;
  const band = 104;
  const barsTop = 30;
  const barsHeight = 62;
  const height = band * series.length + 30;
  const step = width / Math.max(days.length, 1);
  const gap = Math.min(2, step / 4);
  return html`<svg class="chart" role="img" aria-labelledby="chart-heading" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" focusable="false">
    ${series.map(({ key, label, colour }, index) => {
      const top = index * band;
      const most = Math.max(0, ...days.map((day) => day[key]));
      const baseline = top + barsTop + barsHeight;
      return html`<g>
      <text x="0" y="${top + 20}" class="chart-label">${label}: most in a day ${count(most)}</text>
      ${days.map((day, at) => {
        const tall = most === 0 ? 0 : (day[key] / most) * barsHeight;
        return tall === 0
          ? ""
          : html`<rect x="${(at * step + gap).toFixed(2)}" y="${(baseline - tall).toFixed(2)}" width="${Math.max(step - 2 * gap, 1).toFixed(2)}" height="${tall.toFixed(2)}" fill="${colour}"></rect>`;
      })}
      <line x1="0" y1="${baseline}" x2="${width}" y2="${baseline}" stroke="#57606a" stroke-width="1"></line>
    </g>`;
    })}
    <text x="0" y="${height - 8}" class="chart-label">${days[0]?.day ?? ""}</text>
    <text x="${width}" y="${height - 8}" text-anchor="end" class="chart-label">${days.at(-1)?.day ?? ""}</text>
  </svg>`;
}

function byDayTable(view: AudienceView, days: AudienceReport["days"]) {
  return html`<div class="audience-table">
    ${scrolling(
      "days-caption",
      html`<table>
      <caption id="days-caption">By day</caption>
      <thead><tr><th scope="col">Day</th>${figureHeadings}</tr></thead>
      <tbody>
        ${days.map(
          (day) =>
            html`<tr><th scope="row"><time datetime="${day.day}">${day.day}</time></th>${figureCells(day)}</tr>`,
        )}
      </tbody>
    </table>`,
    )}
    <p>${downloadLink("days", view.days, "days-caption")}</p>
  </div>`;
}

function periodForm(days: number) {
  return html`<form class="filters" method="get" action="${paths.audience}" aria-label="Choose the period">
      <p><label for="audience-days">Period</label>
      <select id="audience-days" name="days">
        ${audiencePeriods.map(
          (period) =>
            html`<option value="${period}"${period === days ? html` selected` : ""}>Last ${period} days</option>`,
        )}
      </select></p>
      <button type="submit">Show</button>
    </form>`;
}

export function audienceBody(view: AudienceView) {
  const { report } = view;
  const privacy = liveUrl("/privacy", view.siteUrl);
  const notice = privacy ? html`<a href="${privacy}">privacy notice</a>` : "privacy notice";
  return html`<h1>Audience</h1>
    <p>Counted on the public server, without cookies. A visitor is counted once a day, so over a
      period a person who came on three days counts three times. Prefetches, bots and visitors who
      ask not to be tracked count as explained on the ${notice}.</p>
    ${periodForm(view.days)}
    ${view.problem ? html`<p role="alert">${view.problem}</p>` : ""}
    ${
      view.weeklyReport
        ? html`<section aria-labelledby="weekly-report-heading">
      <h2 id="weekly-report-heading">Weekly report by e-mail</h2>
      <p>On Mondays: the week before beside the one before it, the top pages and campaigns, and
        the enquiries of each campaign.</p>
      <p role="status">${view.weeklyReport.saved ?? ""}</p>
      ${weeklyReportForm(view.weeklyReport.csrfToken, view.weeklyReport.subscribed)}
    </section>`
        : ""
    }
    ${
      report
        ? html`<p>The last ${view.days} days: ${view.from} to ${view.to}, today included (days in UTC).
      An enquiry counts in a row when its visitor had that page, referrer, campaign, language or
      device that day.${
        view.siteUrl ? " A page's address opens it on the live site." : ""
      }${view.editorPaths?.size ? " Edit opens its entry in the editor." : ""}</p>
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading">Totals</h2>
      <dl class="totals">
        <div><dt>Visitors</dt><dd>${count(report.totals.visitors)}</dd></div>
        <div><dt>Views</dt><dd>${count(report.totals.views)}</dd></div>
        <div><dt>Enquiries</dt><dd>${count(report.totals.enquiries)}</dd></div>
        <div><dt>Conversion</dt><dd>${conversion(report.totals)}</dd></div>
      </dl>
    </section>
    <h2 id="chart-heading">Views, visitors and enquiries by day</h2>
    ${chart(report.days)}${byDayTable(view, report.days)}
    ${(Object.keys(audienceTables) as (keyof typeof audienceTables)[]).map((name) =>
      dimensionTable(name, view),
    )}`
        : ""
    }`;
}

const percent = (figures: AudienceFigures) =>
  figures.visitors === 0 ? "" : ((figures.enquiries / figures.visitors) * 100).toFixed(1);

const csvFigures = (figures: AudienceFigures) => [
  String(figures.views),
  String(figures.visitors),
  String(figures.enquiries),
  percent(figures),
];

const csvFigureColumns = ["views", "visitors", "enquiries", "conversion_percent"];

/** One table of the report as CSV (enquiry-csv.ts's rules): every row, not only those shown. */
export function audienceCsv(report: AudienceReport, table: AudienceTableName): string {
  if (table === "days") {
    return csvText([
      ["day", ...csvFigureColumns],
      ...report.days.map((day) => [day.day, ...csvFigures(day)]),
    ]);
  }
  const kind: TableKind = audienceTables[table];
  const key = (row: AudienceRow) => {
    if (kind.dimension !== "campaign") return [row.value];
    const { source, medium, campaign } = campaignOfKey(row.value);
    return [source ?? "", medium ?? "", campaign ?? ""];
  };
  return csvText([
    [...kind.csvKey, ...csvFigureColumns],
    ...report.tables[kind.dimension].map((row) => [...key(row), ...csvFigures(row)]),
  ]);
}
