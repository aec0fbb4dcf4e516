// zod/mini: the same engine as zod, about 6 KB gzip in the browser instead of 23 KB (the 150 KB
// JavaScript budget). Errors are codes, not words: the form words them in the visitor's language.
import { z } from "zod/mini";
import { type Language, languages } from "./i18n.ts";

export const enquiryLimits = {
  name: 200,
  /** RFC 5321: at most 254 characters in all, 64 before the @. */
  email: 254,
  emailLocalPart: 64,
  phone: 50,
  subject: 300,
  message: 10_000,
} as const;

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

export const enquiryEndpoint = "/api/redefine-website/message";

export const csrfNames = {
  cookie: "XSRF-TOKEN",
  /** Over HTTPS: the __Host- prefix pins the cookie to this host, Secure and Path=/. */
  secureCookie: "__Host-XSRF-TOKEN",
  header: "X-XSRF-TOKEN",
  expiredCode: "csrf-token-expired",
} as const;

const containsNul = (value: string) => value.includes("\u0000");

const hasVisibleCharacter = (value: string) =>
  /[^\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/u.test(value);

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

export const enquiryFormSchema = z.object({
  name: requiredText(enquiryLimits.name),
  email,
  phone: requiredText(enquiryLimits.phone),
  subject: requiredText(enquiryLimits.subject),
  message: requiredText(enquiryLimits.message),
});

/** An API elsewhere (VITE_BACKEND_URL) may know these six keys only, so nothing else travels. */
export const enquirySchema = z.extend(enquiryFormSchema, {
  timestamp: z.iso.datetime({ offset: true, error: code("timestamp") }),
});

/** CORS-safelisted, so a backend on another origin needs no new preflight rule for it. */
export const enquiryLanguageHeader = "Content-Language";

export function enquiryLanguage(header: string | undefined): Language | undefined {
  if (header === undefined) return "en";
  const value = header.trim().toLowerCase();
  return (languages as readonly string[]).includes(value) ? (value as Language) : undefined;
}

export type EnquiryFormInput = z.input<typeof enquiryFormSchema>;
export type EnquiryFormValues = z.output<typeof enquiryFormSchema>;
export type EnquiryBody = z.output<typeof enquirySchema>;
export type Enquiry = EnquiryBody & { language: Language };
export type EnquiryField = keyof EnquiryFormValues;

export const enquiryFields = Object.keys(enquiryFormSchema.shape) as EnquiryField[];

export const emptyEnquiryForm = Object.fromEntries(
  enquiryFields.map((field) => [field, ""]),
) as EnquiryFormInput;

export function pickEnquiryFields(source: EnquiryFormValues): EnquiryFormValues {
  return Object.fromEntries(
    enquiryFields.map((field) => [field, source[field]]),
  ) as EnquiryFormValues;
}

const isCode = (value: string): value is EnquiryErrorCode =>
  (enquiryErrorCodes as readonly string[]).includes(value);

export function fieldErrors(error: z.core.$ZodError): Record<string, EnquiryErrorCode> {
  const fields: Record<string, EnquiryErrorCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    fields[key] ??= isCode(issue.message) ? issue.message : "required";
  }
  return fields;
}

export function errorLimit(field: EnquiryField, errorCode: EnquiryErrorCode): number | undefined {
  if (errorCode === "emailLocalPart") return enquiryLimits.emailLocalPart;
  if (errorCode === "tooLong") return enquiryLimits[field];
  return undefined;
}
