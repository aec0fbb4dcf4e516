// "Discard changes" on Changes, in the browser, on the worker's shared back office
// (tests/support/back-office-fixture.ts), published with the fake build: an editor puts one saved
// entry back as it is live. The industry "infrastructure" is this spec's own (no other spec reads
// it); the save is a commit in the workspace, as the editor makes one.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "../support/back-office-fixture.ts";
import { publishInBrowser, signInToBackOffice } from "../support/back-office-servers.ts";

const entry = "content/industries/infrastructure.yaml";
// As Changes names it (server/admin/changes.ts), from the content model's labels.
const name = "Industries 'Infrastructure'";

test("an editor discards an entry's saved change: its live words are back, in a commit in their name", async ({
  office,
  enrolled,
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const publisher = await enrolled("publisher");
  await signInToBackOffice(page, office.origin, publisher.email, publisher.password);
  await publishInBrowser(page, office.origin);
  const file = path.join(office.workspace, entry);
  const live = await readFile(file, "utf8");
  const changed = (text: string) =>
    text.replace(/^( {2}en: Feasibility)/m, `  en: Saved ${Date.now().toString(36)}. Feasibility`);
  expect(changed(live)).not.toBe(live);
  await office.save(entry, changed);

  const editorContext = await browser.newContext();
  try {
    const editorPage = await editorContext.newPage();
    const editor = await enrolled("editor", editorPage);
    await signInToBackOffice(editorPage, office.origin, editor.email, editor.password);
    await editorPage.goto(`${office.origin}/changes`);
    const item = editorPage
      .getByRole("listitem")
      .filter({ hasText: `${name}: Description changed` });
    await expect(item).toContainText("Changed since live");
    // The button is described by the entry it discards.
    const discard = item.getByRole("button", { name: "Discard changes" });
    await expect(discard).toHaveAccessibleDescription(new RegExp(name));
    await discard.click();

    await expect(editorPage.getByRole("status")).toContainText(`Discarded: ${name}`);
    await expect(
      editorPage.getByRole("listitem").filter({ hasText: `${name}: Description changed` }),
    ).toHaveCount(0);
    expect(await readFile(file, "utf8")).toBe(live);
    expect(await office.git("log", "-1", "--format=%an|%s")).toBe(
      `${editor.name}|Discard changes: ${name}: Description changed`,
    );
    expect(await axeViolations(editorPage)).toEqual([]);
  } finally {
    await editorContext.close();
  }
});
