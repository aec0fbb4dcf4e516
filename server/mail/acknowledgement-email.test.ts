import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storedEnquiry } from "../../tests/support/stored-enquiry.ts";
import { composeAcknowledgementEmail } from "./acknowledgement-email.ts";

const enquiry = storedEnquiry();
const settings = { from: "website@consulting.test", replyTo: "enquiries@consulting.test" };

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
