// The Webhooks page: where enquiries are posted for the group's CRM, and each endpoint's events.
// Buttons are named by what they do alone ("Disable", "Send again"); the address they act on is
// their description, read after the name.
// A new endpoint's secret is shown on the page that answers its "Add endpoint", once; it is never
// read back from the store for a page.
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from "../../store/webhooks.ts";
import { webhookEvents } from "../../store/webhooks.ts";
import { visible } from "../../visible-text.ts";
import { csrfField, html, paths } from "./html.ts";
import { formatTime } from "./views.ts";

export const disableEndpointPath = (id: number) => `${paths.webhooks}/${id}/disable`;
export const deleteEndpointPath = (id: number) => `${paths.webhooks}/${id}/delete`;
export const sendAgainPath = (enquiryId: number, jobId: number) =>
  `${paths.enquiries}/${enquiryId}/webhooks/${jobId}/send-again`;

export const eventDescriptions: Record<WebhookEvent, string> = {
  "enquiry.received": "an enquiry arrived (not spam), or held spam was marked not spam",
  "enquiry.updated": "its status or assignee changed on the enquiry desk",
};

export interface WebhooksView {
  endpoints: WebhookEndpoint[];
  /** Whether http:// and private or loopback addresses are taken (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  message?: string;
  problem?: string;
  /** The endpoint just added and its secret: shown this once. */
  added?: { endpoint: WebhookEndpoint; secret: string };
  /** The form as just sent, when it was refused. */
  form?: { url: string; events: string[] };
}

function endpointState(endpoint: WebhookEndpoint) {
  return endpoint.enabled
    ? "Enabled"
    : html`Disabled: ${visible(endpoint.disabledReason ?? "no reason given")}`;
}

export function webhooksBody(csrfToken: string, view: WebhooksView) {
  const form = view.form ?? { url: "", events: [...webhookEvents] };
  const { added } = view;
  return html`<h1>Webhooks</h1>
    <p role="status" class="note">${view.message ?? ""}</p>
    ${view.problem ? html`<p role="alert">${view.problem}</p>` : ""}
    ${
      added
        ? html`<section class="panel" aria-labelledby="secret-heading">
      <h2 id="secret-heading">Signing secret</h2>
      <p>The secret of <code>${visible(added.endpoint.url)}</code>, shown this once: copy it into the
        receiving side now. It signs every delivery; it cannot be shown again (delete the endpoint
        and add it anew for another).</p>
      <p><code class="secret">${added.secret}</code></p>
    </section>`
        : ""
    }
    <p>Each event is posted as JSON to every enabled endpoint that takes it, signed (headers <code>webhook-id</code>, <code>webhook-timestamp</code>,
      <code>webhook-signature</code>). A receiver that is down is tried again for three days; one
      that answers 410 Gone is disabled.</p>
    <table>
      <thead><tr><th scope="col">URL</th><th scope="col">Events</th><th scope="col">State</th><th scope="col">Added</th><th scope="col">Change</th></tr></thead>
      <tbody>
        ${view.endpoints.map(
          (endpoint) => html`<tr>
            <td id="endpoint-${endpoint.id}"><code>${visible(endpoint.url)}</code></td>
            <td>${endpoint.events.join(", ")}</td>
            <td>${endpointState(endpoint)}</td>
            <td>${formatTime(endpoint.createdAt)} by ${endpoint.createdBy}</td>
            <td>
              ${
                endpoint.enabled
                  ? html`<form method="post" action="${disableEndpointPath(endpoint.id)}" class="inline">
                ${csrfField(csrfToken)}
                <button type="submit" aria-describedby="endpoint-${endpoint.id}">Disable</button>
              </form>`
                  : ""
              }
              <form method="post" action="${deleteEndpointPath(endpoint.id)}" class="inline">
                ${csrfField(csrfToken)}
                <button type="submit" class="danger" aria-describedby="endpoint-${endpoint.id}">Delete</button>
              </form>
            </td>
          </tr>`,
        )}
      </tbody>
    </table>
    ${view.endpoints.length === 0 ? html`<p>No endpoints yet: nothing is posted.</p>` : ""}
    <form class="panel" method="post" action="${paths.webhooks}" aria-label="Add endpoint">
      ${csrfField(csrfToken)}
      <h2>Add endpoint</h2>
      <p><label for="webhook-url">URL</label>
        <span id="webhook-url-hint" class="note">${
          view.allowPrivate
            ? "Starting with https:// (or http://: WEBHOOK_ALLOW_PRIVATE is on)."
            : "Starting with https://, on the internet; no user name or password in it."
        }</span>
        <input id="webhook-url" name="url" type="url" required maxlength="2000" value="${form.url}" aria-describedby="webhook-url-hint" /></p>
      <fieldset>
        <legend>Events</legend>
        ${webhookEvents.map(
          (event) =>
            html`<label class="check"><input type="checkbox" name="events" value="${event}" aria-describedby="event-${event}"${
              form.events.includes(event) ? html` checked` : ""
            } /> ${event}</label> <span id="event-${event}" class="note">${eventDescriptions[event]}</span>`,
        )}
      </fieldset>
      <button type="submit">Add endpoint</button>
    </form>`;
}

const deliveryStates: Record<WebhookDelivery["status"], string> = {
  pending: "Waiting",
  sending: "Being sent",
  sent: "Delivered",
  failed: "Failed",
};

/** The enquiry page's webhook deliveries, each with "Send again" for those who may. */
export function deliveriesSection(
  csrfToken: string,
  enquiryId: number,
  deliveries: WebhookDelivery[],
  canSendAgain: boolean,
) {
  return html`<section aria-labelledby="webhooks-heading">
    <h2 id="webhooks-heading">Webhooks</h2>
    ${
      deliveries.length === 0
        ? html`<p>None posted.</p>`
        : html`<table>
      <thead><tr><th scope="col">Endpoint</th><th scope="col">Event</th><th scope="col">State</th><th scope="col">Attempts</th><th scope="col">Last answer</th>${
        canSendAgain ? html`<th scope="col">Again</th>` : ""
      }</tr></thead>
      <tbody>
        ${deliveries.map(
          (delivery) => html`<tr>
            <td id="delivery-${delivery.jobId}"><code>${visible(delivery.url)}</code></td>
            <td>${delivery.event}</td>
            <td>${deliveryStates[delivery.status]}${
              delivery.status === "sent" && delivery.sentAt
                ? html` ${formatTime(delivery.sentAt)}`
                : delivery.status === "pending" && delivery.attempts > 0
                  ? html`, next try ${formatTime(delivery.nextAttemptAt)}`
                  : ""
            }</td>
            <td>${delivery.attempts}</td>
            <td>${delivery.lastAnswer ? visible(delivery.lastAnswer) : "None yet"}</td>
            ${
              canSendAgain
                ? html`<td><form method="post" action="${sendAgainPath(enquiryId, delivery.jobId)}" class="inline">
              ${csrfField(csrfToken)}
              <button type="submit" aria-describedby="delivery-${delivery.jobId}">Send again</button>
            </form></td>`
                : ""
            }
          </tr>`,
        )}
      </tbody>
    </table>`
    }
  </section>`;
}
