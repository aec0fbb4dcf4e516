// One attempt at posting a signed event to an endpoint. Private, loopback and link-local
// addresses are refused by the agent when it connects, after DNS resolution, so a public name
// pointing inward is refused too; redirects are never followed (a 3xx is retried like any other
// answer that is not 2xx).
import http from "node:http";
import https from "node:https";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import { Webhook } from "standardwebhooks";

/** A receiver taking longer than this is treated as down; its delivery is retried. */
export const webhookTimeoutMs = 15_000;

export type WebhookOutcome =
  /** 2xx. */
  | { outcome: "delivered"; answer: string }
  /** 410 Gone: the receiver wants no more; the endpoint is disabled. */
  | { outcome: "gone"; answer: string }
  /** Anything else; `retryAfterMs` when a 429 or 503 said how long to wait. */
  | { outcome: "retry"; answer: string; retryAfterMs?: number };

export interface WebhookRequest {
  url: string;
  secret: string;
  messageId: string;
  payload: string;
  at: Date;
}

export type PostWebhook = (request: WebhookRequest) => Promise<WebhookOutcome>;

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; undefined if unreadable. */
export function retryAfterMs(value: string | undefined, now: Date): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

export function createWebhookPoster({
  allowPrivate,
  timeoutMs = webhookTimeoutMs,
}: {
  allowPrivate: boolean;
  timeoutMs?: number;
}): { post: PostWebhook; close(): void } {
  const filter = { allowPrivateIPAddress: allowPrivate, keepAlive: true, maxSockets: 10 };
  const agents = {
    "http:": new RequestFilteringHttpAgent(filter),
    "https:": new RequestFilteringHttpsAgent(filter),
  };

  // Async, so that a stored address that no longer parses is a rejection like any other failure.
  async function post({ url, secret, messageId, payload, at }: WebhookRequest) {
    const target = new URL(url);
    const agent = target.protocol === "https:" ? agents["https:"] : agents["http:"];
    const send = target.protocol === "https:" ? https.request : http.request;
    const headers = {
      "content-type": "application/json",
      "user-agent": "consulting-group-website-webhooks",
      "webhook-id": messageId,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign(messageId, at, payload),
    };
    return new Promise<WebhookOutcome>((resolve) => {
      const request = send(target, { method: "POST", agent, headers }, (response) => {
        const status = response.statusCode ?? 0;
        const answer = `HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}`;
        // The body is not read for anything: drained so that the connection can be used again.
        response.resume();
        response.on("end", () => {
          clearTimeout(timer);
          if (status >= 200 && status < 300) resolve({ outcome: "delivered", answer });
          else if (status === 410) resolve({ outcome: "gone", answer });
          else if (status === 429 || status === 503) {
            const header = response.headers["retry-after"];
            resolve({ outcome: "retry", answer, retryAfterMs: retryAfterMs(header, new Date()) });
          } else resolve({ outcome: "retry", answer });
        });
        response.on("error", (error) => fail(error));
      });
      const fail = (error: Error) => {
        clearTimeout(timer);
        resolve({ outcome: "retry", answer: describe(error) });
      };
      const timer = setTimeout(
        () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      request.on("error", fail);
      request.end(payload);
    });
  }

  return {
    post,
    close() {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
}

function describe(error: Error): string {
  const code = (error as { code?: unknown }).code;
  const text = `${typeof code === "string" ? `${code}: ` : ""}${error.message}`;
  return text.replace(/\s+/g, " ").slice(0, 500);
}
