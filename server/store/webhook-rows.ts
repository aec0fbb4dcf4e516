import type { TimeColumn } from "./enquiry-rows.ts";
import type { MailStatus } from "./enquiry-store.ts";
import {
  eventsOf,
  isWebhookEvent,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookJob,
} from "./webhooks.ts";

type Row = Record<string, unknown>;

export const selectEndpoints = `SELECT id, url, events, enabled, disabled_reason, created_at,
  created_by FROM webhook_endpoints`;

export const selectDeliveries = `SELECT o.id, o.endpoint_id, w.url, o.event, o.message_id, o.status,
    o.attempts, o.next_attempt_at, o.last_answer, o.sent_at, o.created_at
  FROM outbox o JOIN webhook_endpoints w ON w.id = o.endpoint_id`;

/** A webhook job's endpoint and body, from the claimed job's row. */
export const selectWebhookJob = `SELECT o.endpoint_id, o.event, o.message_id, o.payload,
    o.created_at, w.url, w.secret, w.enabled, w.disabled_reason
  FROM outbox o JOIN webhook_endpoints w ON w.id = o.endpoint_id`;

const textOrNull = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

/** SQLite keeps booleans as 0 and 1. */
const truthy = (value: unknown) => value === true || Number(value) === 1;

export function toWebhookEndpoint(row: Row, time: TimeColumn): WebhookEndpoint {
  return {
    id: Number(row.id),
    url: String(row.url),
    events: eventsOf(row.events),
    enabled: truthy(row.enabled),
    disabledReason: textOrNull(row.disabled_reason),
    createdAt: time.read(row.created_at),
    createdBy: String(row.created_by),
  };
}

export function toWebhookDelivery(row: Row, time: TimeColumn): WebhookDelivery {
  return {
    jobId: Number(row.id),
    endpointId: Number(row.endpoint_id),
    url: String(row.url),
    event: isWebhookEvent(row.event) ? row.event : "enquiry.received",
    messageId: String(row.message_id),
    status: String(row.status) as MailStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: time.read(row.next_attempt_at),
    lastAnswer: textOrNull(row.last_answer),
    sentAt: row.sent_at === null || row.sent_at === undefined ? null : time.read(row.sent_at),
    createdAt: time.read(row.created_at),
  };
}

export function toWebhookJob(row: Row, time: TimeColumn): WebhookJob {
  return {
    endpointId: Number(row.endpoint_id),
    url: String(row.url),
    secret: String(row.secret),
    enabled: truthy(row.enabled),
    disabledReason: textOrNull(row.disabled_reason),
    event: isWebhookEvent(row.event) ? row.event : "enquiry.received",
    messageId: String(row.message_id),
    payload: String(row.payload),
    createdAt: time.read(row.created_at),
  };
}

/** A webhook delivery's message id: the webhook-id header, unique across databases too. */
export const newMessageId = (uuid: string) => `msg_${uuid.replaceAll("-", "")}`;
