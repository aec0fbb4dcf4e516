// Everything the visitor typed is data: the visitor's address goes in Reply-To (never From) under a
// name that cannot pass for an address, and the HTML escapes it all.
import type { Language } from "../../common/i18n.ts";
import type { StoredEnquiry } from "../store/enquiry-store.ts";
import { displayName, headerText, oneLine } from "./header-text.ts";

export interface EnquiryEmailSettings {
  from: string;
  to: string;
}

export interface EnquiryEmail {
  from: { name: string; address: string };
  /** An address object for the visitor's own address, so nothing in it is read as a list. */
  to: string | { name: string; address: string };
  replyTo: { name: string; address: string };
  subject: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Derived from the enquiry alone, so a resend after a crash shows as the same message. */
export function enquiryMessageId(enquiry: Pick<StoredEnquiry, "publicId">, from: string): string {
  const domain = from.split("@")[1] ?? "localhost";
  return `<${messageIdLocalPart(enquiry.publicId)}@${domain}>`;
}

export const messageIdLocalPart = (publicId: string) => `enquiry-${publicId}`;

const languageNames: Record<Language, string> = { en: "English", ar: "Arabic" };

export function composeEnquiryEmail(
  enquiry: StoredEnquiry,
  settings: EnquiryEmailSettings,
): EnquiryEmail {
  const name = headerText(enquiry.name);
  const subject = headerText(enquiry.subject);
  const facts: [string, string][] = [
    ["Name", name],
    ["Email", oneLine(enquiry.email)],
    ["Phone", oneLine(enquiry.phone)],
    ["Subject", subject],
    [
      "Language",
      `${languageNames[enquiry.language]} (sent from the ${languageNames[enquiry.language]} site)`,
    ],
    ["Received", `${enquiry.receivedAt.toISOString()} (enquiry ${enquiry.id})`],
    ["Sent from", enquiry.page ? oneLine(enquiry.page) : "(not known)"],
    ["Routed by", enquiry.route.rule ? `the rule "${oneLine(enquiry.route.rule)}"` : "no rule"],
  ];
  const text = [
    "New enquiry from the website's contact form. Reply to this e-mail to answer the visitor.",
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    enquiry.message,
    "",
  ].join("\n");
  const rows = facts
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:sans-serif">',
    "<p>New enquiry from the website's contact form. Reply to this e-mail to answer the visitor.</p>",
    `<table cellpadding="4">${rows}</table>`,
    // dir="auto": an Arabic message reads right to left in the mail client.
    `<p><strong>Message:</strong></p><p dir="auto" style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
    "</body></html>",
  ].join("\n");

  return {
    from: { name: "Website contact form", address: settings.from },
    // The routing rule's addresses (typed by an admin), else CONTACT_TO.
    to: enquiry.route.recipients.length > 0 ? enquiry.route.recipients.join(", ") : settings.to,
    replyTo: { name: displayName(enquiry.name), address: oneLine(enquiry.email) },
    // Staff who sort by language see it before opening the e-mail.
    subject: `Website enquiry${enquiry.language === "en" ? "" : ` (${languageNames[enquiry.language]})`}: ${subject}`,
    messageId: enquiryMessageId(enquiry, settings.from),
    date: enquiry.receivedAt,
    headers: { "X-Enquiry-Id": String(enquiry.id) },
    text,
    html,
  };
}
