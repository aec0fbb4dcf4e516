// Two people on one entry, each in their own browser: the second save, made on a form loaded
// before the first save, is refused naming who saved and what they changed; the file keeps the
// first person's words. Runs on the worker's shared back office.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

const entry = "content/companies/redefine-skills-foundation.yaml";
const address = "/keystatic/collection/companies/item/redefine-skills-foundation";

test("the second of two saves of one entry is refused with the first person's change named", async ({
  office,
  enrolled,
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const asha = await enrolled("editor");
  const otherBrowser = await browser.newContext();
  const other = await otherBrowser.newPage();
  const omar = await enrolled("editor", other);
  await signInToBackOffice(page, office.origin, asha.email, asha.password);
  await signInToBackOffice(other, office.origin, omar.email, omar.password);

  // Both open the entry before either saves.
  for (const each of [page, other]) {
    await each.goto(`${office.origin}${address}`);
    await expect(
      each.getByRole("group", { name: "Company name on the site" }).getByRole("textbox", {
        name: "English",
      }),
    ).not.toHaveValue("", { timeout: 60_000 });
  }

  const description = `Skills for 200 supervisors a year (${test.info().testId})`;
  await page
    .getByRole("group", { name: "Description" })
    .getByRole("textbox", { name: "English" })
    .fill(description);
  const saved = page.waitForResponse((response) =>
    response.url().endsWith("/api/keystatic/update"),
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBe(200);
  const afterFirst = await readFile(path.join(office.workspace, entry), "utf8");
  expect(afterFirst).toContain(description);

  await other
    .getByRole("group", { name: "Company name on the site" })
    .getByRole("textbox", { name: "English" })
    .fill("Redefine Skills Foundation (renamed)");
  const refused = other.waitForResponse((response) =>
    response.url().endsWith("/api/keystatic/update"),
  );
  await other.getByRole("button", { name: "Save", exact: true }).click();
  expect((await refused).status()).toBe(409);
  const alert = other.getByRole("alert").filter({ hasText: "nothing was saved" });
  await expect(alert).toContainText(`Not saved: ${asha.name} saved this entry at`);
  await expect(alert).toContainText("Description");
  expect(await readFile(path.join(office.workspace, entry), "utf8")).toBe(afterFirst);
  await otherBrowser.close();
});
