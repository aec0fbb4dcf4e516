// A webhook delivery committed with its enquiry survives the server: killed while the receiver
// had the request but had not answered, the server's restart posts it again with the same
// webhook-id, and it is delivered once the receiver answers.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pollUntil } from "../../tests/support/poll.ts";
import {
  createTestSchema,
  postgresSkipReason,
  testDatabaseUrl,
} from "../../tests/support/postgres.ts";
import { type ServerProcess, spawnServer } from "../../tests/support/server-process.ts";
import { tempDir, tinySite, validEnquiry } from "../../tests/support/test-app.ts";
import { startWebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import type { EnquiryStore } from "../store/enquiry-store.ts";
import { openPostgresStore } from "../store/postgres-store.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const env = {
  WEBHOOK_ALLOW_PRIVATE: "on",
  WEBHOOK_RETRY_BASE_MS: "50",
  OUTBOX_POLL_MS: "50",
  ACK_EMAILS: "off",
};

const stores: [
  string,
  () => Promise<{ env: Record<string, string>; store: EnquiryStore }>,
  string | undefined,
][] = [
  [
    "SQLite",
    async () => {
      const dir = await tempDir("webhook-durability");
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const store = openSqliteStore(join(dir, "data", "enquiries.sqlite"));
      cleanups.push(() => store.close());
      return { env: { DATA_DIR: join(dir, "data"), STATIC_DIR: await tinySite(dir) }, store };
    },
    undefined,
  ],
  [
    "PostgreSQL",
    async () => {
      const dir = await tempDir("webhook-durability");
      const schema = await createTestSchema("webhookdurability");
      cleanups.push(() => rm(dir, { recursive: true, force: true }), schema.drop);
      const store = await openPostgresStore(schema.url);
      cleanups.push(() => store.close());
      return {
        env: {
          DATA_DIR: join(dir, "data"),
          STATIC_DIR: await tinySite(dir),
          DATABASE_URL: schema.url,
        },
        store,
      };
    },
    testDatabaseUrl ? undefined : postgresSkipReason,
  ],
];

describe.each(stores)("a server killed while posting a webhook (%s)", (_name, setUp, skip) => {
  it.skipIf(skip !== undefined)(
    "posts it again after the restart with the same webhook-id, and once delivered, no more",
    { timeout: 90_000 },
    async () => {
      const { env: storeEnv, store } = await setUp();
      // The first request is held without an answer until the server is gone.
      const crm = await startWebhookReceiver((n) => (n === 1 ? "hang" : { status: 200 }));
      cleanups.push(() => crm.close());
      await store.webhooks.addEndpoint({
        url: crm.url,
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        events: ["enquiry.received"],
        actor: "admin@example.test",
        at: new Date(),
      });

      const first = await spawnServer({ ...storeEnv, ...env });
      cleanups.push(() => first.kill("SIGKILL"));
      expect((await first.post(validEnquiry({ subject: "Held at the crash" }))).status).toBe(200);
      await crm.waitFor(1);
      await first.kill("SIGKILL");

      const second = await spawnServer({ ...storeEnv, ...env });
      cleanups.push(() => second.kill("SIGKILL"));
      const [held, again] = await crm.waitFor(2, 60_000);
      expect(again!.headers["webhook-id"]).toBe(held!.headers["webhook-id"]);
      expect(JSON.parse(again!.body)).toMatchObject({
        type: "enquiry.received",
        data: { subject: "Held at the crash" },
      });
      const [enquiry] = await store.list();
      await pollUntil("the delivery to be recorded as sent", async () =>
        (await store.webhooks.deliveries(enquiry!.id)).every((d) => d.status === "sent"),
      );
      expect(crm.received).toHaveLength(2);
      await second.kill("SIGTERM");
      expect(crm.received).toHaveLength(2);
    },
  );
});

describe.skipIf(!testDatabaseUrl)("two public servers on one PostgreSQL store", () => {
  it("post each webhook delivery once between them", { timeout: 90_000 }, async () => {
    const schema = await createTestSchema("webhooktwo");
    cleanups.push(schema.drop);
    const crm = await startWebhookReceiver();
    cleanups.push(() => crm.close());
    const servers: ServerProcess[] = [];
    for (const name of ["one", "two"]) {
      const dir = await tempDir(`webhook-${name}`);
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const server = await spawnServer({
        ...env,
        DATA_DIR: join(dir, "data"),
        STATIC_DIR: await tinySite(dir),
        DATABASE_URL: schema.url,
      });
      cleanups.push(() => server.kill("SIGKILL"));
      servers.push(server);
    }
    const store = await openPostgresStore(schema.url);
    cleanups.push(() => store.close());
    await store.webhooks.addEndpoint({
      url: crm.url,
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      events: ["enquiry.received"],
      actor: "admin@example.test",
      at: new Date(),
    });
    const count = 20;
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const response = await servers[i % 2]!.post(validEnquiry({ subject: `Both ${i}` }));
        expect(response.status).toBe(200);
      }),
    );
    await crm.waitFor(count);
    const enquiries = await store.list();
    await pollUntil("every delivery to be recorded as sent", async () => {
      for (const enquiry of enquiries) {
        const found = await store.webhooks.deliveries(enquiry.id);
        if (found.length !== 1 || found[0]!.status !== "sent") return false;
      }
      return true;
    });
    const ids = crm.received.map((request) => request.headers["webhook-id"]);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });
});
