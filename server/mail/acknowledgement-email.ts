// The visitor's acknowledgement: to the address they gave, in the language of the page they wrote
// from, in the group's words only. Nothing else the visitor typed goes in, not even as a display
// name for their address.
import { type AcknowledgementWords, withReference } from "../../common/acknowledgement.ts";
import type { Language } from "../../common/i18n.ts";
import type { StoredEnquiry } from "../store/enquiry-store.ts";
import { type EnquiryEmail, escapeHtml, messageIdLocalPart } from "./enquiry-email.ts";
import { oneLine } from "./header-text.ts";

export interface AcknowledgementSettings {
  /** CONTACT_FROM. */
  from: string;
  /** CONTACT_TO: a visitor who answers the acknowledgement reaches the people who read enquiries. */
  replyTo: string;
}

/** Beside the staff e-mail's `enquiry-<public id>`, so erasing an enquiry finds both copies. */
export const acknowledgementMessageIdLocalPart = (publicId: string) =>
  `${messageIdLocalPart(publicId)}-acknowledgement`;

/** The reference the visitor is given: the enquiry's public id, which the back office shows. */
export const acknowledgementReference = (enquiry: Pick<StoredEnquiry, "publicId">) =>
  enquiry.publicId;

const direction: Record<Language, "ltr" | "rtl"> = { en: "ltr", ar: "rtl" };

export function composeAcknowledgementEmail(
  enquiry: StoredEnquiry,
  settings: AcknowledgementSettings,
  /** The live release's (live-acknowledgement.ts). */
  allWords: AcknowledgementWords,
  now: Date = new Date(),
): EnquiryEmail {
  const { language } = enquiry;
  const words = allWords[language];
  const reference = acknowledgementReference(enquiry);
  const paragraphs = [
    words.greeting,
    ...words.paragraphs.map((paragraph) => withReference(paragraph, reference)),
  ];
  const text = [...paragraphs, words.closing.join("\n"), "--", words.footnote, ""].join("\n\n");
  // The reference reads left to right inside right-to-left Arabic.
  const referenceHtml = `<bdi dir="ltr">${escapeHtml(reference)}</bdi>`;
  const paragraphHtml = (paragraph: string) =>
    `<p>${escapeHtml(paragraph).replace(escapeHtml(reference), referenceHtml)}</p>`;
  const dir = direction[language];
  const html = [
    "<!doctype html>",
    `<html dir="${dir}" lang="${language}"><body dir="${dir}" lang="${language}" style="font-family:sans-serif">`,
    ...paragraphs.map(paragraphHtml),
    `<p>${words.closing.map(escapeHtml).join("<br>")}</p>`,
    `<p style="color:#666;font-size:smaller">${escapeHtml(words.footnote)}</p>`,
    "</body></html>",
  ].join("\n");
  const domain = settings.from.split("@")[1] ?? "localhost";

  return {
    from: { name: words.senderName, address: settings.from },
    to: { name: "", address: oneLine(enquiry.email) },
    replyTo: { name: words.senderName, address: settings.replyTo },
    subject: oneLine(withReference(words.subject, reference)),
    // Derived from the enquiry alone, so a resend after a crash shows as the same message.
    messageId: `<${acknowledgementMessageIdLocalPart(enquiry.publicId)}@${domain}>`,
    date: now,
    // An automatic answer (RFC 3834): auto-responders and out-of-office replies leave it alone.
    headers: {
      "Auto-Submitted": "auto-replied",
      "X-Auto-Response-Suppress": "All",
      "Content-Language": language,
    },
    text,
    html,
  };
}
