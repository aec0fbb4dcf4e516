// The editor is no dead end: every page of it has the back office's menu on top (Changes,
// Releases, Sign out…), Keystatic's own layout fitting below it, and a save of an existing entry
// says "Saved." where Keystatic says nothing. Runs on the worker's shared back office
// (tests/support/back-office-fixture.ts); it changes the Nairobi office (content/offices/
// nairobi.yaml), which no other test reads.
import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

const entry = "content/offices/nairobi.yaml";
const address = "/keystatic/collection/offices/item/nairobi";
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The entry's form, once Keystatic has read the entry into it. */
async function openEntry(page: Page, origin: string) {
  await page.goto(`${origin}${address}`);
  const description = page.getByRole("group", { name: "Description" }).getByRole("textbox", {
    name: "English",
  });
  await expect(description).not.toHaveValue("", { timeout: 60_000 });
  return description;
}

/** The menu on top, the editor filling the rest of the window, the page itself not scrolling. */
async function expectMenuAboveEditor(page: Page) {
  const menu = page.getByRole("navigation", { name: "Back office" });
  await expect(menu).toBeVisible();
  await expect(menu).toBeInViewport();
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeInViewport();
  const menuBox = (await menu.boundingBox())!;
  const saveBox = (await save.boundingBox())!;
  expect(saveBox.y).toBeGreaterThanOrEqual(menuBox.y + menuBox.height);
  const { scrolled, overflow } = await page.evaluate(() => ({
    scrolled: document.scrollingElement!.scrollTop,
    overflow: document.scrollingElement!.scrollHeight - innerHeight,
  }));
  expect(scrolled).toBe(0);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the editor's pages carry the back office's menu, and a save of an entry says Saved.", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(300_000);
  const person = await enrolled("editor");
  await signInToBackOffice(page, office.origin, person.email, person.password);
  const description = await openEntry(page, office.origin);
  const menu = page.getByRole("navigation", { name: "Back office" });

  await test.step("the menu names what an editor may use, and who is signed in", async () => {
    await expect(menu.getByRole("link")).toHaveText([
      "Editor",
      "Changes",
      "Releases",
      "Readiness",
      "Media",
    ]);
    await expect(menu.getByRole("link", { name: "Enquiries" })).toHaveCount(0);
    await expect(menu).toContainText(`${person.name} (editor)`);
    await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expectMenuAboveEditor(page);
    const axe = await new AxeBuilder({ page })
      .withTags(wcag)
      .include({ fromShadowDom: ["#back-office-bar", "header"] })
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  await test.step("on a phone too, above the editor", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEntry(page, office.origin);
    await expectMenuAboveEditor(page);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  const status = page.getByRole("status").filter({ hasText: "Saved." });
  const save = page.getByRole("button", { name: "Save", exact: true });

  await test.step("a refused save says why, and not Saved.", async () => {
    await description.fill("We <b>deliver</b> results.");
    const refused = page.waitForResponse((response) =>
      response.url().endsWith("/api/keystatic/update"),
    );
    await save.click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "nothing was saved" })).toBeVisible();
    await expect(status).toHaveCount(0);
  });

  await test.step("a save of the entry says Saved. for a few seconds", async () => {
    const words = `East Africa office (${test.info().testId}).`;
    await description.fill(words);
    const saved = page.waitForResponse((response) =>
      response.url().endsWith("/api/keystatic/update"),
    );
    await save.click();
    expect((await saved).status()).toBe(200);
    await expect(status).toBeVisible();
    await expect(status).toHaveText("Saved.");
    expect(await readFile(path.join(office.workspace, entry), "utf8")).toContain(words);
    const axe = await new AxeBuilder({ page }).withTags(wcag).include(".saved-status").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    // Out of the way: Keystatic's Save button and the menu stay clear of it.
    const box = (await status.boundingBox())!;
    const saveBox = (await save.boundingBox())!;
    expect(box.y).toBeGreaterThan(saveBox.y + saveBox.height);
    await expect(status).toHaveCount(0, { timeout: 10_000 });
  });

  await test.step("the menu's Changes link opens Changes, whose menu leads back to the editor", async () => {
    await menu.getByRole("link", { name: "Changes" }).click();
    await expect(page).toHaveURL(`${office.origin}/changes`);
    await expect(page.getByRole("heading", { level: 1, name: "Changes" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Editor" })
      .click();
    await expect(page).toHaveURL(`${office.origin}/keystatic`);
    await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  });

  await test.step("Sign out in the editor's menu signs out", async () => {
    await page.goto(`${office.origin}${address}`);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("button", { name: "Sign out" })
      .click();
    await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
    const answer = await page.request.get(`${office.origin}${address}`, { maxRedirects: 0 });
    expect(answer.status()).not.toBe(200);
  });
});
