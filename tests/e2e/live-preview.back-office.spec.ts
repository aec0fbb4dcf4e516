// The live preview beside an entry's form: the entry's own page with the words as typed, drawn
// again once typing pauses, in English and in Arabic, without saving. Runs on the worker's shared
// back office (tests/support/back-office-fixture.ts); it types into the Mumbai office and saves
// nothing, so no other test sees it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

const entry = "content/offices/mumbai.yaml";
const address = "/keystatic/collection/offices/item/mumbai";

test("the live preview shows a typed city in the office page's heading, beside the form, in both languages", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(180_000);
  const person = await enrolled("editor");
  await signInToBackOffice(page, office.origin, person.email, person.password);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${office.origin}${address}`);
  const city = page.getByRole("group", { name: "City" });
  const english = city.getByRole("textbox", { name: "English" });
  await expect(english).toHaveValue("Mumbai", { timeout: 60_000 });

  const preview = page.getByRole("region", { name: "Live preview" });
  await expect(preview).toBeVisible();
  const shown = preview.frameLocator("iframe");
  const heading = shown.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Mumbai office", { timeout: 30_000 });
  // Beside the form, not over it.
  const formBox = (await english.boundingBox())!;
  const previewBox = (await preview.boundingBox())!;
  expect(previewBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);

  await english.fill("Pune");
  const typed = Date.now();
  await expect(heading).toHaveText("Pune office", { timeout: 15_000 });
  test.info().annotations.push({
    type: "live preview",
    description: `the typed city shown ${Date.now() - typed} ms after typing`,
  });
  await expect(preview.getByRole("status")).toContainText("/offices/mumbai");

  await preview.getByRole("button", { name: "العربية" }).click();
  await expect(heading).toHaveText("مكتب مومباي", { timeout: 15_000 });
  await city.getByRole("textbox", { name: "Arabic" }).fill("بونه");
  await expect(heading).toHaveText("مكتب بونه", { timeout: 15_000 });
  await expect(preview.getByRole("status")).toContainText("/ar/offices/mumbai");

  // The panel's own controls; the page in its frame is the site's, checked by the site's tests.
  const violations = (
    await new AxeBuilder({ page })
      .include("#live-preview")
      .options({ iframes: false })
      .setLegacyMode(true)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze()
  ).violations;
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // It folds away for room, and comes back.
  const editorWidth = (await page.locator("#editor").boundingBox())!.width;
  await preview.getByRole("button", { name: "Hide the live preview" }).click();
  await expect(preview).toBeHidden();
  expect((await page.locator("#editor").boundingBox())!.width).toBeGreaterThan(editorWidth);
  await page.getByRole("button", { name: "Show live preview" }).click();
  await expect(preview).toBeVisible();
  await expect(heading).toHaveText("مكتب بونه", { timeout: 15_000 });

  // Nothing was saved: the file holds the city as it was.
  const saved = await readFile(path.join(office.workspace, entry), "utf8");
  expect(saved).toContain("en: Mumbai");
  expect(saved).not.toContain("Pune");

  // On a phone the preview sits above the form.
  await page.setViewportSize({ width: 390, height: 844 });
  const phonePreview = (await preview.boundingBox())!;
  const phoneForm = (await page.getByRole("button", { name: "Save", exact: true }).boundingBox())!;
  expect(phonePreview.y + phonePreview.height).toBeLessThanOrEqual(phoneForm.y + 1);
});

test("an office's year is shown as a year in its form", async ({ office, enrolled, page }) => {
  test.setTimeout(120_000);
  const person = await enrolled("editor");
  await signInToBackOffice(page, office.origin, person.email, person.password);
  await page.goto(`${office.origin}${address}`);
  const file = await readFile(path.join(office.workspace, entry), "utf8");
  const established = /^established: (\d+)$/m.exec(file)?.[1];
  expect(established).toMatch(/^\d{4}$/);
  await expect(page.getByRole("textbox", { name: /^Established \(year\)/ })).toHaveValue(
    established!,
    { timeout: 60_000 },
  );
});
