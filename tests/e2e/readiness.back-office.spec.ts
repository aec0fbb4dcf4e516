// Readiness: a publisher opens the list of what is still unfinished from the back office's menu,
// finds today's sample case studies and placeholder texts under their headings, each linked to its
// entry in the editor, and on Changes the same count beside Publish, linked back to the list.
// Runs on the worker's shared back office (tests/support/back-office-fixture.ts); changes nothing,
// and reads entries no other spec changes (the case studies, Asha Verma, the Dubai office).
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

const sampleStudies = [
  [
    "Case studies 'From first audit to certification in nine months'",
    "esg-certification-programme",
  ],
  ["Case studies 'Financial literacy for five thousand workers'", "financial-literacy"],
  ["Case studies 'Twelve per cent more output without overtime'", "knitwear-productivity"],
  ["Case studies 'A training centre that feeds its own factory'", "vocational-centre"],
] as const;

test("Readiness lists the samples and placeholders, each linked to the editor, and Changes shows the count", async ({
  office,
  page,
  enrolled,
}) => {
  test.setTimeout(180_000);
  const publisher = await enrolled("publisher");
  await signInToBackOffice(page, office.origin, publisher.email, publisher.password);
  const menu = page.getByRole("navigation", { name: "Back office" });
  await menu.getByRole("link", { name: "Readiness", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Readiness" })).toBeVisible();

  const samples = page.getByRole("region", { name: /^Sample entries \(\d+\)$/ });
  await expect(samples.getByRole("heading", { level: 2 })).toBeVisible();
  for (const [name, slug] of sampleStudies) {
    await expect(samples.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      `/keystatic/collection/caseStudies/item/${slug}`,
    );
  }

  const texts = page.getByRole("region", { name: /^Placeholder texts \(\d+\)$/ });
  const biography = page.getByRole("link", {
    name: "Team 'Asha Verma': Short biography",
    exact: true,
  });
  const biographyItem = texts.getByRole("listitem").filter({ has: biography });
  await expect(biographyItem).toContainText("placeholder in English and Arabic");
  await expect(biographyItem.getByRole("link")).toHaveAttribute(
    "href",
    "/keystatic/collection/team/item/asha-verma",
  );
  await expect(
    texts.getByRole("link", { name: "Offices and places 'Dubai': Street address", exact: true }),
  ).toHaveAttribute("href", "/keystatic/collection/offices/item/dubai");

  const addresses = page.getByRole("region", { name: /^Example addresses \(\d+\)$/ });
  await expect(
    addresses.getByRole("link", { name: "Site details, header and footer: E-mail address" }),
  ).toHaveAttribute("href", "/keystatic/singleton/site");

  // Every item's link opens the editor.
  const hrefs = await page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(20);
  for (const href of hrefs) expect(href).toMatch(/^\/keystatic\/(collection|singleton)\//);

  const summary = await page.getByRole("main").getByRole("paragraph").first().textContent();
  const total = /^(\d+) items unfinished/.exec(summary ?? "")?.[1];
  expect(total, summary ?? "").toBeDefined();
  expect(await axeViolations(page)).toEqual([]);

  // The same count on Changes, beside Publish, leading back to the list.
  await menu.getByRole("link", { name: "Changes", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Changes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  const count = page.getByRole("link", { name: `Readiness: ${total} items unfinished` });
  await expect(count).toHaveAttribute("href", "/readiness");
  await count.click();
  await expect(page.getByRole("heading", { level: 1, name: "Readiness" })).toBeVisible();
});
