// Media: an editor opens the list of the site's pictures and documents from the back office's menu,
// finds a person's portrait with its thumbnail, its address and the entry that uses it, linked to
// that entry in the editor. Runs on the worker's shared back office
// (tests/support/back-office-fixture.ts); changes nothing, and reads an entry no other spec changes
// (Asha Verma).
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

const portrait = "team/asha-verma/portrait/src.svg";

test("Media lists the pictures, each with its thumbnail, address and the entries that use it", async ({
  office,
  page,
  enrolled,
}) => {
  test.setTimeout(180_000);
  const editor = await enrolled("editor");
  await signInToBackOffice(page, office.origin, editor.email, editor.password);
  const menu = page.getByRole("navigation", { name: "Back office" });
  await menu.getByRole("link", { name: "Media", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();

  const pictures = page.getByRole("region", { name: /^Pictures \(\d+\)$/ });
  const row = pictures.getByRole("row").filter({ has: page.getByRole("link", { name: portrait }) });
  await expect(row.getByRole("textbox", { name: `Address of ${portrait}` })).toHaveValue(
    `/images/${portrait}`,
  );
  await expect(row.getByRole("link", { name: "Team 'Asha Verma'", exact: true })).toHaveAttribute(
    "href",
    "/keystatic/collection/team/item/asha-verma",
  );
  // The thumbnail is drawn: the back office sent the picture.
  const thumbnail = row.locator("img");
  await expect(thumbnail).toHaveAttribute("src", `/media/pictures/${portrait}`);
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole("link", { name: "Team 'Asha Verma'", exact: true }).click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/team\/item\/asha-verma$/);
});
