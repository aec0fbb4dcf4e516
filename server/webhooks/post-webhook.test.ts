// One attempt at a delivery, against a receiver on loopback.
import { afterEach, describe, expect, it } from "vitest";
import { type Answer, startWebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import { createWebhookPoster, retryAfterMs } from "./post-webhook.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(answer: (n: number) => Answer, options: { timeoutMs?: number } = {}) {
  const receiver = await startWebhookReceiver(answer);
  cleanups.push(() => receiver.close());
  const poster = createWebhookPoster({ allowPrivate: true, ...options });
  cleanups.push(() => poster.close());
  const post = (url = receiver.url) =>
    poster.post({
      url,
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      messageId: "msg_1",
      payload: "{}",
      at: new Date(),
    });
  return { receiver, post };
}

describe("posting a webhook", () => {
  it("gives up on a receiver that does not answer in time, to try again later", async () => {
    const { post } = await setUp(() => "hang", { timeoutMs: 300 });
    expect(await post()).toEqual({ outcome: "retry", answer: "no answer within 0.3 s" });
  });

  it("does not follow a redirect: it is an answer to try again", async () => {
    const target = await setUp(() => ({ status: 200 }));
    const { post } = await setUp(() => ({
      status: 302,
      headers: { location: target.receiver.url },
    }));
    expect(await post()).toEqual({ outcome: "retry", answer: "HTTP 302 Found" });
    expect(target.receiver.received).toEqual([]);
  });

  it("reads 410 as gone, 2xx as delivered, and Retry-After only on 429 and 503", async () => {
    const answers: Answer[] = [
      { status: 410 },
      { status: 204 },
      { status: 503, headers: { "retry-after": "7" } },
      { status: 500, headers: { "retry-after": "7" } },
    ];
    const { post } = await setUp((n) => answers[n - 1]!);
    expect(await post()).toEqual({ outcome: "gone", answer: "HTTP 410 Gone" });
    expect(await post()).toEqual({ outcome: "delivered", answer: "HTTP 204 No Content" });
    expect(await post()).toEqual({
      outcome: "retry",
      answer: "HTTP 503 Service Unavailable",
      retryAfterMs: 7_000,
    });
    expect(await post()).toEqual({ outcome: "retry", answer: "HTTP 500 Internal Server Error" });
  });

  it("refuses a loopback receiver unless private addresses are allowed", async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const strict = createWebhookPoster({ allowPrivate: false });
    cleanups.push(() => strict.close());
    for (const url of [receiver.url, receiver.url.replace("127.0.0.1", "localhost")]) {
      const result = await strict.post({
        url,
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        messageId: "msg_1",
        payload: "{}",
        at: new Date(),
      });
      expect(result.outcome, url).toBe("retry");
      expect(result.answer, url).toMatch(/not allowed/);
    }
    expect(receiver.received).toEqual([]);
  });
});

describe("Retry-After", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  it("reads seconds and HTTP dates, and ignores anything else", () => {
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Thu, 01 Jan 2026 00:01:00 GMT", now)).toBe(60_000);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
