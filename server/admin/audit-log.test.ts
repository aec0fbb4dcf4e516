import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";

let office: BackOffice;
let admin: string;
beforeAll(async () => {
  office = await startBackOffice();
  admin = await office.signedIn("admin", "auditor@example.test");
  const insert = (office.app.backOffice.store.database as DatabaseSync).prepare(
    "INSERT INTO audit_log (at, actor, address, action, detail) VALUES (?, ?, '192.0.2.1', ?, ?)",
  );
  const march = Date.parse("2024-03-01T10:00:00Z");
  for (let n = 0; n < 120; n++) insert.run(march, "saver@example.test", "saved", `entry ${n}`);
  insert.run(Date.parse("2024-03-02T10:00:00Z"), "publisher@example.test", "published", "r1");
}, 60_000);
afterAll(() => office.close());

const page = async (query: string) => {
  const response = await office.inject({
    method: "GET",
    url: `/audit-log${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const rows = (body: string) => body.match(/<tr>\s*<td><time/g)?.length ?? 0;

describe("the audit log page", { timeout: 60_000 }, () => {
  it("shows 50 entries a page, newest first, with links to older and newer pages", async () => {
    const first = await page("");
    expect(rows(first)).toBe(50);
    expect(first).toContain('href="/audit-log?page=2"');
    expect(first).not.toContain("Newer entries");
    const third = await page("?page=3");
    expect(third).toContain('href="/audit-log?page=2"');
    expect(third).toContain("Newer entries");
    const last = await page("?page=9");
    expect(rows(last)).toBe(0);
    expect(last).toContain("No entries");
  });

  it("filters by action, person and day with a labelled form that keeps its values", async () => {
    const form = await page("");
    expect(form).toMatch(/<form[^>]*method="get"[^>]*action="\/audit-log"/);
    for (const [id, name] of [
      ["audit-action", "action"],
      ["audit-person", "person"],
      ["audit-date", "date"],
    ]) {
      expect(form).toContain(`<label for="${id}">`);
      expect(form).toMatch(new RegExp(`id="${id}"[^>]*name="${name}"`));
    }

    const published = await page("?action=published");
    expect(rows(published)).toBe(1);
    expect(published).toContain("published: r1");
    expect(published).toContain('<option value="published" selected>');

    const saver = await page("?person=saver%40example.test&page=3");
    expect(rows(saver)).toBe(20);
    expect(saver).not.toContain("auditor@example.test</td>");
    expect(saver).toContain('value="saver@example.test"');
    expect(saver).toContain('href="/audit-log?person=saver%40example.test&amp;page=2"');

    const day = await page("?date=2024-03-02");
    expect(rows(day)).toBe(1);
    expect(day).toContain("published: r1");
    expect(day).toContain('value="2024-03-02"');

    expect(rows(await page("?date=2024-03-01&action=published"))).toBe(0);
    expect(rows(await page("?date=not-a-day"))).toBe(50);
  });
});
