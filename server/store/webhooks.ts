import type { MailStatus, StoredEnquiry } from "./enquiry-store.ts";

/**
 * What an endpoint can be told: "enquiry.received", an enquiry that is not spam was stored (or held
 * spam was released with "Not spam"); "enquiry.updated", its status or assignee changed on the desk.
 */
export const webhookEvents = ["enquiry.received", "enquiry.updated"] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return webhookEvents.includes(value as WebhookEvent);
}

/** An endpoint as the back office lists it: never its secret, which is shown once when added. */
export interface WebhookEndpoint {
  id: number;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** Why it is disabled (an admin's "Disable", or the receiver's 410 Gone); null while enabled. */
  disabledReason: string | null;
  createdAt: Date;
  /** The e-mail address of the admin who added it. */
  createdBy: string;
}

export interface NewWebhookEndpoint {
  url: string;
  /** whsec_ followed by the base64 of random bytes (server/webhooks/secret.ts). */
  secret: string;
  events: WebhookEvent[];
  actor: string;
  at: Date;
}

/** One event's delivery to one endpoint, as the enquiry's page shows it. */
export interface WebhookDelivery {
  jobId: number;
  endpointId: number;
  url: string;
  event: WebhookEvent;
  /** The webhook-id header, the same on every attempt and on "Send again". */
  messageId: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  /** The receiver's last answer ("HTTP 200") or why the last attempt failed. */
  lastAnswer: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

/** What a claimed webhook job posts, and where. */
export interface WebhookJob {
  endpointId: number;
  url: string;
  secret: string;
  /** False when the endpoint was disabled after the job was made: the job fails, nothing is sent. */
  enabled: boolean;
  disabledReason: string | null;
  event: WebhookEvent;
  messageId: string;
  /** The exact body to post and sign, fixed when the event happened. */
  payload: string;
  /** When the delivery was made (or sent again): retries stop three days after. */
  createdAt: Date;
}

export interface WebhookStore {
  addEndpoint(endpoint: NewWebhookEndpoint): Promise<WebhookEndpoint>;
  /** Oldest first. */
  endpoints(): Promise<WebhookEndpoint[]>;
  /**
   * Turns the endpoint off with its reason; its deliveries not yet made fail with that reason.
   * False when there is no such endpoint or it was already disabled.
   */
  disableEndpoint(id: number, reason: string): Promise<boolean>;
  /** Deletes the endpoint and its deliveries, answering it as it was; undefined when there is none. */
  deleteEndpoint(id: number): Promise<WebhookEndpoint | undefined>;
  /** The enquiry's deliveries, oldest first. */
  deliveries(enquiryId: number): Promise<WebhookDelivery[]>;
  /**
   * "Send again": the enquiry's delivery back to pending from scratch, with the same message id;
   * false when there is no such delivery of that enquiry or its endpoint is disabled.
   */
  resend(enquiryId: number, jobId: number, now: Date): Promise<boolean>;
}

/**
 * The body posted for an event, in the shape webhook receivers expect: the event's
 * type, when it happened, and the enquiry as it was then.
 */
export function webhookPayload(event: WebhookEvent, enquiry: StoredEnquiry, at: Date): string {
  return JSON.stringify({
    type: event,
    timestamp: at.toISOString(),
    data: {
      id: enquiry.id,
      reference: enquiry.publicId,
      receivedAt: enquiry.receivedAt.toISOString(),
      language: enquiry.language,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      subject: enquiry.subject,
      message: enquiry.message,
      status: enquiry.status,
      assignee: enquiry.assignee,
      page: enquiry.page,
      route: enquiry.route,
      source: enquiry.source,
    },
  });
}

/** The endpoints that take this event, from the stored JSON list of each. */
export function subscribed(
  rows: { id: unknown; events: unknown }[],
  event: WebhookEvent,
): number[] {
  return rows.filter((row) => eventsOf(row.events).includes(event)).map((row) => Number(row.id));
}

export function eventsOf(value: unknown): WebhookEvent[] {
  try {
    const parsed: unknown = JSON.parse(String(value));
    return Array.isArray(parsed) ? parsed.filter(isWebhookEvent) : [];
  } catch {
    return [];
  }
}
