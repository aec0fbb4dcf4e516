// Saves the build would refuse, on the worker's shared back office
// (tests/support/back-office-fixture.ts): every save here is refused, so nothing is written.
import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

const entry = "content/companies/redefine-consulting.yaml";
const plainText = "This box takes plain text; use the article editor for formatting";

test("a save the build would refuse names each problem beside its box, with the count, and writes nothing", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(300_000);
  const person = await enrolled("editor");
  await signInToBackOffice(page, office.origin, person.email, person.password);
  const git = office.git;
  const before = await readFile(path.join(office.workspace, entry), "utf8");
  const head = await git("rev-parse", "HEAD");

  await page.goto(`${office.origin}/keystatic/collection/companies/item/redefine-consulting`);
  const title = page.getByRole("group", { name: "Company name on the site" });
  const description = page.getByRole("group", { name: "Description" });
  await expect(title.getByRole("textbox", { name: "Arabic" })).not.toHaveValue("", {
    timeout: 60_000,
  });
  const save = page.getByRole("button", { name: "Save", exact: true });

  await test.step("HTML in a text box and an emptied Arabic box: refused, each beside its box", async () => {
    await title.getByRole("textbox", { name: "Arabic" }).fill("");
    await description.getByRole("textbox", { name: "English" }).fill("We <b>deliver</b> results.");
    await page.evaluate(() => window.scrollTo(0, 0));
    const refused = page.waitForResponse((response) =>
      response.url().endsWith("/api/keystatic/update"),
    );
    await save.click();
    expect((await refused).status()).toBe(400);
    const alert = page.getByRole("alert").filter({ hasText: "problems:" });
    await expect(alert).toContainText("2 problems: nothing was saved.");
    await expect(alert.getByRole("listitem")).toHaveText([
      "Company name on the site › Arabic: no Arabic text",
      `Description › English: ${plainText}`,
    ]);
    const arabic = title.getByRole("textbox", { name: "Arabic" });
    await expect(arabic).toHaveAttribute("aria-invalid", "true");
    await expect(arabic).toHaveAccessibleDescription(/no Arabic text/);
    await expect(arabic).toBeFocused();
    await expect(arabic).toBeInViewport();
    await expect(description.getByText(plainText)).toBeVisible();
    await expect(description.getByRole("textbox", { name: "English" })).toHaveAccessibleDescription(
      new RegExp(plainText),
    );
    expect(await readFile(path.join(office.workspace, entry), "utf8")).toBe(before);
    expect(await git("rev-parse", "HEAD")).toBe(head);
    // The summary and the marked boxes (the rest of the page is Keystatic's own).
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .include(".save-problems")
      .include(".save-problem")
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    // The picture in docs/editing.md ("When Save refuses"): rewritten only with UPDATE_SCREENSHOTS=1.
    if (process.env.UPDATE_SCREENSHOTS) {
      await page.screenshot({
        path: path.join(import.meta.dirname, "../../docs/screenshots/editor-save-refused.png"),
      });
    }
  });

  await test.step("a required box emptied off screen: Save scrolls to it and says why", async () => {
    await title.getByRole("textbox", { name: "Arabic" }).fill("ريدفاين للاستشارات");
    const english = description.getByRole("textbox", { name: "English" });
    await english.fill("");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: "problem:" });
    await expect(alert).toContainText("1 problem: nothing was saved.");
    await expect(alert.getByRole("listitem")).toHaveText([/^Description › English/]);
    await expect(english).toBeFocused();
    await expect(english).toBeInViewport();
    expect(await git("rev-parse", "HEAD")).toBe(head);
  });
});
