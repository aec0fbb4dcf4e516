// Publishing only the entries ticked on Changes, in the browser, on the worker's shared back office
// (tests/support/back-office-fixture.ts), published with the fake build. The industries
// "logistics" and "electronics" are this spec's own (no other spec reads them). Saves are commits
// in the workspace, as the editor makes them. The test ends with everything published, as it found
// the back office, so the worker's other tests publish as before.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "../support/back-office-fixture.ts";
import { publishInBrowser, signInToBackOffice } from "../support/back-office-servers.ts";

const ticked = "content/industries/logistics.yaml";
const unticked = "content/industries/electronics.yaml";
// As Changes names them (server/admin/changes.ts), from the content model's labels.
const tickedName = "Industries 'Logistics'";
const untickedName = "Industries 'Electronics'";
const stamp = Date.now().toString(36);

test("a publisher publishes one of two changed entries; the other stays waiting on Changes", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(300_000);
  const origin = office.origin;
  const save = office.save;
  const person = await enrolled("publisher");

  await test.step("with everything else published, two industries are changed", async () => {
    await signInToBackOffice(page, origin, person.email, person.password);
    await publishInBrowser(page, origin);
    await save(ticked, (text) =>
      text.replace(/^( {2}en: Warehouse design)/m, `  en: Ticked ${stamp}. Warehouse design`),
    );
    await save(unticked, (text) =>
      text.replace(/^( {2}en: Assembly-line)/m, `  en: Unticked ${stamp}. Assembly-line`),
    );
  });

  await test.step("Changes lists both, each ticked, with its state and Discard changes", async () => {
    await page.goto(`${origin}/changes`);
    const changes = page.locator("ul.changes").first();
    await expect(changes).toContainText(`Changed since live ${tickedName}: Description changed`);
    await expect(changes).toContainText(`Changed since live ${untickedName}: Description changed`);
    for (const name of [tickedName, untickedName]) {
      await expect(page.getByRole("checkbox", { name: `Include ${name}` })).toBeChecked();
      await expect(
        changes.getByRole("listitem").filter({ hasText: name }).getByRole("button", {
          name: "Discard changes",
        }),
      ).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step("unticked, the other is left out of the publish and stays on Changes", async () => {
    await page.getByRole("checkbox", { name: `Include ${untickedName}` }).uncheck();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status")).toHaveText(/Published$/, { timeout: 240_000 });
    const changes = page.locator("ul.changes").first();
    await expect(changes).toContainText(`${untickedName}: Description changed`);
    await expect(changes).not.toContainText(tickedName);
    await expect(page.getByRole("checkbox", { name: `Include ${untickedName}` })).toBeChecked();
    expect(await readFile(path.join(office.workspace, unticked), "utf8")).toContain(
      `Unticked ${stamp}.`,
    );
    // The release names only what it put live.
    await page.goto(`${origin}/releases`);
    const live = page.getByRole("row").nth(1);
    await expect(live).toContainText("Live");
    await expect(live).toContainText("Industries 'logistics'");
    await expect(live).not.toContainText("electronics");
  });

  await test.step("published later with everything ticked, nothing is left waiting", async () => {
    await page.goto(`${origin}/changes`);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status")).toHaveText("Published", { timeout: 240_000 });
    await expect(page.getByText("No changes: the workspace is what is live.")).toBeVisible();
  });
});
