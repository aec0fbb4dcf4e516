import type { Enquiry, EnquiryFormValues } from "../../common/enquiry.ts";
import type { Language } from "../../common/i18n.ts";
import type { Route, RoutingRule, RoutingTable } from "../routing/rules.ts";
import type { AudienceStore, Visit } from "./audience.ts";
import type { Outbox } from "./outbox.ts";
import type { RateLimitCounter } from "./rate-limit-store.ts";
import type { WebhookStore } from "./webhooks.ts";

export type MailStatus = "pending" | "sending" | "sent" | "failed";

export interface NewEnquiry {
  enquiry: Enquiry;
  receivedAt: Date;
  /** Why the enquiry looks like spam; null when it does not. Spam is stored, never e-mailed. */
  spamReason: string | null;
  /** Hash of the normalised text, to notice the same enquiry sent again (routes/enquiry-spam.ts). */
  contentHash: string;
  /**
   * Whether the visitor is to be acknowledged (ACK_EMAILS): not spam, and no acknowledgement to the
   * same address within `acknowledgementIntervalMs`, then the acknowledgement job is committed with
   * the enquiry. None when not given.
   */
  acknowledge?: boolean;
  /** The page the form was sent from (path and query); null when the request did not say. */
  page?: string | null;
  /** How routing sent it (server/routing/rules.ts); none: no rule, CONTACT_TO. */
  route?: Route;
  /**
   * A key the enquiry uses up (its proof of work's challenge), counted in the rate-limit table in
   * the same transaction, until `windowMs` from now. Counted before, by this or any server: the
   * enquiry is held as spam with `reasonIfUsed`.
   */
  usesUp?: OneUse;
  /** Where the same visitor first came from that day (server/audience/), when known. */
  source?: Visit | null;
}

export interface OneUse {
  key: string;
  windowMs: number;
  reasonIfUsed: string;
}

/** One acknowledgement per address (in any case) per 24 hours, however many enquiries it sends. */
export const acknowledgementIntervalMs = 24 * 60 * 60 * 1000;

export interface MailState {
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
}

/** Where an enquiry stands on the back office's desk; held spam starts as "spam". */
export const enquiryStatuses = ["new", "open", "answered", "closed", "spam"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return enquiryStatuses.includes(value as EnquiryStatus);
}

/** A reply answers a new or open enquiry; answered and closed ones stay as they are. */
export function answeredAfterReply(status: EnquiryStatus): EnquiryStatus {
  return status === "new" || status === "open" ? "answered" : status;
}

/** "released": held spam marked not spam, its e-mail job made. */
/** "replied": a reply e-mailed to the visitor from the desk, its words the detail. */
export const historyActions = [
  "opened",
  "status",
  "assigned",
  "note",
  "released",
  "replied",
] as const;
export type HistoryAction = (typeof historyActions)[number];

/** One thing done to an enquiry in the back office; actor is an e-mail address. */
export interface HistoryEntry {
  at: Date;
  actor: string;
  action: HistoryAction;
  detail: string;
}

/** A reply written on the desk and e-mailed to the visitor through the outbox. */
export interface EnquiryReply {
  id: number;
  body: string;
  /** The e-mail address of the account that wrote it, and its name then. */
  actor: string;
  actorName: string;
  at: Date;
  /** Its e-mail's delivery. */
  mail: MailState | null;
}

export interface EnquirySearch {
  /** Part of the name, e-mail address, subject, message or reference (public id), in any case. */
  text?: string;
  status?: EnquiryStatus;
  /** An account's e-mail address; null for the enquiries nobody has. */
  assignee?: string | null;
  language?: Language;
  /** The name of the rule that routed it; null for those no rule routed. */
  route?: string | null;
  /** Received at or after this moment. */
  receivedFrom?: Date;
  /** Received before this moment. */
  receivedBefore?: Date;
  /** Every match when not given (an export). */
  limit?: number;
  offset?: number;
}

export interface EnquiryWork {
  status: EnquiryStatus;
  /** The e-mail address of the back-office account working it; null for nobody. */
  assignee: string | null;
}

export type WorkChange =
  | { outcome: "saved" | "unchanged" | "conflict"; enquiry: StoredEnquiry }
  | { outcome: "missing" };

export interface StoredEnquiry extends EnquiryFormValues {
  id: number;
  publicId: string;
  clientTimestamp: string;
  language: Language;
  receivedAt: Date;
  spamReason: string | null;
  /** The staff e-mail's outbox job; null for suspected spam that the operator has not released. */
  mail: MailState | null;
  /** The acknowledgement's job; null when none was made (spam, ACK_EMAILS=off, the 24-hour rule). */
  acknowledgement: MailState | null;
  status: EnquiryStatus;
  assignee: string | null;
  /** Raised by each change of status or assignee. */
  version: number;
  /** The page the form was sent from (path and query), when known. */
  page: string | null;
  /** The rule that routed it and its recipients then; rule null: CONTACT_TO. */
  route: { rule: string | null; recipients: string[] };
  /** The visitor's landing page, referrer and campaign that day; null when not known. */
  source: Visit | null;
}

export type RoutingChange =
  | { outcome: "saved"; table: RoutingTable }
  | { outcome: "conflict"; table: RoutingTable };

export interface EnquiryStore {
  readonly kind: "sqlite" | "postgres";
  add(input: NewEnquiry): Promise<StoredEnquiry>;
  get(id: number): Promise<StoredEnquiry | undefined>;
  list(options?: { limit?: number }): Promise<StoredEnquiry[]>;
  countSameTextSince(contentHash: string, since: Date): Promise<number>;
  /** Newest first, filtered and paged. */
  search(query: EnquirySearch): Promise<StoredEnquiry[]>;
  countWithStatus(status: EnquiryStatus): Promise<number>;
  /**
   * Sets status and assignee if the enquiry is still at `version`, recording each change in its
   * history; "conflict" (nothing written) with the enquiry as it is now when it is not.
   */
  changeWork(
    id: number,
    work: EnquiryWork,
    by: { version: number; actor: string; at: Date },
  ): Promise<WorkChange>;
  /**
   * "Not spam": held spam (status spam, a spam reason) at `version` gets its e-mail job as
   * `outbox.requeue` gives one, and with `acknowledge` its acknowledgement as `add` would have made
   * it (at `at`, under the same 24-hour rule), becomes new and says so in its history ("released");
   * "unchanged" when it is not held spam, "conflict" (nothing written) when it is no longer at
   * `version`.
   */
  releaseSpam(
    id: number,
    by: { version: number; actor: string; at: Date; acknowledge?: boolean },
  ): Promise<WorkChange>;
  /**
   * A reply to the visitor, if the enquiry is still at `version`: the reply and its e-mail job in
   * one transaction, "replied" in the history, and a new or open enquiry marked answered.
   */
  addReply(
    id: number,
    reply: { body: string; actorName: string },
    by: { version: number; actor: string; at: Date },
  ): Promise<WorkChange>;
  /** Oldest first, each with its e-mail's delivery. */
  replies(id: number): Promise<EnquiryReply[]>;
  /** The routing rules in order, and their version (0 before the first change). */
  routingTable(): Promise<RoutingTable>;
  /** Replaces the rules if they are still at `version`; "conflict" (nothing written) if not. */
  saveRoutingRules(
    rules: RoutingRule[],
    by: { version: number; actor: string; at: Date },
  ): Promise<RoutingChange>;
  /** False when there is no such enquiry. */
  addHistory(id: number, entry: HistoryEntry): Promise<boolean>;
  /** Oldest first. */
  history(id: number): Promise<HistoryEntry[]>;
  /** Return the erased public ids, so the .eml copies can be erased with them. */
  delete(id: number): Promise<string[]>;
  deleteByEmail(email: string): Promise<string[]>;
  deleteReceivedBefore(cutoff: Date): Promise<string[]>;
  /** Spam (held, or marked so by a person) received before the cutoff. */
  deleteSpamReceivedBefore(cutoff: Date): Promise<string[]>;
  /** False when a copy may remain because another connection held the log. */
  scrub(): Promise<boolean>;
  /** The e-mail jobs of these enquiries (staff e-mails and acknowledgements), in the same database. */
  readonly outbox: Outbox;
  /** The enquiry and sign-in rate limits and the used proofs of work, in the same database. */
  readonly rateLimits: RateLimitCounter;
  /**
   * The webhook endpoints and their deliveries. `add` (not spam), `releaseSpam` and a saved
   * `changeWork` or `addReply` that changes the status commit one delivery job per enabled
   * endpoint taking the event, in the same transaction as the enquiry's change.
   */
  readonly webhooks: WebhookStore;
  /** The audience figures counted by the public servers, in the same database. */
  readonly audience: AudienceStore;
  ping(): Promise<void>;
  close(): Promise<void>;
}
