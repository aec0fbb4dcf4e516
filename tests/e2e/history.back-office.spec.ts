// An entry's History, in the browser, on the worker's shared back office
// (tests/support/back-office-fixture.ts), published with the fake build. The value "partnership"
// (content/values/partnership.yaml) is this spec's own: no other spec reads it. An editor saves two
// versions of its description as the editor's page saves them, opens History from Changes and
// restores the first. The test ends with everything published, as it found the back office, so
// the worker's other tests publish as before.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "../support/back-office-fixture.ts";
import { publishInBrowser, signInToBackOffice } from "../support/back-office-servers.ts";

const entry = "content/values/partnership.yaml";
const stamp = Date.now().toString(36);
const firstWords = `First words ${stamp}: we work alongside our clients' teams.`;
const secondWords = `Second words ${stamp}: we build it with you and hand it over.`;

/** A save as the editor's page sends it (tests/support/back-office.ts, editorSave). */
async function save(page: Page, origin: string, contents: string) {
  const answer = await page.request.post(`${origin}/api/keystatic/update`, {
    headers: { origin, "no-cors": "1", "content-type": "application/json" },
    data: {
      additions: [{ path: entry, contents: Buffer.from(contents).toString("base64url") }],
      deletions: [],
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test("an editor restores an earlier version of an entry from its History", async ({
  office,
  enrolled,
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const origin = office.origin;
  const file = path.join(office.workspace, entry);
  const publisherPage = await (await browser.newContext()).newPage();
  const publisher = await enrolled("publisher", publisherPage);
  const editor = await enrolled("editor");

  await test.step("with everything published, an editor saves two versions of the description", async () => {
    await signInToBackOffice(publisherPage, origin, publisher.email, publisher.password);
    await publishInBrowser(publisherPage, origin);
    await signInToBackOffice(page, origin, editor.email, editor.password);
    const live = await readFile(file, "utf8");
    const withWords = (words: string) =>
      live.replace(/^( {2}en: We work alongside.*)$/m, `  en: "${words}"`);
    expect(withWords(firstWords)).not.toBe(live);
    await save(page, origin, withWords(firstWords));
    await save(page, origin, withWords(secondWords));
    expect(await readFile(file, "utf8")).toContain(secondWords);
  });

  await test.step("History, opened from Changes, lists both saves newest first, by name", async () => {
    await page.goto(`${origin}/changes`);
    await page
      .locator("ul.changes > li")
      .filter({ hasText: "'Partnership'" })
      .getByRole("link", { name: "History" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("History:");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("'Partnership'");
    const rows = page.getByRole("row");
    // The table's head, the two saves, and the version the workspace started with (live).
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText("Latest save");
    await expect(rows.nth(1)).toContainText(editor.name);
    await expect(rows.nth(2)).toContainText(editor.name);
    await expect(rows.nth(3)).toContainText("Live");
    await rows.nth(1).getByText("Before and after").click();
    await expect(rows.nth(1)).toContainText(`After: ${secondWords}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step("Restore this version asks first, naming what changes, then restores the first", async () => {
    await page
      .getByRole("row")
      .nth(2)
      .getByRole("button", { name: "Restore this version" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restore an earlier version");
    await page.getByText("Before and after").click();
    await expect(page.getByRole("main")).toContainText(`Before: ${secondWords}`);
    await expect(page.getByRole("main")).toContainText(`After: ${firstWords}`);
    expect(await axeViolations(page)).toEqual([]);
    const head = await office.git("rev-parse", "HEAD");
    await page.getByRole("button", { name: "Restore this version" }).click();
    await expect(page.getByRole("status")).toContainText("Restored:");
    expect(await readFile(file, "utf8")).toContain(firstWords);
    expect(await readFile(file, "utf8")).not.toContain(secondWords);
    expect(await office.git("rev-parse", "HEAD~1")).toBe(head);
    expect(await office.git("log", "-1", "--format=%an <%ae>")).toBe(
      `${editor.name} <${editor.email}>`,
    );
    // The restore is the latest save now, and the first version is the same as now.
    const rows = page.getByRole("row");
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(3)).toContainText("Same as now");
  });

  await test.step("published, it leaves the back office as the worker's other tests expect", async () => {
    await publishInBrowser(publisherPage, origin);
    await publisherPage.context().close();
  });
});
