// Webhooks as the CRM's receiver sees them: an endpoint added on the back office's Webhooks page,
// the public server's worker posting each event signed with the secret the page showed once.
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { pollUntil } from "../../tests/support/poll.ts";
import { startTestApp, type TestApp, validEnquiry } from "../../tests/support/test-app.ts";
import {
  type Answer,
  signatureHeaders,
  startWebhookReceiver,
} from "../../tests/support/webhook-receiver.ts";
import type { WebhookEvent } from "../store/webhooks.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const slow = { timeout: 60_000 };

/** Quick retries; the receivers are on loopback, so private addresses are allowed. */
const quick = {
  WEBHOOK_ALLOW_PRIVATE: "on",
  WEBHOOK_RETRY_BASE_MS: "50",
  OUTBOX_POLL_MS: "50",
  ACK_EMAILS: "off",
};

async function receiver(answer?: (n: number) => Answer) {
  const started = await startWebhookReceiver(answer);
  cleanups.push(() => started.close());
  return started;
}

async function publicServer(env: Record<string, string> = {}) {
  const t = await startTestApp({ ...quick, ...env });
  cleanups.push(() => t.close());
  return t;
}

/** The back office on the public server's store, and an admin signed in to it. */
async function backOffice(t: TestApp, env: Record<string, string> = {}) {
  const office = await startBackOffice({
    DATA_DIR: t.config.DATA_DIR,
    WEBHOOK_ALLOW_PRIVATE: "on",
    ...env,
  });
  cleanups.push(() => office.close());
  return { office, admin: await office.signedIn("admin") };
}

const get = (office: BackOffice, url: string, cookie: string) =>
  office.inject({ method: "GET", url, headers: { cookie } });

/** Adds the endpoint on the Webhooks page; the page's answer and the secret it shows. */
async function addEndpoint(
  office: BackOffice,
  admin: string,
  url: string,
  events: WebhookEvent[] = ["enquiry.received", "enquiry.updated"],
) {
  const { response } = await office.postForm(
    "/webhooks",
    { url, events },
    { cookie: admin, page: "/webhooks" },
  );
  const secret = /whsec_[A-Za-z0-9+/=]+/.exec(response.body)?.[0];
  return { response, secret };
}

async function enquiry(t: TestApp, overrides: Record<string, unknown> = {}) {
  const response = await t.post(validEnquiry(overrides));
  expect(response.statusCode).toBe(200);
  const [stored] = await t.app.enquiryStore.list({ limit: 1 });
  return stored!;
}

async function deliveries(t: TestApp, id: number) {
  return t.app.enquiryStore.webhooks.deliveries(id);
}

describe("webhooks", () => {
  it(
    "posts enquiry.received signed with the secret shown once, the same webhook-id on each retry",
    slow,
    async () => {
      const crm = await receiver((n) => ({ status: n <= 2 ? 500 : 200 }));
      const t = await publicServer();
      const { office, admin } = await backOffice(t);

      const { response, secret } = await addEndpoint(office, admin, crm.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      const page = await get(office, "/webhooks", admin);
      expect(page.body).toContain("<h1>Webhooks</h1>");
      expect(page.body).toContain(crm.url);
      expect(page.body).not.toContain(secret!);
      expect(page.body).not.toContain("whsec_");

      const stored = await enquiry(t, { subject: "CRM please" });
      const requests = await crm.waitFor(3);
      await pollUntil("the delivery to be recorded as sent", async () =>
        (await deliveries(t, stored.id)).every((d) => d.status === "sent"),
      );
      await t.app.webhookWorker.drain();
      expect(crm.received).toHaveLength(3);

      const ids = requests.map((request) => request.headers["webhook-id"]);
      expect(new Set(ids).size).toBe(1);
      expect(ids[0]).toMatch(/^msg_/);
      const hook = new Webhook(secret!);
      for (const request of requests) {
        expect(request.headers["content-type"]).toBe("application/json");
        const payload = hook.verify(request.body, signatureHeaders(request)) as {
          type: string;
          timestamp: string;
          data: Record<string, unknown>;
        };
        expect(payload.type).toBe("enquiry.received");
        expect(new Date(payload.timestamp).toISOString()).toBe(payload.timestamp);
        expect(payload.data).toMatchObject({
          id: stored.id,
          reference: stored.publicId,
          receivedAt: stored.receivedAt.toISOString(),
          language: "en",
          name: stored.name,
          email: stored.email,
          phone: stored.phone,
          subject: "CRM please",
          message: stored.message,
          status: "new",
          assignee: null,
        });
      }
      // Another secret does not verify it.
      expect(() =>
        new Webhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw").verify(
          requests[0]!.body,
          signatureHeaders(requests[0]!),
        ),
      ).toThrow();

      const desk = await get(office, `/enquiries/${stored.id}`, admin);
      expect(desk.body).toContain("Delivered");
      expect(desk.body).toMatch(
        /<td>enquiry\.received<\/td>[\s\S]*?<td>3<\/td>\s*<td>HTTP 200 OK<\/td>/,
      );
      expect(desk.body).toContain(">Send again</button>");
    },
  );

  it(
    "sends a delivery again from the enquiry's page with the same webhook-id (admins only)",
    slow,
    async () => {
      const crm = await receiver();
      const t = await publicServer();
      const { office, admin } = await backOffice(t);
      await addEndpoint(office, admin, crm.url, ["enquiry.received"]);
      const stored = await enquiry(t);
      await crm.waitFor(1);
      await pollUntil("sent", async () => (await deliveries(t, stored.id))[0]?.status === "sent");
      const [delivery] = await deliveries(t, stored.id);
      const path = `/enquiries/${stored.id}/webhooks/${delivery!.jobId}/send-again`;

      const sales = await office.signedIn("sales");
      const salesPage = await get(office, `/enquiries/${stored.id}`, sales);
      expect(salesPage.body).toContain("HTTP 200 OK");
      expect(salesPage.body).not.toContain("Send again");
      const refused = await office.postForm(path, {}, { cookie: sales, page: "/" });
      expect(refused.response.statusCode).toBe(403);

      const again = await office.postForm(path, {}, { cookie: admin, page: "/" });
      expect(again.response.statusCode).toBe(303);
      t.app.webhookWorker.kick();
      const [first, second] = await crm.waitFor(2);
      expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
      const audit = await get(office, "/audit-log", admin);
      expect(audit.body).toContain("webhook sent again");
    },
  );

  it("disables an endpoint that answers 410 Gone, and posts nothing more to it", slow, async () => {
    const crm = await receiver(() => ({ status: 410 }));
    const t = await publicServer();
    const { office, admin } = await backOffice(t);
    await addEndpoint(office, admin, crm.url);
    const stored = await enquiry(t);
    await crm.waitFor(1);
    await pollUntil("the endpoint to be disabled", async () =>
      (await t.app.enquiryStore.webhooks.endpoints()).every((e) => !e.enabled),
    );
    const [delivery] = await deliveries(t, stored.id);
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery!.lastAnswer).toContain("410");
    const page = await get(office, "/webhooks", admin);
    expect(page.body).toMatch(/Disabled: the receiver answered HTTP 410 Gone/);

    await enquiry(t);
    await t.app.webhookWorker.drain();
    expect(crm.received).toHaveLength(1);
  });

  it("waits as long as a 429's Retry-After says", slow, async () => {
    const crm = await receiver((n) =>
      n === 1 ? { status: 429, headers: { "retry-after": "2" } } : { status: 200 },
    );
    const t = await publicServer();
    const { office, admin } = await backOffice(t);
    await addEndpoint(office, admin, crm.url);
    await enquiry(t);
    const [first, second] = await crm.waitFor(2);
    // The retry policy alone would have tried again after some 50 ms.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_900);
    expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
  });

  it("sends held spam nothing until it is marked not spam", slow, async () => {
    const crm = await receiver();
    const t = await publicServer();
    const { office, admin } = await backOffice(t);
    await addEndpoint(office, admin, crm.url);
    // A link in the name: held as spam.
    const spam = await enquiry(t, { name: "Cheap https://pills.example" });
    expect(spam.status).toBe("spam");
    await t.app.webhookWorker.drain();
    expect(crm.received).toEqual([]);

    const released = await office.postForm(
      `/enquiries/${spam.id}/not-spam`,
      { version: String(spam.version) },
      { cookie: admin, page: "/" },
    );
    expect(released.response.statusCode).toBe(303);
    t.app.webhookWorker.kick();
    const [request] = await crm.waitFor(1);
    expect(JSON.parse(request!.body)).toMatchObject({
      type: "enquiry.received",
      data: { id: spam.id, status: "new" },
    });
  });

  it("posts enquiry.updated when the status or assignee changes on the desk", slow, async () => {
    const crm = await receiver();
    const t = await publicServer();
    const { office, admin } = await backOffice(t);
    await addEndpoint(office, admin, crm.url, ["enquiry.updated"]);
    const stored = await enquiry(t);
    await t.app.webhookWorker.drain();
    expect(crm.received).toEqual([]);

    const saved = await office.postForm(
      `/enquiries/${stored.id}`,
      { status: "open", assignee: "", version: String(stored.version) },
      { cookie: admin, page: "/" },
    );
    expect(saved.response.statusCode).toBe(303);
    t.app.webhookWorker.kick();
    const [request] = await crm.waitFor(1);
    expect(JSON.parse(request!.body)).toMatchObject({
      type: "enquiry.updated",
      data: { id: stored.id, reference: stored.publicId, status: "open" },
    });
  });
});

describe("webhooks to private addresses", () => {
  it("are refused unless WEBHOOK_ALLOW_PRIVATE is on", slow, async () => {
    const crm = await receiver();
    const strict = await startTestApp({ ...quick, WEBHOOK_ALLOW_PRIVATE: "off" });
    cleanups.push(() => strict.close());
    // Added as a back office that allows them would add it; this server does not.
    await strict.app.enquiryStore.webhooks.addEndpoint({
      url: crm.url,
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      events: ["enquiry.received"],
      actor: "admin@example.test",
      at: new Date(),
    });
    const stored = await enquiry(strict);
    const [refused] = await pollUntil("a refused attempt", async () => {
      const found = await deliveries(strict, stored.id);
      return found[0]?.lastAnswer ? found : undefined;
    });
    expect(refused!.lastAnswer).toMatch(/private IP address/);
    expect(refused!.status).toBe("pending");
    expect(crm.received).toEqual([]);
    await strict.app.webhookWorker.stop();

    // The same store, a server that allows them: delivered.
    const allowing = await startTestApp({ ...quick, DATA_DIR: strict.config.DATA_DIR });
    cleanups.push(() => allowing.app.close());
    await crm.waitFor(1);
  });

  it("cannot be added on the Webhooks page unless allowed, nor an address with a password", async () => {
    const t = await publicServer();
    const { office, admin } = await backOffice(t, { WEBHOOK_ALLOW_PRIVATE: "off" });
    for (const [url, problem] of [
      ["http://crm.example.com/hooks", "must start with https://"],
      ["https://127.0.0.1/hooks", "private network or this machine"],
      ["https://[::1]/hooks", "private network or this machine"],
      ["https://10.1.2.3/hooks", "private network or this machine"],
      ["https://localhost/hooks", "private network or this machine"],
      ["https://user:pass@crm.example.com/hooks", "Leave the user name and password out"],
      ["not a url", "That is not a web address"],
    ] as const) {
      const { response, secret } = await addEndpoint(office, admin, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain(problem);
      expect(secret).toBeUndefined();
    }
    const none = await addEndpoint(office, admin, "https://crm.example.com/hooks", []);
    expect(none.response.statusCode).toBe(400);
    expect(await t.app.enquiryStore.webhooks.endpoints()).toEqual([]);

    const added = await addEndpoint(office, admin, "https://crm.example.com/hooks");
    expect(added.response.statusCode).toBe(200);
  });
});

describe("the Webhooks page", () => {
  it("is for admins alone, and audits each change without the secret", slow, async () => {
    const t = await publicServer();
    const { office, admin } = await backOffice(t);
    for (const role of ["sales", "editor", "publisher"] as const) {
      const cookie = await office.signedIn(role);
      expect((await get(office, "/webhooks", cookie)).statusCode, role).toBe(403);
      const home = await get(office, "/", cookie);
      expect(home.body, role).not.toContain('href="/webhooks"');
      const post = await office.postForm(
        "/webhooks",
        { url: "https://crm.example.com/hooks", events: ["enquiry.received"] },
        { cookie, page: "/" },
      );
      expect(post.response.statusCode, role).toBe(403);
    }
    const home = await get(office, "/", admin);
    expect(home.body).toMatch(/<nav aria-label="Back office">[\s\S]*href="\/webhooks">Webhooks</);

    const { secret } = await addEndpoint(office, admin, "https://crm.example.com/hooks");
    const [endpoint] = await t.app.enquiryStore.webhooks.endpoints();
    const disabled = await office.postForm(
      `/webhooks/${endpoint!.id}/disable`,
      {},
      { cookie: admin, page: "/webhooks" },
    );
    expect(disabled.response.statusCode).toBe(303);
    const page = await get(office, "/webhooks", admin);
    expect(page.body).toMatch(/Disabled: disabled by admin-\d+@example\.test/);
    const deleted = await office.postForm(
      `/webhooks/${endpoint!.id}/delete`,
      {},
      { cookie: admin, page: "/webhooks" },
    );
    expect(deleted.response.statusCode).toBe(303);
    expect(await t.app.enquiryStore.webhooks.endpoints()).toEqual([]);

    const audit = (await get(office, "/audit-log", admin)).body;
    expect(audit).toContain("webhook endpoint added");
    expect(audit).toContain("webhook endpoint disabled");
    expect(audit).toContain("webhook endpoint deleted");
    expect(audit).toContain("https://crm.example.com/hooks");
    expect(audit).not.toContain(secret!);
    expect(audit).not.toContain("whsec_");
  });
});
