// The webhook worker runs in the public server beside the e-mail worker: several servers on one
// PostgreSQL store share the outbox's claims and leases, so no delivery goes out twice.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { OutboxWorker } from "../mail/job-worker.ts";
import { createWebhookPoster } from "../webhooks/post-webhook.ts";
import { createWebhookWorker } from "../webhooks/webhook-worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    webhookWorker: OutboxWorker;
  }
}

export const webhooks = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const poster = createWebhookPoster({ allowPrivate: config.WEBHOOK_ALLOW_PRIVATE });
    const worker = createWebhookWorker({
      outbox: app.enquiryStore.outbox,
      webhooks: app.enquiryStore.webhooks,
      post: poster.post,
      retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
      pollMs: config.OUTBOX_POLL_MS,
      log: app.log.child({ component: "webhooks" }),
    });
    app.decorate("webhookWorker", worker);
    app.addHook("onReady", async () => worker.start());
    app.addHook("onClose", async () => {
      await worker.stop();
      poster.close();
    });
  },
  { name: "webhooks", dependencies: ["enquiry-store"] },
);
