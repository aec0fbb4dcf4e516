// A reply written on the enquiry desk, e-mailed to the visitor: from CONTACT_FROM under the writer's
// name and the group's, answers going to the writer (Reply-To), the visitor's message quoted below.
// Everything typed (the reply, the visitor's words) is data: escaped in the HTML, one line in headers.
import type { Language } from "../../common/i18n.ts";
import type { EnquiryReply, StoredEnquiry } from "../store/enquiry-store.ts";
import { acknowledgementMessageIdLocalPart } from "./acknowledgement-email.ts";
import { type EnquiryEmail, escapeHtml, messageIdLocalPart } from "./enquiry-email.ts";
import { displayName, headerText, oneLine } from "./header-text.ts";

/** Beside the staff e-mail's and the acknowledgement's, so erasing an enquiry finds every copy. */
export const replyMessageIdLocalPart = (publicId: string, replyId: number) =>
  `${messageIdLocalPart(publicId)}-reply-${replyId}`;

const wrote: Record<Language, (date: string, name: string) => string> = {
  en: (date, name) => `On ${date}, ${name} wrote:`,
  ar: (date, name) => `في ${date}، كتب ${name}:`,
};

const direction: Record<Language, "ltr" | "rtl"> = { en: "ltr", ar: "rtl" };

/** The day the visitor wrote, in their language's digits and month names (UTC, as the desk shows). */
function dayOf(date: Date, language: Language) {
  return new Intl.DateTimeFormat(language === "ar" ? "ar" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(date);
}

export function composeReplyEmail(
  enquiry: StoredEnquiry,
  reply: EnquiryReply,
  /** `senderName`: the group's name in the enquiry's language, as the acknowledgement gives it. */
  settings: { from: string; senderName: string },
): EnquiryEmail {
  const { language } = enquiry;
  const group = settings.senderName;
  const domain = settings.from.split("@")[1] ?? "localhost";
  const quoteLine = wrote[language](dayOf(enquiry.receivedAt, language), oneLine(enquiry.name));
  const quoted = enquiry.message.split(/\r?\n/).map((line) => `> ${line}`);
  const text = [reply.body, "", quoteLine, ...quoted, ""].join("\n");
  const dir = direction[language];
  const html = [
    "<!doctype html>",
    `<html dir="${dir}" lang="${language}"><body dir="${dir}" lang="${language}" style="font-family:sans-serif">`,
    `<p dir="auto" style="white-space:pre-wrap">${escapeHtml(reply.body)}</p>`,
    `<p>${escapeHtml(quoteLine)}</p>`,
    `<blockquote dir="auto" style="white-space:pre-wrap;margin:0 0 0 .5em;padding:0 .5em;border-inline-start:2px solid #ccc">${escapeHtml(enquiry.message)}</blockquote>`,
    "</body></html>",
  ].join("\n");
  // Threads with the acknowledgement the visitor was sent, if any.
  const acknowledgement = `<${acknowledgementMessageIdLocalPart(enquiry.publicId)}@${domain}>`;
  return {
    from: { name: `${displayName(reply.actorName)}, ${group}`, address: settings.from },
    to: { name: "", address: oneLine(enquiry.email) },
    replyTo: { name: displayName(reply.actorName), address: reply.actor },
    subject: `Re: ${headerText(enquiry.subject)}`,
    // Derived from the reply alone, so a resend after a crash shows as the same message.
    messageId: `<${replyMessageIdLocalPart(enquiry.publicId, reply.id)}@${domain}>`,
    date: reply.at,
    headers: {
      "In-Reply-To": acknowledgement,
      References: acknowledgement,
      "Content-Language": language,
    },
    text,
    html,
  };
}
