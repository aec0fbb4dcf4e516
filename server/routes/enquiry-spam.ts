// Spam signals that cost the visitor nothing: no CAPTCHA, no extra field in the API's payload.
// Tuned so that a person is never flagged: the fastest human still needs seconds to type five fields,
// rarely pastes more than a few links, and a resend of the same text is already in the inbox.
// Suspected spam is stored with its reason and answered like any enquiry, but not e-mailed.
import { createHash } from "node:crypto";
import type { Enquiry } from "../../common/enquiry.ts";
import type { EnquiryStore } from "../store/enquiry-store.ts";

export const spamRules = {
  /** A POST this soon after the token was issued (the page load) was not typed by a person. */
  minFillMs: 3_000,
  /** More links than this in the enquiry. */
  maxLinks: 5,
  /** The same text again within this window. */
  duplicateWindowMs: 10 * 60 * 1000,
} as const;

const link = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\./gi;

export function countLinks(text: string): number {
  return text.match(link)?.length ?? 0;
}

/** Same sender and same words, whatever the spacing or case. */
export function contentHash(enquiry: Enquiry): string {
  const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, " ").trim();
  const text = [enquiry.email, enquiry.name, enquiry.subject, enquiry.message].map(normalise);
  return createHash("sha256").update(JSON.stringify(text)).digest("hex");
}

export interface SpamCheck {
  enquiry: Enquiry;
  hash: string;
  now: Date;
  /** When the CSRF token of the request was issued; undefined for CORS-listed origins. */
  tokenIssuedAt: number | undefined;
  store: EnquiryStore;
}

export async function spamReason({ enquiry, hash, now, tokenIssuedAt, store }: SpamCheck) {
  if (tokenIssuedAt !== undefined) {
    const elapsed = now.getTime() - tokenIssuedAt;
    if (elapsed < spamRules.minFillMs) {
      return `sent ${(Math.max(0, elapsed) / 1000).toFixed(1)} s after the page was loaded`;
    }
  }
  if (countLinks(enquiry.name) > 0) return "a link in the name";
  const links = countLinks(`${enquiry.subject} ${enquiry.message}`);
  if (links > spamRules.maxLinks) return `${links} links`;
  const since = new Date(now.getTime() - spamRules.duplicateWindowMs);
  if ((await store.countSameTextSince(hash, since)) > 0)
    return "the same text again within 10 minutes";
  return null;
}
