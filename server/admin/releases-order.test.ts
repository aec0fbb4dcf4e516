// Releases are listed newest first by when they were published: a release id names its second
// only, so two of one second (a publish, then the scheduler's rebuild) must not be ordered by the
// random part of their ids.
import { afterAll, beforeAll, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(() => office.close());

it("lists two releases of one second in the order they were published", async () => {
  const releases = office.app.backOffice.store.releases;
  const at = new Date("2026-01-01T00:00:00.100Z");
  const record = (id: string, publishedAt: Date) =>
    releases.record({ id, publishedAt, actor: "p@example.test", commit: "c", summary: id });
  await record("20260101-000000-ffffffff", at);
  await record("20260101-000000-00000000", new Date(at.getTime() + 500));
  expect((await releases.list()).map((release) => release.id)).toEqual([
    "20260101-000000-00000000",
    "20260101-000000-ffffffff",
  ]);
});
