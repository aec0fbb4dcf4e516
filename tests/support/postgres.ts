// A private schema per test file, so files can run in parallel against one database.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const postgresSkipReason =
  "PostgreSQL tests skipped: TEST_DATABASE_URL is not set. Start a PostgreSQL server and run e.g. " +
  "TEST_DATABASE_URL=postgres://website:website@127.0.0.1:5432/website_test npx vitest run server " +
  "(.ci/run sets it up on Debian).";

if (!testDatabaseUrl) console.warn(postgresSkipReason);

export interface TestSchema {
  url: string;
  drop(): Promise<void>;
}

export async function createTestSchema(prefix = "test"): Promise<TestSchema> {
  if (!testDatabaseUrl) throw new Error(postgresSkipReason);
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
