// The Audience page and its CSV downloads (permissions.ts readAudience): the figures the public
// servers count, read from the shared store's audience tables. Counts only, never a visitor: no
// audit entry for reading them. Each counted page links to the live site (SITE_URL) and, for those
// who may open the editor, to its entry there when one is found in the workspace.
import type { Config as KeystaticConfig } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentConfig } from "../../../app/cms/keystatic.config.ts";
import { pageKindList } from "../../../app/cms/page-kinds.ts";
import { withoutLanguage } from "../../../common/i18n.ts";
import { type AudienceReport, audienceDay } from "../../store/audience.ts";
import { pageOfArea } from "../affected-pages.ts";
import {
  type AudiencePeriod,
  type AudienceView,
  audienceBody,
  audienceCsv,
  audiencePeriods,
  audienceRowsShown,
  audienceTables,
  defaultAudiencePeriod,
  isAudienceTable,
} from "../pages/audience.ts";
import { paths } from "../pages/html.ts";
import { can } from "../permissions.ts";
import type { Workspace } from "../workspace.ts";
import { type FormFields, oneValue } from "./form-fields.ts";
import { sendPage } from "./pages.ts";

const readAudience = { config: { access: "readAudience" as const } };
const dayMs = 24 * 60 * 60 * 1000;

/** The period asked for: none is the default; anything but 7, 30 or 90 is undefined (then 400). */
function periodOf(query: FormFields): AudiencePeriod | undefined {
  const asked = query.days;
  if (asked === undefined) return defaultAudiencePeriod;
  return audiencePeriods.find((period) => oneValue(asked) === String(period));
}

/** The last `days` UTC days, today (the day of `now`) included. */
function periodEnding(now: Date, days: number) {
  return { from: audienceDay(new Date(now.getTime() - (days - 1) * dayMs)), to: audienceDay(now) };
}

const periodProblem = `Choose a period of ${audiencePeriods.join(", ").replace(/, (\d+)$/, " or $1")} days: nothing else is counted here.`;

// A page's own singleton ("aboutPage") rather than another shown on it ("site", "worldMap").
const singletonOfPage = new Map<string, string>();
for (const [area, page] of Object.entries(pageOfArea)) {
  if (!Object.hasOwn(contentConfig.singletons, area)) continue;
  const chosen = singletonOfPage.get(page);
  if (!chosen || (!chosen.endsWith("Page") && area.endsWith("Page"))) {
    singletonOfPage.set(page, area);
  }
}

/** The kinds whose pages are one collection entry each ("/blog/<slug>": the post). */
const entryKinds = pageKindList.flatMap((kind) =>
  kind.collection && kind.path && kind.linkTarget === "entries"
    ? [{ collection: kind.collection, prefix: kind.path("") }]
    : [],
);

/**
 * The editor's address of each counted page's entry: a page's singleton, or the entry of a kind
 * of page that is one entry each, when the workspace has that entry. Filter pages and the
 * blog's list pages have none.
 */
async function editorPathsOf(pages: string[], workspaceDir: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the reader's per-list types are unioned here.
  const reader = createReader(workspaceDir, contentConfig as KeystaticConfig<any, any>);
  const lists = new Map<string, Promise<Set<string>>>();
  const slugsOf = (collection: string) => {
    let slugs = lists.get(collection);
    if (!slugs) {
      // biome-ignore lint/suspicious/noExplicitAny: one collection of the reader, by name.
      const entries = (reader.collections as Record<string, any>)[collection];
      slugs = Promise.resolve(entries.list() as Promise<string[]>)
        .then((found) => new Set(found))
        .catch(() => new Set<string>());
      lists.set(collection, slugs);
    }
    return slugs;
  };
  const found = new Map<string, string>();
  for (const page of new Set(pages)) {
    const bare = withoutLanguage(page);
    const singleton = singletonOfPage.get(bare);
    if (singleton) {
      found.set(page, `${paths.editor}/singleton/${singleton}`);
      continue;
    }
    for (const { collection, prefix } of entryKinds) {
      const slug = bare.startsWith(prefix) ? bare.slice(prefix.length) : "";
      if (!slug || slug.includes("/") || !(await slugsOf(collection)).has(slug)) continue;
      found.set(page, `${paths.editor}/collection/${collection}/item/${encodeURIComponent(slug)}`);
      break;
    }
  }
  return found;
}

export async function audienceRoutes(
  app: FastifyInstance,
  { siteUrl, workspace }: { siteUrl: string | undefined; workspace: Workspace },
) {
  const store = app.backOffice.enquiries;

  function refused(request: FastifyRequest, reply: FastifyReply, problem: string) {
    const days = defaultAudiencePeriod;
    const view: AudienceView = { days, ...periodEnding(new Date(), days), problem, siteUrl };
    return sendPage(request, reply, "Audience", audienceBody(view), 400, { script: false });
  }

  app.get(paths.audience, readAudience, async (request, reply) => {
    const days = periodOf(request.query as FormFields);
    if (days === undefined) return refused(request, reply, periodProblem);
    const period = periodEnding(new Date(), days);
    const report: AudienceReport = await store.audience.report(period);
    const editorPaths = can(request.person!.role, "save")
      ? await editorPathsOf(
          [
            ...report.tables.page.slice(0, audienceRowsShown),
            ...report.tables.landing.slice(0, audienceRowsShown),
          ].map((row) => row.value),
          workspace.dir,
        )
      : undefined;
    const email = request.person!.email;
    const done = (request.query as FormFields).done;
    const weeklyReport = {
      csrfToken: request.csrfToken,
      subscribed: (await store.audience.reportSubscribers()).includes(email),
      saved:
        done === "subscribed"
          ? `The weekly report will be e-mailed to ${email}.`
          : done === "unsubscribed"
            ? "The weekly report will no longer be e-mailed to you."
            : undefined,
    };
    const view: AudienceView = { days, ...period, report, siteUrl, editorPaths, weeklyReport };
    return sendPage(request, reply, "Audience", audienceBody(view), 200, { script: false });
  });

  app.get(paths.audienceCsv, readAudience, async (request, reply) => {
    const query = request.query as FormFields;
    const days = periodOf(query);
    if (days === undefined) return refused(request, reply, periodProblem);
    const table = oneValue(query.table);
    if (!isAudienceTable(table)) {
      const names = [...Object.keys(audienceTables), "days"].join(", ");
      return refused(request, reply, `No such table to download: the tables are ${names}.`);
    }
    const period = periodEnding(new Date(), days);
    const report = await store.audience.report(period);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="audience-${table}-${period.from}-to-${period.to}.csv"`,
      )
      .header("cache-control", "no-store")
      .send(audienceCsv(report, table));
  });
}
