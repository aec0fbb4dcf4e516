// Text of the contact form (tests rely on it: docs/product.md#contact-form) and the contact page.
// The error texts are also the API's 400 answers: common/enquiry.ts builds its schema from them.
import { formatNumber } from "./format.ts";

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

export const enquiryErrors = {
  required: "This field is required.",
  emailInvalid: "Enter a valid e-mail address, like name@example.com.",
  emailLocalPart: `The part before the @ can have at most ${enquiryLimits.emailLocalPart} characters.`,
  tooLong: (max: number) => `Use at most ${formatNumber(max)} characters.`,
  invalidCharacters: "Remove the invisible control characters from this field.",
  timestamp: "Must be an ISO 8601 date-time.",
} as const;

export interface ContactFieldText {
  label: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
}

export const contactForm = {
  /** The form's accessible name. */
  name: "Contact us",
  requiredNote: "All fields are required.",
  fields: {
    name: { label: "Name", type: "text", autoComplete: "name" },
    email: { label: "Email", type: "email", autoComplete: "email" },
    phone: { label: "Phone", type: "tel", autoComplete: "tel" },
    subject: { label: "Subject", type: "text", autoComplete: "off" },
    message: { label: "Message", type: "text", autoComplete: "off" },
  } satisfies Record<string, ContactFieldText>,
  submit: "Send Message",
  success: "We have received your enquiry, thank you.",
  failure: "Error sending message. Please try again.",
  /** Added to the failure alert when the page was open too long for its security token. */
  failureReload: "This page has been open too long: please reload it, then send your message.",
  privacyLead: "We use your details only to answer your enquiry. Read our",
  privacyLink: "privacy notice",
} as const;

export const contactPage = {
  formHeading: "Send us a message",
  detailsHeading: "Reach us directly",
  addressLabel: "Address",
  phoneLabel: "Phone",
  emailLabel: "E-mail",
  socialHeading: "Follow us",
} as const;
