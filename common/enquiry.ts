// The one schema of a contact enquiry (docs/product.md#contact-form): the form uses it before
// sending, the API validates the request with it, and the store only ever receives its output.
// zod/mini: the same engine as zod with a tree-shakable API, about 6 KB gzip in the browser
// instead of 23 KB (the 150 KB JavaScript budget); the server uses it through this module too.
import { z } from "zod/mini";
import { enquiryErrors, enquiryLimits } from "../content/contact.ts";

export { enquiryLimits };

/** Where the form posts; relative to the configured backend address. */
export const enquiryEndpoint = "/api/redefine-website/message";

/** The signed double-submit CSRF token: the cookie the server sets and the header the page echoes. */
export const csrfNames = {
  cookie: "XSRF-TOKEN",
  /** Over HTTPS: the __Host- prefix pins the cookie to this host, Secure and Path=/. */
  secureCookie: "__Host-XSRF-TOKEN",
  header: "X-XSRF-TOKEN",
  /** The `code` of the 403 for a token older than the server accepts: the form asks for a reload. */
  expiredCode: "csrf-token-expired",
} as const;

const containsNul = (value: string) => value.includes("\u0000");

/** A required string: trimmed, not empty, at most `max` characters, then any further checks. */
const requiredString = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z
    .string(enquiryErrors.required)
    .check(
      z.trim(),
      z.minLength(1, enquiryErrors.required),
      z.maxLength(max, enquiryErrors.tooLong(max)),
      ...checks,
    );

/** A required text with no NUL (PostgreSQL refuses it). */
const requiredText = (max: number) =>
  requiredString(
    max,
    z.refine((value: string) => !containsNul(value), enquiryErrors.invalidCharacters),
  );

// Only a value that passed the first checks is tested for its shape, so each field gets one error.
const email = z.pipe(
  requiredString(
    enquiryLimits.email,
    z.refine(
      (value: string) => (value.split("@")[0] ?? "").length <= enquiryLimits.emailLocalPart,
      enquiryErrors.emailLocalPart,
    ),
  ),
  z.email(enquiryErrors.emailInvalid),
);

/** What the visitor types. */
export const enquiryFormSchema = z.object({
  name: requiredText(enquiryLimits.name),
  email,
  phone: requiredText(enquiryLimits.phone),
  subject: requiredText(enquiryLimits.subject),
  message: requiredText(enquiryLimits.message),
});

/** What goes over the wire: the fields plus the time of sending. */
export const enquirySchema = z.extend(enquiryFormSchema, {
  timestamp: z.iso.datetime({ offset: true, error: enquiryErrors.timestamp }),
});

export type EnquiryFormInput = z.input<typeof enquiryFormSchema>;
export type EnquiryFormValues = z.output<typeof enquiryFormSchema>;
export type Enquiry = z.output<typeof enquirySchema>;

export const enquiryFields = ["name", "email", "phone", "subject", "message"] as const;
export type EnquiryField = (typeof enquiryFields)[number];

/** The first problem of each invalid field, keyed by field name (the API's 400 body). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}
