// No CAPTCHA. Tuned so that a person is never flagged: the fastest human still needs seconds to
// type five fields, and a resend of the same text is already in the inbox.
import { createHash } from "node:crypto";
import type { Enquiry } from "../../common/enquiry.ts";
import type { EnquiryStore } from "../store/enquiry-store.ts";

export const spamRules = {
  /** A POST this soon after the token was issued (the page load) was not typed by a person. */
  minFillMs: 3_000,
  maxLinks: 5,
  duplicateWindowMs: 10 * 60 * 1000,
} as const;

const link = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\./gi;

export function countLinks(text: string): number {
  return text.match(link)?.length ?? 0;
}

export function contentHash(enquiry: Enquiry): string {
  const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, " ").trim();
  const text = [enquiry.email, enquiry.name, enquiry.subject, enquiry.message].map(normalise);
  return createHash("sha256").update(JSON.stringify(text)).digest("hex");
}

export interface SpamCheck {
  enquiry: Enquiry;
  hash: string;
  now: Date;
  tokenIssuedAt: number | undefined;
  /** ENQUIRY_MIN_FILL_MS; spamRules.minFillMs unless set. */
  minFillMs?: number;
  store: EnquiryStore;
}

export async function spamReason({
  enquiry,
  hash,
  now,
  tokenIssuedAt,
  minFillMs = spamRules.minFillMs,
  store,
}: SpamCheck) {
  if (tokenIssuedAt !== undefined) {
    const elapsed = now.getTime() - tokenIssuedAt;
    if (elapsed < minFillMs) {
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
