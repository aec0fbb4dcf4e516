// The audience figures on the enquiry store's pool (postgres-store.ts hands it over). A batch is a
// handful of statements over arrays (unnest), whatever its size; several public servers add into
// the same rows, each batch's rows in key order so that two batches never wait on each other.
import { randomBytes } from "node:crypto";
import type pg from "pg";
import {
  type AudienceStore,
  buildReport,
  type ConversionFound,
  campaignOrNull,
  countBatch,
  planBatch,
  type SeenRow,
  StoredKeys,
  type VisitRow,
} from "./audience.ts";

export function postgresAudienceStore(pool: pg.Pool): AudienceStore {
  const stored = new StoredKeys();
  return {
    async secretFor(day) {
      await pool.query(
        "INSERT INTO audience_secrets (day, secret) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
        [day, randomBytes(32).toString("base64url")],
      );
      const { rows } = await pool.query("SELECT secret FROM audience_secrets WHERE day = $1", [
        day,
      ]);
      return String(rows[0]?.secret);
    },

    async record({ views, conversions }) {
      if (views.length === 0 && conversions.length === 0) return;
      const plan = planBatch(views, stored);
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const newVisits: VisitRow[] = [];
        if (plan.visits.length > 0) {
          const { rows } = await client.query(
            `INSERT INTO audience_visits
               (day, visitor, landing, device, language, referrer, utm_source, utm_medium,
                utm_campaign)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
               $6::text[], $7::text[], $8::text[], $9::text[])
             ON CONFLICT (day, visitor) DO NOTHING
             RETURNING day, visitor`,
            [
              plan.visits.map((visit) => visit.day),
              plan.visits.map((visit) => visit.visitor),
              plan.visits.map((visit) => visit.landing),
              plan.visits.map((visit) => visit.device),
              plan.visits.map((visit) => visit.language),
              plan.visits.map((visit) => visit.referrer),
              plan.visits.map((visit) => visit.campaign?.source ?? null),
              plan.visits.map((visit) => visit.campaign?.medium ?? null),
              plan.visits.map((visit) => visit.campaign?.campaign ?? null),
            ],
          );
          const inserted = new Set(rows.map((row) => `${row.day} ${row.visitor}`));
          newVisits.push(
            ...plan.visits.filter((visit) => inserted.has(`${visit.day} ${visit.visitor}`)),
          );
        }
        const newSeen: SeenRow[] = [];
        if (plan.seen.length > 0) {
          const { rows } = await client.query(
            `INSERT INTO audience_seen (day, visitor, dimension, value)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
             ON CONFLICT DO NOTHING
             RETURNING day, visitor, dimension, value`,
            [
              plan.seen.map((row) => row.day),
              plan.seen.map((row) => row.visitor),
              plan.seen.map((row) => row.dimension),
              plan.seen.map((row) => row.value),
            ],
          );
          newSeen.push(...(rows as SeenRow[]));
        }
        const found: ConversionFound[] = [];
        for (const { day, visitor } of conversions) {
          if (visitor === null) {
            found.push({ day, visit: undefined, seen: [] });
            continue;
          }
          const visit = await client.query(
            "SELECT landing, device, language FROM audience_visits WHERE day = $1 AND visitor = $2",
            [day, visitor],
          );
          const seen = await client.query(
            "SELECT dimension, value FROM audience_seen WHERE day = $1 AND visitor = $2",
            [day, visitor],
          );
          found.push({ day, visit: visit.rows[0], seen: seen.rows });
        }
        const counts = countBatch({ views, newVisits, newSeen, conversions: found }).rows();
        await client.query(
          `INSERT INTO audience_counts AS c (day, dimension, value, views, visitors, enquiries)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[],
             $6::bigint[])
           ON CONFLICT (day, dimension, value) DO UPDATE SET
             views = c.views + excluded.views,
             visitors = c.visitors + excluded.visitors,
             enquiries = c.enquiries + excluded.enquiries`,
          [
            counts.map((row) => row.day),
            counts.map((row) => row.dimension),
            counts.map((row) => row.value),
            counts.map((row) => row.figures.views),
            counts.map((row) => row.figures.visitors),
            counts.map((row) => row.figures.enquiries),
          ],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      stored.remember(plan.visits, plan.seen);
    },

    async visitOf(day, visitor) {
      const { rows } = await pool.query(
        `SELECT landing, referrer, utm_source, utm_medium, utm_campaign FROM audience_visits
         WHERE day = $1 AND visitor = $2`,
        [day, visitor],
      );
      const row = rows[0];
      if (!row) return undefined;
      const campaign = {
        source: row.utm_source as string | null,
        medium: row.utm_medium as string | null,
        campaign: row.utm_campaign as string | null,
      };
      return {
        landing: String(row.landing),
        referrer: row.referrer as string | null,
        campaign: campaignOrNull(campaign),
      };
    },

    async forgetBefore(day) {
      stored.forget();
      await pool.query(
        `WITH s AS (DELETE FROM audience_secrets WHERE day < $1),
              v AS (DELETE FROM audience_visits WHERE day < $1)
         DELETE FROM audience_seen WHERE day < $1`,
        [day],
      );
    },

    async deleteCountsBefore(day) {
      const result = await pool.query("DELETE FROM audience_counts WHERE day < $1", [day]);
      return result.rowCount ?? 0;
    },

    async report(period) {
      const { rows } = await pool.query(
        `SELECT day, dimension, value, views, visitors, enquiries FROM audience_counts
         WHERE day >= $1 AND day <= $2`,
        [period.from, period.to],
      );
      return buildReport(
        period,
        rows.map((row) => ({
          day: row.day,
          dimension: row.dimension,
          value: row.value,
          figures: {
            views: Number(row.views),
            visitors: Number(row.visitors),
            enquiries: Number(row.enquiries),
          },
        })),
      );
    },

    async reportSubscribers() {
      const { rows } = await pool.query(
        "SELECT email FROM audience_report_subscribers ORDER BY email",
      );
      return rows.map((row) => String(row.email));
    },

    async setReportSubscription(email, subscribed, at) {
      if (subscribed) {
        await pool.query(
          `INSERT INTO audience_report_subscribers (email, subscribed_at) VALUES ($1, $2)
           ON CONFLICT (email) DO NOTHING`,
          [email, at],
        );
      } else {
        await pool.query("DELETE FROM audience_report_subscribers WHERE email = $1", [email]);
      }
    },
  };
}
