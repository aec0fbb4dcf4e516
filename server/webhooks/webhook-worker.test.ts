// The webhook worker's retries, on a clock the test moves.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/test-app.ts";
import { sampleEnquiry } from "../store/enquiry-store.suite.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";
import type { WebhookOutcome } from "./post-webhook.ts";
import { createWebhookWorker, webhookGiveUpMs } from "./webhook-worker.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const t0 = new Date("2026-03-01T10:00:00.000Z");
const silent = { info() {}, warn() {}, error() {} };

async function setUp(answer: () => WebhookOutcome | Promise<WebhookOutcome>) {
  const dir = await tempDir("webhook-worker");
  const store = openSqliteStore(join(dir, "enquiries.sqlite"));
  cleanups.push(
    () => rm(dir, { recursive: true, force: true }),
    () => store.close(),
  );
  await store.webhooks.addEndpoint({
    url: "https://crm.example.com/hooks",
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    events: ["enquiry.received"],
    actor: "admin@example.test",
    at: t0,
  });
  const enquiry = await store.add({
    enquiry: sampleEnquiry(),
    receivedAt: t0,
    spamReason: null,
    contentHash: "a",
  });
  const clock = { now: t0 };
  const posted: string[] = [];
  const worker = createWebhookWorker({
    outbox: store.outbox,
    webhooks: store.webhooks,
    post: async ({ messageId }) => {
      posted.push(messageId);
      return answer();
    },
    retryBaseMs: 1_000,
    pollMs: 60_000,
    log: silent,
    now: () => clock.now,
  });
  const delivery = async () => (await store.webhooks.deliveries(enquiry.id))[0]!;
  return { store, worker, clock, posted, delivery };
}

describe("the webhook worker", () => {
  it("retries with backoff for three days, then gives up", async () => {
    const { worker, clock, posted, delivery } = await setUp(() => ({
      outcome: "retry",
      answer: "HTTP 500 Internal Server Error",
    }));
    await worker.drain();
    const first = await delivery();
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    const wait = first.nextAttemptAt.getTime() - t0.getTime();
    expect(wait).toBeGreaterThanOrEqual(500);
    expect(wait).toBeLessThanOrEqual(1_000);

    // Due again within the three days: tried again, the wait doubled.
    clock.now = first.nextAttemptAt;
    await worker.drain();
    const second = await delivery();
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    expect(second.nextAttemptAt.getTime() - clock.now.getTime()).toBeGreaterThanOrEqual(1_000);

    // Its next wait would end after three days from the event: given up.
    clock.now = new Date(t0.getTime() + webhookGiveUpMs - 100);
    await worker.drain();
    expect(await delivery()).toMatchObject({
      status: "failed",
      attempts: 3,
      lastAnswer: "gave up after three days: HTTP 500 Internal Server Error",
    });
    expect(new Set(posted).size).toBe(1);
    expect(posted).toHaveLength(3);
  });

  it("waits as long as Retry-After says when that is longer than its own wait", async () => {
    const { worker, clock, delivery } = await setUp(() => ({
      outcome: "retry",
      answer: "HTTP 429 Too Many Requests",
      retryAfterMs: 10 * 60 * 60 * 1000,
    }));
    await worker.drain();
    const first = await delivery();
    expect(first.nextAttemptAt.getTime() - clock.now.getTime()).toBe(10 * 60 * 60 * 1000);
  });

  it("retries a delivery whose post failed outright, recording why", async () => {
    const { worker, delivery } = await setUp(() => Promise.reject(new Error("Invalid URL")));
    await worker.drain();
    expect(await delivery()).toMatchObject({
      status: "pending",
      attempts: 1,
      lastAnswer: "Invalid URL",
    });
  });
});
