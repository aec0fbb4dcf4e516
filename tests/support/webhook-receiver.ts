import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { pollUntil } from "./poll.ts";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** When it arrived (Date.now()). */
  at: number;
}

/** What the receiver answers to the nth request (from 1); "hang" never answers. */
export type Answer = { status: number; headers?: Record<string, string> } | "hang";

/** A webhook receiver on loopback that records each request and answers as it is told. */
export async function startWebhookReceiver(
  answer: (n: number) => Answer = () => ({ status: 200 }),
) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      });
      const reply = answer(received.length);
      if (reply === "hang") return;
      response.writeHead(reply.status, reply.headers).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    waitFor(count: number, timeoutMs = 30_000) {
      return pollUntil(
        () => `${count} webhook request(s); ${received.length} so far`,
        () => (received.length >= count ? received : undefined),
        { timeoutMs },
      );
    },
    async close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** The webhook-id, webhook-timestamp and webhook-signature headers, as verify() takes them. */
export function signatureHeaders(request: ReceivedWebhook): Record<string, string> {
  const header = (name: string) => String(request.headers[name] ?? "");
  return {
    "webhook-id": header("webhook-id"),
    "webhook-timestamp": header("webhook-timestamp"),
    "webhook-signature": header("webhook-signature"),
  };
}
