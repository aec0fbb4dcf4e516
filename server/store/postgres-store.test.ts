import pg from "pg";
import { describe, expect, it } from "vitest";
import {
  createTestSchema,
  postgresSkipReason,
  testDatabaseUrl,
} from "../../tests/support/postgres.ts";
import { describeAudienceStore } from "./audience-store.suite.ts";
import { describeEnquiryStore, sampleEnquiry } from "./enquiry-store.suite.ts";
import { loadMigrations } from "./migrations.ts";
import { openPostgresStore } from "./postgres-store.ts";
import { describeWebhookStore } from "./webhook-store.suite.ts";

const skip = testDatabaseUrl ? undefined : postgresSkipReason;

describeEnquiryStore(
  "PostgreSQL (pg)",
  async () => {
    const schema = await createTestSchema("store");
    return { open: () => openPostgresStore(schema.url), destroy: schema.drop };
  },
  skip,
);

describe.skipIf(skip !== undefined)("PostgreSQL migrations", () => {
  it("move a database of version 6 to job kinds: its jobs are staff e-mails, their state kept", async () => {
    const schema = await createTestSchema("migrate7");
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    await client.query(`CREATE TABLE schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    for (const migration of loadMigrations("postgres").filter((m) => m.version <= 6)) {
      await client.query(migration.sql);
      await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
    }
    const { rows } = await client.query(`INSERT INTO enquiries (public_id, name, email, phone,
        subject, message, client_timestamp, received_at, spam_reason, content_hash)
      VALUES (gen_random_uuid(), 'A', 'a@example.org', '', 'S', 'M', '', now(), NULL, 'h')
      RETURNING id`);
    await client.query(
      `INSERT INTO outbox (enquiry_id, status, attempts, next_attempt_at, created_at, sent_at)
       VALUES ($1, 'sent', 2, now(), now(), now())`,
      [rows[0].id],
    );
    await client.end();

    const store = await openPostgresStore(schema.url);
    const [moved] = await store.list();
    expect(moved).toMatchObject({ mail: { status: "sent", attempts: 2 }, acknowledgement: null });
    const added = await store.add({
      enquiry: sampleEnquiry(),
      receivedAt: new Date(),
      spamReason: null,
      contentHash: "h2",
      acknowledge: true,
    });
    expect(added).toMatchObject({
      mail: { status: "pending" },
      acknowledgement: { status: "pending" },
    });
    await store.close();
    await schema.drop();
  });

  it("let two servers start on one empty database at the same time", async () => {
    const schema = await createTestSchema("migrate");
    const stores = await Promise.all([
      openPostgresStore(schema.url),
      openPostgresStore(schema.url),
    ]);
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    const { rows } = await client.query(
      "SELECT version, name FROM schema_migrations ORDER BY version",
    );
    await client.end();
    expect(rows).toEqual(
      loadMigrations("postgres").map(({ version, name }) => ({ version, name })),
    );
    await Promise.all(stores.map((store) => store.close()));
    await schema.drop();
  });
});

describeWebhookStore(
  "PostgreSQL (pg)",
  async () => {
    const schema = await createTestSchema("webhooks");
    return { open: () => openPostgresStore(schema.url), destroy: schema.drop };
  },
  skip,
);

describeAudienceStore(
  "PostgreSQL (pg)",
  async () => {
    const schema = await createTestSchema("audience");
    return { open: () => openPostgresStore(schema.url), destroy: schema.drop };
  },
  skip,
);
