// The store's webhook endpoints and deliveries, run against both databases.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type StoreDatabase, sampleEnquiry } from "./enquiry-store.suite.ts";
import type { EnquiryStore, NewEnquiry } from "./enquiry-store.ts";
import type { ClaimedWebhookJob } from "./outbox.ts";

const t0 = new Date("2025-03-01T10:00:00.000Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

function newEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    enquiry: sampleEnquiry(),
    receivedAt: t0,
    spamReason: null,
    contentHash: "hash-a",
    ...overrides,
  };
}

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

export function describeWebhookStore(
  label: string,
  createDatabase: () => Promise<StoreDatabase>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`Webhook store: ${label}`, () => {
    let database: StoreDatabase;
    let store: EnquiryStore;
    const webhooksOnly = { limit: 10, leaseMs: 60_000, kinds: ["webhook"] as const };

    beforeEach(async () => {
      database = await createDatabase();
      store = await database.open();
    });

    afterEach(async () => {
      await store.close();
      await database.destroy();
    });

    const endpoint = (
      url = "https://crm.example.com/hooks",
      events: ("enquiry.received" | "enquiry.updated")[] = ["enquiry.received", "enquiry.updated"],
    ) => store.webhooks.addEndpoint({ url, secret, events, actor: "admin@example.com", at: t0 });

    // Only webhook jobs: what the webhook worker claims.
    const claim = async (seconds: number, name = "w") =>
      (await store.outbox.claimDue({
        now: at(seconds),
        claim: name,
        ...webhooksOnly,
      })) as ClaimedWebhookJob[];

    it("keeps endpoints with their events, oldest first, never handing out the secret", async () => {
      const first = await endpoint();
      const second = await endpoint("https://other.example.com/in", ["enquiry.updated"]);
      expect(first).toEqual({
        id: expect.any(Number),
        url: "https://crm.example.com/hooks",
        events: ["enquiry.received", "enquiry.updated"],
        enabled: true,
        disabledReason: null,
        createdAt: t0,
        createdBy: "admin@example.com",
      });
      expect(await store.webhooks.endpoints()).toEqual([first, second]);
      expect(JSON.stringify(await store.webhooks.endpoints())).not.toContain("whsec_");
    });

    it("commits one delivery per endpoint taking the event with the enquiry, none for spam", async () => {
      const crm = await endpoint();
      await endpoint("https://other.example.com/in", ["enquiry.updated"]);
      const stored = await store.add(newEnquiry());
      await store.add(newEnquiry({ spamReason: "honeypot", contentHash: "hash-b" }));

      const jobs = await claim(1);
      expect(jobs).toHaveLength(1);
      const [job] = jobs as [ClaimedWebhookJob];
      expect(job).toMatchObject({ kind: "webhook", enquiryId: stored.id, attempts: 1 });
      expect(job.webhook).toMatchObject({
        endpointId: crm.id,
        url: crm.url,
        secret,
        enabled: true,
        event: "enquiry.received",
        messageId: expect.stringMatching(/^msg_[0-9a-f]{32}$/),
      });
      expect(JSON.parse(job.webhook!.payload)).toEqual({
        type: "enquiry.received",
        timestamp: t0.toISOString(),
        data: {
          id: stored.id,
          reference: stored.publicId,
          receivedAt: t0.toISOString(),
          language: "en",
          name: "Asha Verma",
          email: "asha@example.org",
          phone: "+91 98100 00000",
          subject: "Factory training programme",
          message: sampleEnquiry().message,
          status: "new",
          assignee: null,
          page: null,
          route: { rule: null, recipients: [] },
          source: null,
        },
      });
      // The e-mail worker's claim never takes a webhook job, nor the webhook worker's an e-mail.
      expect(job.webhook).toBeDefined();
      const mail = await store.outbox.claimDue({
        now: at(1),
        claim: "m",
        limit: 10,
        leaseMs: 60_000,
        kinds: ["staff", "acknowledgement", "reply"],
      });
      expect(mail.map((claimed) => claimed.kind)).toEqual(["staff"]);
    });

    it("makes enquiry.updated with a status or assignee change, and enquiry.received on release", async () => {
      await endpoint();
      const stored = await store.add(newEnquiry());
      const held = await store.add(newEnquiry({ spamReason: "honeypot", contentHash: "hash-b" }));
      await store.changeWork(
        stored.id,
        { status: "open", assignee: "sales@example.com" },
        { version: stored.version, actor: "sales@example.com", at: at(5) },
      );
      await store.releaseSpam(held.id, {
        version: held.version,
        actor: "a@example.com",
        at: at(6),
      });

      const events = (await claim(10)).map((job) => [
        job.enquiryId,
        job.webhook?.event,
        JSON.parse(job.webhook!.payload).data.status,
      ]);
      expect(events).toEqual([
        [stored.id, "enquiry.received", "new"],
        [stored.id, "enquiry.updated", "open"],
        [held.id, "enquiry.received", "new"],
      ]);
      expect((await store.webhooks.deliveries(stored.id)).map((d) => d.event)).toEqual([
        "enquiry.received",
        "enquiry.updated",
      ]);
    });

    it("makes enquiry.updated when a reply marks the enquiry answered, and only then", async () => {
      await endpoint();
      const stored = await store.add(newEnquiry());
      const by = { actor: "sam@example.com", at: at(5) };
      const first = await store.addReply(
        stored.id,
        { body: "Thanks", actorName: "Sam" },
        { ...by, version: stored.version },
      );
      if (first.outcome !== "saved") throw new Error(first.outcome);
      await store.addReply(
        stored.id,
        { body: "And more", actorName: "Sam" },
        { ...by, version: first.enquiry.version },
      );
      const updates = (await claim(10)).filter((job) => job.webhook?.event === "enquiry.updated");
      expect(updates.map((job) => JSON.parse(job.webhook!.payload).data.status)).toEqual([
        "answered",
      ]);
    });

    it("makes nothing for a disabled endpoint, and fails its deliveries not yet made", async () => {
      const crm = await endpoint();
      const stored = await store.add(newEnquiry());
      expect(await store.webhooks.disableEndpoint(crm.id, "the receiver answered HTTP 410")).toBe(
        true,
      );
      expect(await store.webhooks.disableEndpoint(crm.id, "again")).toBe(false);
      expect(await store.webhooks.endpoints()).toEqual([
        { ...crm, enabled: false, disabledReason: "the receiver answered HTTP 410" },
      ]);
      await store.add(newEnquiry({ contentHash: "hash-b" }));
      expect(await claim(1)).toEqual([]);
      expect(await store.webhooks.deliveries(stored.id)).toEqual([
        expect.objectContaining({
          status: "failed",
          lastAnswer: "the receiver answered HTTP 410",
        }),
      ]);
      expect(
        await store.webhooks.resend(
          stored.id,
          (await store.webhooks.deliveries(stored.id))[0]!.jobId,
          at(2),
        ),
      ).toBe(false);
    });

    it("records each answer, keeps the message id on retry and on Send again", async () => {
      const crm = await endpoint();
      const stored = await store.add(newEnquiry());
      const [first] = await claim(1);
      expect(
        await store.outbox.scheduleRetry(first!, "HTTP 500 Internal Server Error", at(5)),
      ).toBe(true);
      const [delivery] = await store.webhooks.deliveries(stored.id);
      expect(delivery).toEqual({
        jobId: first!.jobId,
        endpointId: crm.id,
        url: crm.url,
        event: "enquiry.received",
        messageId: first!.webhook!.messageId,
        status: "pending",
        attempts: 1,
        nextAttemptAt: at(5),
        lastAnswer: "HTTP 500 Internal Server Error",
        sentAt: null,
        createdAt: t0,
      });
      const [second] = await claim(5);
      expect(second!.webhook!.messageId).toBe(first!.webhook!.messageId);
      expect(await store.outbox.markSent(second!, at(6), "HTTP 200 OK")).toBe(true);
      expect((await store.webhooks.deliveries(stored.id))[0]).toMatchObject({
        status: "sent",
        attempts: 2,
        lastAnswer: "HTTP 200 OK",
        sentAt: at(6),
      });

      expect(await store.webhooks.resend(stored.id + 1, first!.jobId, at(7))).toBe(false);
      expect(await store.webhooks.resend(stored.id, first!.jobId, at(7))).toBe(true);
      expect((await store.webhooks.deliveries(stored.id))[0]).toMatchObject({
        status: "pending",
        attempts: 0,
        lastAnswer: null,
        createdAt: at(7),
      });
      const [again] = await claim(7);
      expect(again!.webhook!.messageId).toBe(first!.webhook!.messageId);
    });

    it("keeps webhook deliveries out of the e-mail counts", async () => {
      await endpoint();
      await store.add(newEnquiry());
      const [job] = await claim(1);
      // Waiting to be posted again: the staff e-mail alone is pending.
      await store.outbox.scheduleRetry(job!, "HTTP 503 Service Unavailable", at(2));
      expect(await store.outbox.stats()).toMatchObject({ pending: 1, sending: 0 });
    });

    it("deletes an endpoint with its deliveries, and deliveries with their enquiry", async () => {
      const crm = await endpoint();
      const other = await endpoint("https://other.example.com/in");
      const stored = await store.add(newEnquiry());
      expect((await store.webhooks.deleteEndpoint(crm.id))?.url).toBe(crm.url);
      expect(await store.webhooks.deleteEndpoint(crm.id)).toBeUndefined();
      expect((await store.webhooks.deliveries(stored.id)).map((d) => d.endpointId)).toEqual([
        other.id,
      ]);
      await store.delete(stored.id);
      expect(await store.webhooks.deliveries(stored.id)).toEqual([]);
      expect(await claim(1)).toEqual([]);
    });
  });
}
