import { expect, test } from "../support/back-office-fixture.ts";
import { publishInBrowser, signInToBackOffice } from "../support/back-office-servers.ts";

const changed = "content/industries/machinery-equipment.yaml";
const otherName = "Agriculture and Dairy";

test("the editor's list marks the entry changed since the publish, and the others live", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(300_000);
  const origin = office.origin;
  const person = await enrolled("publisher");
  await signInToBackOffice(page, origin, person.email, person.password);
  await publishInBrowser(page, origin);

  await office.save(changed, (text) =>
    text.replace(/^( {2}en: Lean production)/m, "  en: Newly said. Lean production"),
  );

  await page.goto(`${origin}/keystatic/collection/industries`);
  const row = (name: string) =>
    page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: false }) });
  await expect(row("Machinery and Equipment")).toContainText("Changed since live", {
    timeout: 60_000,
  });
  await expect(row(otherName)).toContainText("Live");
  await expect(row(otherName)).not.toContainText("Changed since live");
  // The row still opens the entry.
  await row("Machinery and Equipment").getByRole("rowheader").first().click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/industries\/item\/machinery-equipment$/);

  // Published, the entry is live again.
  await publishInBrowser(page, origin);
  await page.goto(`${origin}/keystatic/collection/industries`);
  await expect(row("Machinery and Equipment")).toContainText("Live", { timeout: 60_000 });
  await expect(row("Machinery and Equipment")).not.toContainText("Changed since live");
});
