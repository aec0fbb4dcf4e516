// The one schema of a contact enquiry (docs/product.md#contact-form): the form uses it before
// sending, the API validates the request with it, and the store only ever receives its output.
// zod/mini: the same engine as zod with a tree-shakable API, about 6 KB gzip in the browser
// instead of 23 KB (the 150 KB JavaScript budget); the server uses it through this module too.
// Errors are machine codes (enquiryErrorCodes), not words: the API answers with them and the form
// turns them into the visitor's language from its content (the contactForm words).
import { z } from "zod/mini";
import { type Language, languages } from "./i18n.ts";

/** Longest value of each field, in characters. */
export const enquiryLimits = {
  name: 200,
  /** RFC 5321: at most 254 characters in all, 64 before the @. */
  email: 254,
  emailLocalPart: 64,
  phone: 50,
  subject: 300,
  /** A few thousand characters is a long enquiry; the 64 KiB body limit stops anything bigger. */
  message: 10_000,
} as const;

/** Every problem a field can have; the 400 answer names each invalid field with one of them. */
export const enquiryErrorCodes = [
  "required",
  "email",
  "emailLocalPart",
  "tooLong",
  "controlCharacters",
  "timestamp",
] as const;
export type EnquiryErrorCode = (typeof enquiryErrorCodes)[number];

const code = (value: EnquiryErrorCode) => value;

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

/** Something that shows: not only spaces, controls, zero-width or filler characters, or marks. */
const hasVisibleCharacter = (value: string) =>
  /[^\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/u.test(value);

/** A required string: trimmed, not empty, at most `max` characters, then any further checks. */
const requiredString = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z
    .string(code("required"))
    .check(
      z.trim(),
      z.minLength(1, code("required")),
      z.maxLength(max, code("tooLong")),
      ...checks,
    );

/** A required text that shows something, with no NUL (PostgreSQL refuses it). */
const requiredText = (max: number) =>
  requiredString(
    max,
    z.refine(hasVisibleCharacter, code("required")),
    z.refine((value: string) => !containsNul(value), code("controlCharacters")),
  );

// Only a value that passed the first checks is tested for its shape, so each field gets one error.
const email = z.pipe(
  requiredString(
    enquiryLimits.email,
    z.refine(
      (value: string) => (value.split("@")[0] ?? "").length <= enquiryLimits.emailLocalPart,
      code("emailLocalPart"),
    ),
  ),
  z.email(code("email")),
);

/** What the visitor types. */
export const enquiryFormSchema = z.object({
  name: requiredText(enquiryLimits.name),
  email,
  phone: requiredText(enquiryLimits.phone),
  subject: requiredText(enquiryLimits.subject),
  message: requiredText(enquiryLimits.message),
});

/**
 * The body that goes over the wire: exactly the fields and the time of sending. An API elsewhere
 * (VITE_BACKEND_URL) may know these six keys only, so nothing else travels in it.
 */
export const enquirySchema = z.extend(enquiryFormSchema, {
  timestamp: z.iso.datetime({ offset: true, error: code("timestamp") }),
});

/**
 * The language of the page an enquiry was sent from travels beside the body, in this header: it is
 * CORS-safelisted, so a backend on another origin needs no new preflight rule for it.
 */
export const enquiryLanguageHeader = "Content-Language";

/** The header's value as a language: absent is English; `undefined` when it names neither. */
export function enquiryLanguage(header: string | undefined): Language | undefined {
  if (header === undefined) return "en";
  const value = header.trim().toLowerCase();
  return (languages as readonly string[]).includes(value) ? (value as Language) : undefined;
}

export type EnquiryFormInput = z.input<typeof enquiryFormSchema>;
export type EnquiryFormValues = z.output<typeof enquiryFormSchema>;
export type EnquiryBody = z.output<typeof enquirySchema>;
/** An enquiry as the server keeps it: the body and the language of its page. */
export type Enquiry = EnquiryBody & { language: Language };
export type EnquiryField = keyof EnquiryFormValues;

/**
 * The fields in the schema's order, read from the schema: the form, the wire body, the stores'
 * columns and the CSV export all follow this list, so a field is added in the schema alone.
 */
export const enquiryFields = Object.keys(enquiryFormSchema.shape) as EnquiryField[];

/** The form as it starts and as it is left after a send. */
export const emptyEnquiryForm = Object.fromEntries(
  enquiryFields.map((field) => [field, ""]),
) as EnquiryFormInput;

/** Only the fields of `source`, in the schema's order (the wire body, a stored row). */
export function pickEnquiryFields(source: EnquiryFormValues): EnquiryFormValues {
  return Object.fromEntries(
    enquiryFields.map((field) => [field, source[field]]),
  ) as EnquiryFormValues;
}

const isCode = (value: string): value is EnquiryErrorCode =>
  (enquiryErrorCodes as readonly string[]).includes(value);

/**
 * The first problem of each invalid field as its code, keyed by field name (the API's 400 body).
 * A value of the wrong type (a number for a name, a body that is not an object) is "required".
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, EnquiryErrorCode> {
  const fields: Record<string, EnquiryErrorCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    fields[key] ??= isCode(issue.message) ? issue.message : "required";
  }
  return fields;
}

/** The limit a "tooLong" or "emailLocalPart" error refers to, for the words shown with it. */
export function errorLimit(field: EnquiryField, errorCode: EnquiryErrorCode): number | undefined {
  if (errorCode === "emailLocalPart") return enquiryLimits.emailLocalPart;
  if (errorCode === "tooLong") return enquiryLimits[field];
  return undefined;
}
