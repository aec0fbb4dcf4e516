import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  enquiryFormSchema,
  enquiryLimits,
  enquirySchema,
  errorLimit,
  fieldErrors,
} from "./enquiry.ts";

const valid = {
  name: "Asha Verma",
  email: "asha@example.org",
  phone: "+91 98100 00000",
  subject: "Training",
  message: "Hello",
};

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

  it("refuses a name with nothing visible in it: zero-width, joiner and filler characters", () => {
    for (const name of [
      "\u200b\u200b",
      "\u200d\u2060\ufeff",
      "\u3164",
      "\u2800 \u00ad",
      "\u0301",
    ]) {
      const result = enquiryFormSchema.safeParse({ ...valid, name });
      expect(result.success, JSON.stringify(name)).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ name: "required" });
    }
    for (const name of ["Asha\u200bVerma", "أشا", "李", "Zoë", "X"]) {
      expect(enquiryFormSchema.safeParse({ ...valid, name }).success, name).toBe(true);
    }
  });

  it("names each invalid field once, with a machine code for its problem", () => {
    const result = enquirySchema.safeParse({
      ...valid,
      name: " ",
      email: "x",
      phone: 42,
      subject: "a\u0000b",
      message: "m".repeat(enquiryLimits.message + 1),
      timestamp: "now",
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        name: "required",
        email: "email",
        phone: "required",
        subject: "controlCharacters",
        message: "tooLong",
        timestamp: "timestamp",
      });
    }
    const local = enquiryFormSchema.safeParse({ ...valid, email: emailOf(65, 254) });
    if (!local.success) expect(fieldErrors(local.error)).toEqual({ email: "emailLocalPart" });
    expect(local.success).toBe(false);
  });

  it("gives the limit a length error refers to", () => {
    expect(errorLimit("message", "tooLong")).toBe(enquiryLimits.message);
    expect(errorLimit("email", "emailLocalPart")).toBe(64);
    expect(errorLimit("name", "required")).toBeUndefined();
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
