import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storedEnquiry } from "../../tests/support/stored-enquiry.ts";
import type { StoredEnquiry } from "../store/enquiry-store.ts";
import { composeAcknowledgementEmail as compose } from "./acknowledgement-email.ts";
import { liveAcknowledgementWords } from "./live-acknowledgement.ts";

const enquiry = storedEnquiry();
const settings = { from: "website@consulting.test", replyTo: "enquiries@consulting.test" };
// No release in these folders: the words of content/acknowledgement.yaml.
const words = await liveAcknowledgementWords({
  RELEASES_DIR: "/nonexistent-releases",
  STATIC_DIR: "/nonexistent-site",
})();
const composeAcknowledgementEmail = (e: StoredEnquiry, s: typeof settings) => compose(e, s, words);

describe("composeAcknowledgementEmail", () => {
  it("goes to the visitor's address alone, from CONTACT_FROM, replies to CONTACT_TO, marked automatic", () => {
    const email = composeAcknowledgementEmail(enquiry, settings);
    expect(email.to).toEqual({ name: "", address: "asha@example.org" });
    expect(email.from).toEqual({
      name: "Redefine Consulting Group",
      address: "website@consulting.test",
    });
    expect(email.replyTo.address).toBe("enquiries@consulting.test");
    expect(email.headers["Auto-Submitted"]).toBe("auto-replied");
    expect(email.messageId).toBe(
      "<enquiry-0b7f5a52-4d0e-4c1a-9d55-0a4f3c2b1e00-acknowledgement@consulting.test>",
    );
  });

  it("says the content's words, with the reference where the editor put it", () => {
    const email = compose(enquiry, settings, {
      ...words,
      en: {
        ...words.en,
        subject: "Ref {reference}: received",
        paragraphs: ["Quote {reference} please.", "Second paragraph."],
      },
    });
    expect(email.subject).toBe(`Ref ${enquiry.publicId}: received`);
    expect(email.text).toContain(`Quote ${enquiry.publicId} please.\n\nSecond paragraph.`);
    expect(email.html).toContain(`<p>Quote <bdi dir="ltr">${enquiry.publicId}</bdi> please.</p>`);
  });

  it("keeps the reference left to right inside the Arabic", () => {
    const email = composeAcknowledgementEmail({ ...enquiry, language: "ar" }, settings);
    expect(email.html).toContain('<html dir="rtl" lang="ar">');
    expect(email.html).toContain(`<bdi dir="ltr">${enquiry.publicId}</bdi>`);
  });

  it("holds nothing the visitor typed but their address, whatever they typed", () => {
    // Words of eight letters or more that the group's own words do not contain.
    const typed = fc
      .stringMatching(/^[A-Za-z\u0621-\u064A]{8,30}$/)
      .filter(
        (value) =>
          !["en", "ar"].some((language) =>
            JSON.stringify(
              composeAcknowledgementEmail({ ...enquiry, language: language as "en" }, settings),
            ).includes(value),
          ),
      );
    fc.assert(
      fc.property(
        typed,
        typed,
        typed,
        fc.constantFrom("en", "ar"),
        (name, subject, message, language) => {
          const email = composeAcknowledgementEmail(
            { ...enquiry, name, subject, message, language: language as "en" | "ar" },
            settings,
          );
          const { to, ...rest } = email;
          const shown = JSON.stringify(rest);
          for (const value of [name, subject, message]) expect(shown).not.toContain(value);
        },
      ),
      { numRuns: 200 },
    );
  });
});
