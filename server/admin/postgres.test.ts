import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import {
  createTestSchema,
  type TestSchema,
  testDatabaseUrl,
} from "../../tests/support/postgres.ts";
import { runCommand } from "./cli.ts";

describe.skipIf(!testDatabaseUrl)("the back office on PostgreSQL", () => {
  let schema: TestSchema;
  let office: BackOffice;
  beforeAll(async () => {
    schema = await createTestSchema("back_office");
    office = await startBackOffice({ DATABASE_URL: schema.url });
  });
  afterAll(async () => {
    await office?.close();
    await schema?.drop();
  });

  it("signs people in, records it, and ends their sessions when the account is removed", async () => {
    const cookie = await office.signedIn("admin", "pg-admin@example.test");
    const auditLog = await office.inject({ method: "GET", url: "/audit-log", headers: { cookie } });
    expect(auditLog.statusCode).toBe(200);
    expect(auditLog.body).toContain("account added: pg-admin@example.test (admin)");
    expect(auditLog.body).toMatch(
      /<td>pg-admin@example\.test<\/td>\s*<td>127\.0\.0\.1<\/td>\s*<td>signed in/,
    );
    const filtered = await office.inject({
      method: "GET",
      url: `/audit-log?action=signed+in&person=PG-ADMIN&date=${new Date().toISOString().slice(0, 10)}`,
      headers: { cookie },
    });
    expect(filtered.body.match(/<tr>\s*<td><time/g)).toHaveLength(1);
    expect(filtered.body).not.toContain("account added: pg-admin@example.test (admin)");
    expect(
      (await office.signIn("pg-admin@example.test", "wrong password xyz")).response.statusCode,
    ).toBe(401);
    // The last admin cannot be removed: another one first.
    await office.signedIn("admin", "pg-admin-2@example.test");
    await runCommand(["remove-user", "pg-admin@example.test"], office.config, () => {});
    expect((await office.inject({ method: "GET", url: "/", headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});
