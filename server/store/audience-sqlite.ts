// The audience figures on the enquiry store's own connection (sqlite-store.ts hands it over), for
// the reason rate-limit-store-sqlite.ts gives. Counts are committed without waiting for the disk:
// a power cut loses a few seconds of views, never an enquiry.
import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import {
  type AudienceStore,
  buildReport,
  campaignOrNull,
  countBatch,
  planBatch,
  StoredKeys,
} from "./audience.ts";
import { transaction, withoutWaitingForDisk } from "./sqlite-transaction.ts";

export function sqliteAudienceStore(db: DatabaseSync): AudienceStore {
  const stored = new StoredKeys();
  const statements = {
    insertSecret: db.prepare(
      "INSERT INTO audience_secrets (day, secret) VALUES (?, ?) ON CONFLICT (day) DO NOTHING",
    ),
    secret: db.prepare("SELECT secret FROM audience_secrets WHERE day = ?"),
    insertVisit: db.prepare(
      `INSERT INTO audience_visits
         (day, visitor, landing, device, language, referrer, utm_source, utm_medium, utm_campaign)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (day, visitor) DO NOTHING`,
    ),
    insertSeen: db.prepare(
      `INSERT INTO audience_seen (day, visitor, dimension, value) VALUES (?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    ),
    seenBy: db.prepare("SELECT dimension, value FROM audience_seen WHERE day = ? AND visitor = ?"),
    visitDevice: db.prepare(
      "SELECT landing, device, language FROM audience_visits WHERE day = ? AND visitor = ?",
    ),
    addCounts: db.prepare(
      `INSERT INTO audience_counts (day, dimension, value, views, visitors, enquiries)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (day, dimension, value) DO UPDATE SET
         views = views + excluded.views,
         visitors = visitors + excluded.visitors,
         enquiries = enquiries + excluded.enquiries`,
    ),
    visit: db.prepare(
      `SELECT landing, referrer, utm_source, utm_medium, utm_campaign FROM audience_visits
       WHERE day = ? AND visitor = ?`,
    ),
    forgetSecrets: db.prepare("DELETE FROM audience_secrets WHERE day < ?"),
    forgetVisits: db.prepare("DELETE FROM audience_visits WHERE day < ?"),
    forgetSeen: db.prepare("DELETE FROM audience_seen WHERE day < ?"),
    deleteCounts: db.prepare("DELETE FROM audience_counts WHERE day < ?"),
    counts: db.prepare(
      `SELECT day, dimension, value, views, visitors, enquiries FROM audience_counts
       WHERE day >= ? AND day <= ?`,
    ),
    subscribers: db.prepare("SELECT email FROM audience_report_subscribers ORDER BY email"),
    subscribe: db.prepare(
      `INSERT INTO audience_report_subscribers (email, subscribed_at) VALUES (?, ?)
       ON CONFLICT (email) DO NOTHING`,
    ),
    unsubscribe: db.prepare("DELETE FROM audience_report_subscribers WHERE email = ?"),
  };

  return {
    async secretFor(day) {
      return withoutWaitingForDisk(db, () =>
        transaction(db, () => {
          statements.insertSecret.run(day, randomBytes(32).toString("base64url"));
          return String(statements.secret.all(day)[0]?.secret);
        }),
      );
    },

    async record({ views, conversions }) {
      if (views.length === 0 && conversions.length === 0) return;
      const plan = planBatch(views, stored);
      withoutWaitingForDisk(db, () =>
        transaction(db, () => {
          const newVisits = plan.visits.filter(
            (visit) =>
              Number(
                statements.insertVisit.run(
                  visit.day,
                  visit.visitor,
                  visit.landing,
                  visit.device,
                  visit.language,
                  visit.referrer,
                  visit.campaign?.source ?? null,
                  visit.campaign?.medium ?? null,
                  visit.campaign?.campaign ?? null,
                ).changes,
              ) > 0,
          );
          const newSeen = plan.seen.filter(
            (row) =>
              Number(
                statements.insertSeen.run(row.day, row.visitor, row.dimension, row.value).changes,
              ) > 0,
          );
          const found = conversions.map(({ day, visitor }) => {
            if (visitor === null) return { day, visit: undefined, seen: [] };
            const visit = statements.visitDevice.all(day, visitor)[0];
            return {
              day,
              visit: visit && {
                landing: String(visit.landing),
                device: String(visit.device),
                language: String(visit.language),
              },
              seen: statements.seenBy.all(day, visitor).map((row) => ({
                dimension: String(row.dimension),
                value: String(row.value),
              })),
            };
          });
          const deltas = countBatch({ views, newVisits, newSeen, conversions: found });
          for (const { day, dimension, value, figures } of deltas.rows()) {
            statements.addCounts.run(
              day,
              dimension,
              value,
              figures.views,
              figures.visitors,
              figures.enquiries,
            );
          }
        }),
      );
      stored.remember(plan.visits, plan.seen);
    },

    async visitOf(day, visitor) {
      const row = statements.visit.all(day, visitor)[0];
      if (!row) return undefined;
      const text = (value: unknown) => (value === null ? null : String(value));
      const campaign = {
        source: text(row.utm_source),
        medium: text(row.utm_medium),
        campaign: text(row.utm_campaign),
      };
      return {
        landing: String(row.landing),
        referrer: text(row.referrer),
        campaign: campaignOrNull(campaign),
      };
    },

    async forgetBefore(day) {
      stored.forget();
      withoutWaitingForDisk(db, () =>
        transaction(db, () => {
          statements.forgetSecrets.run(day);
          statements.forgetVisits.run(day);
          statements.forgetSeen.run(day);
        }),
      );
    },

    async deleteCountsBefore(day) {
      return Number(statements.deleteCounts.run(day).changes);
    },

    async report(period) {
      const rows = statements.counts.all(period.from, period.to).map((row) => ({
        day: String(row.day),
        dimension: String(row.dimension),
        value: String(row.value),
        figures: {
          views: Number(row.views),
          visitors: Number(row.visitors),
          enquiries: Number(row.enquiries),
        },
      }));
      return buildReport(period, rows);
    },

    async reportSubscribers() {
      return statements.subscribers.all().map((row) => String(row.email));
    },

    async setReportSubscription(email, subscribed, at) {
      if (subscribed) statements.subscribe.run(email, at.getTime());
      else statements.unsubscribe.run(email);
    },
  };
}
