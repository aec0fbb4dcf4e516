import { axeViolations } from "../support/axe.ts";
import { expect, test } from "../support/back-office-fixture.ts";
import { publishInBrowser, signInToBackOffice } from "../support/back-office-servers.ts";

const slide = "content/banner-slides/global.yaml";
const industry = "content/industries/mining.yaml";
const rolledBackWords = `Global reach, rolled back ${Date.now().toString(36)}`;
// As Changes names them (server/admin/changes.ts), from the content model's labels.
const xLine = "Home page banner slides 'Global reach, local expertise'";
const yLine = "Industries 'Mining'";

test("after a rollback, an unrelated publish does not put back what was rolled back without saying so", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(300_000);
  const origin = office.origin;
  const home = async () => (await fetch(`${office.publicSite.origin}/`)).text();
  const save = office.save;
  const person = await enrolled("publisher");

  await test.step("a publisher publishes the site as it is, then a change X to a banner slide", async () => {
    await signInToBackOffice(page, origin, person.email, person.password);
    await publishInBrowser(page, origin);
    await save(slide, (text) =>
      text.replace("  en: Global reach, local expertise\n", `  en: ${rolledBackWords}\n`),
    );
    await publishInBrowser(page, origin);
    expect(await home()).toContain(`<li>${rolledBackWords}</li>`);
  });

  await test.step("Roll back asks first, naming what the live site loses; Cancel changes nothing", async () => {
    await page.goto(`${origin}/releases`);
    // The newest release is live: the first row offering a rollback is the one before it.
    await page.getByRole("button", { name: "Roll back to this release" }).first().click();
    await expect(page.getByRole("heading", { name: "Roll back", level: 1 })).toBeVisible();
    const loses = page.getByRole("list").filter({ hasText: xLine });
    await expect(loses).toContainText(`${xLine}: Heading changed`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Releases", level: 1 })).toBeVisible();
    expect(await home()).toContain(`<li>${rolledBackWords}</li>`);

    await page.getByRole("button", { name: "Roll back to this release" }).first().click();
    await page.getByRole("button", { name: "Roll back", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Rolled back");
    expect(await home()).not.toContain(rolledBackWords);
  });

  await test.step("Changes lists X again, as rolled back; an unrelated Y is saved", async () => {
    await save(industry, (text) =>
      text.replace(/^( {2}en: Safety culture)/m, "  en: Safety first. Safety culture"),
    );
    await page.goto(`${origin}/changes`);
    const changes = page.locator("ul.changes").first();
    await expect(changes).toContainText(`${xLine}: Heading changed (rolled back)`);
    await expect(changes).toContainText(`${yLine}: Description changed`);
  });

  await test.step("the publish form names X as rolled back, and Publish needs the tick", async () => {
    const question = page.getByRole("group", { name: "Rolled back" });
    await expect(question).toContainText(
      `These changes were rolled back on ${new Date().toISOString().slice(0, 10)}`,
    );
    await expect(question).toContainText(`by ${person.email} and would go live again:`);
    await expect(question).toContainText(xLine);
    await expect(question).not.toContainText(yLine);
    expect(await axeViolations(page)).toEqual([]);
    const tick = page.getByRole("checkbox", { name: "Publish them again too" });
    await expect(tick).not.toBeChecked();
    // Unticked, the browser does not send the form: nothing is published.
    await page.getByRole("button", { name: "Publish" }).click();
    expect(await tick.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
    await expect(page.getByRole("status")).not.toContainText("Publishing");
    expect(page.url()).toBe(`${origin}/changes`);
    expect(await home()).not.toContain(rolledBackWords);
  });

  await test.step("ticked, the publish puts X back knowingly, and the release names both X and Y", async () => {
    await page.getByRole("checkbox", { name: "Publish them again too" }).check();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status")).toHaveText("Published", { timeout: 240_000 });
    await expect(page.getByText("No changes: the workspace is what is live.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Rolled back" })).toHaveCount(0);
    expect(await home()).toContain(`<li>${rolledBackWords}</li>`);
    await page.goto(`${origin}/releases`);
    // Newest first: the first row under the table's head is the new release, live.
    const live = page.getByRole("row").nth(1);
    await expect(live).toContainText("Live");
    await expect(live).toContainText("Home page banner slides 'global'");
    await expect(live).toContainText("Industries 'mining'");
    // On a phone the table scrolls in its own region: the page itself stays 390 px wide.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(page.getByRole("region", { name: /Newest first/ })).toBeVisible();
  });
});
