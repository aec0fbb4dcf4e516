import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enquiryFormSchema, enquiryLimits, enquirySchema, fieldErrors } from "./enquiry.ts";

const valid = {
  name: "Asha Verma",
  email: "asha@example.org",
  phone: "+91 98100 00000",
  subject: "Training",
  message: "Hello",
};

/** An address with `local` characters before the @ and `total` in all (labels within DNS limits). */
const emailOf = (local: number, total: number) => {
  const domain = `${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.`;
  const tld = "o".repeat(total - local - 1 - domain.length);
  return `${"l".repeat(local)}@${domain}${tld}`;
};

describe("the enquiry schema", () => {
  it("takes e-mail addresses up to 64 characters before the @ and 254 in all", () => {
    const check = (email: string) => enquiryFormSchema.safeParse({ ...valid, email }).success;
    expect(emailOf(64, 254)).toHaveLength(254);
    expect(check(emailOf(64, 254))).toBe(true);
    expect(check(emailOf(65, 254))).toBe(false);
    expect(check(emailOf(64, 255))).toBe(false);
    expect(check(emailOf(1, 255))).toBe(false);
  });

  it("names each invalid field once", () => {
    const result = enquirySchema.safeParse({ ...valid, name: " ", email: "x", timestamp: "now" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        name: "This field is required.",
        email: "Enter a valid e-mail address, like name@example.com.",
        timestamp: "Must be an ISO 8601 date-time.",
      });
    }
  });

  it("accepts on the server whatever the form accepted, once the time of sending is added", () => {
    const text = (max: number) =>
      fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== "");
    fc.assert(
      fc.property(
        fc.record({
          name: text(enquiryLimits.name),
          email: fc.emailAddress(),
          phone: text(enquiryLimits.phone),
          subject: text(enquiryLimits.subject),
          message: text(200),
        }),
        (values) => {
          const form = enquiryFormSchema.safeParse(values);
          if (!form.success) return;
          const server = enquirySchema.safeParse({
            ...form.data,
            timestamp: new Date().toISOString(),
          });
          expect(server.success).toBe(true);
          if (server.success) expect(enquiryFormSchema.parse(server.data)).toEqual(form.data);
        },
      ),
    );
  });
});
