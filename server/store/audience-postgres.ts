// The audience figures on the enquiry store's pool (postgres-store.ts hands it over). A batch is a
// handful of statements over arrays (unnest), whatever its size; several public servers add into
// the same rows, each batch's rows in key order so that two batches never wait on each other.
import { randomBytes } from "node:crypto";
import type pg from "pg";
import {
  type AudienceStore,
  buildReport,
  CountDeltas,
  firstViews,
  keysOfView,
} from "./audience.ts";

export function postgresAudienceStore(pool: pg.Pool): AudienceStore {
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
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const deltas = new CountDeltas();
        const first = firstViews(views);
        if (first.length > 0) {
          const { rows } = await client.query(
            `INSERT INTO audience_visits
               (day, visitor, landing, referrer, utm_source, utm_medium, utm_campaign)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
               $6::text[], $7::text[])
             ON CONFLICT (day, visitor) DO NOTHING
             RETURNING day, visitor, landing`,
            [
              first.map((view) => view.day),
              first.map((view) => view.visitor),
              first.map((view) => view.path),
              first.map((view) => view.referrer),
              first.map((view) => view.campaign?.source ?? null),
              first.map((view) => view.campaign?.medium ?? null),
              first.map((view) => view.campaign?.campaign ?? null),
            ],
          );
          for (const row of rows) {
            deltas.add(row.day, "landing", row.landing, { views: 1, visitors: 1 });
          }
          if (rows.length > 0) {
            await client.query(
              `INSERT INTO audience_seen (day, visitor, dimension, value)
               SELECT day, visitor, 'landing', landing FROM unnest($1::text[], $2::text[], $3::text[])
                 AS t (day, visitor, landing)
               ON CONFLICT DO NOTHING`,
              [rows.map((r) => r.day), rows.map((r) => r.visitor), rows.map((r) => r.landing)],
            );
          }
        }
        const seen = new Map<
          string,
          { day: string; visitor: string; dimension: string; value: string }
        >();
        for (const view of views) {
          for (const [dimension, value] of keysOfView(view)) {
            deltas.add(view.day, dimension, value, { views: 1 });
            if (view.visitor === null) continue;
            const key = JSON.stringify([view.day, view.visitor, dimension, value]);
            seen.set(key, { day: view.day, visitor: view.visitor, dimension, value });
          }
        }
        if (seen.size > 0) {
          const keys = [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, k]) => k);
          const { rows } = await client.query(
            `INSERT INTO audience_seen (day, visitor, dimension, value)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
             ON CONFLICT DO NOTHING
             RETURNING day, dimension, value`,
            [
              keys.map((k) => k.day),
              keys.map((k) => k.visitor),
              keys.map((k) => k.dimension),
              keys.map((k) => k.value),
            ],
          );
          for (const row of rows) deltas.add(row.day, row.dimension, row.value, { visitors: 1 });
        }
        for (const { day, visitor } of conversions) {
          deltas.add(day, "total", "", { enquiries: 1 });
          if (visitor === null) continue;
          const { rows } = await client.query(
            `SELECT dimension, value FROM audience_seen
             WHERE day = $1 AND visitor = $2 AND dimension <> 'total'`,
            [day, visitor],
          );
          for (const row of rows) deltas.add(day, row.dimension, row.value, { enquiries: 1 });
        }
        const counts = deltas.rows();
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
        campaign: campaign.source || campaign.medium || campaign.campaign ? campaign : null,
      };
    },

    async forgetBefore(day) {
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
