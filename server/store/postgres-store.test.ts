import pg from "pg";
import { describe, expect, it } from "vitest";
import {
  createTestSchema,
  postgresSkipReason,
  testDatabaseUrl,
} from "../../tests/support/postgres.ts";
import { describeEnquiryStore } from "./enquiry-store.suite.ts";
import { loadMigrations } from "./migrations.ts";
import { openPostgresStore } from "./postgres-store.ts";

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
