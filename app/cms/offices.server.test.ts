// @vitest-environment node
// An office's address and hours reach its page only once written (docs/product.md, "Unfinished text").
import { expect, it } from "vitest";
import { contentCopyEachTest } from "../../tests/support/content-copy.ts";
import { officeMeta } from "../seo/office-head.ts";
import { loadOfficePage } from "./offices.server.ts";

const { edit } = contentCopyEachTest();

it("leaves out an address and opening hours still marked as placeholders, and shows them once written", async () => {
  for (const language of ["en", "ar"] as const) {
    const dubai = await loadOfficePage("dubai", language);
    expect(dubai?.office.address).toBe("");
    expect(dubai?.office.openingHours).toBe("");
  }
  // Delhi's address is written; its hours are not yet.
  const delhi = await loadOfficePage("delhi", "en");
  expect(delhi?.office.address).toMatch(/New Delhi/);
  expect(delhi?.office.openingHours).toBe("");
  await edit("content/offices/dubai.yaml", (text) =>
    text
      .replace(
        /^address:\n(?: {2}.*\n)+/m,
        'address:\n  en: "Office 12, Dubai"\n  ar: "مكتب 12، دبي"\n',
      )
      .replace(
        /^openingHours:\n(?: {2}.*\n)+/m,
        'openingHours:\n  en: "Monday to Friday, 9:00 to 18:00"\n  ar: "من الاثنين إلى الجمعة، 9:00 إلى 18:00"\n',
      ),
  );
  const written = await loadOfficePage("dubai", "ar");
  expect(written?.office.address).toBe("مكتب 12، دبي");
  expect(written?.office.openingHours).toBe("من الاثنين إلى الجمعة، 9:00 إلى 18:00");
});

it("leaves an address still to be written out of the office's structured data", async () => {
  const dubai = await loadOfficePage("dubai", "en");
  const office = officeMeta(dubai ?? undefined, undefined)
    .map((entry) => (entry as { "script:ld+json"?: Record<string, unknown> })["script:ld+json"])
    .find((block) => block?.["@type"] === "ProfessionalService");
  expect(office?.address).toEqual({
    "@type": "PostalAddress",
    addressLocality: "Dubai",
    addressCountry: dubai?.office.country,
  });
  expect(office).not.toHaveProperty("openingHours", expect.anything());
  expect(JSON.stringify(office)).not.toMatch(/placeholder/i);
});
