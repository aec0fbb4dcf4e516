import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { composeAcknowledgementEmail } from "../mail/acknowledgement-email.ts";
import { composeEnquiryEmail } from "../mail/enquiry-email.ts";
import { liveAcknowledgementWords } from "../mail/live-acknowledgement.ts";
import { createMailer } from "../mail/mailer.ts";
import { createOutboxWorker, OUTBOX_BATCH_SIZE, type OutboxWorker } from "../mail/outbox-worker.ts";
import { composeReplyEmail } from "../mail/reply-email.ts";
import type { HealthCheck } from "../routes/health.ts";

declare module "fastify" {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

/** Still waiting after three of the longest retry intervals: SMTP is down or refusing. */
export const stuckAfterMs = (retryMaxMs: number) => Math.max(3 * retryMaxMs, 60_000);

export const outbox = fp(
  async (
    app: FastifyInstance,
    { config, healthChecks }: { config: Config; healthChecks: Record<string, HealthCheck> },
  ) => {
    const { outbox } = app.enquiryStore;
    const mailer = createMailer(config, { connections: OUTBOX_BATCH_SIZE });
    const words = liveAcknowledgementWords(config);
    const worker = createOutboxWorker({
      outbox,
      mailer,
      compose: {
        staff: (enquiry) =>
          composeEnquiryEmail(enquiry, { from: config.CONTACT_FROM, to: config.CONTACT_TO }),
        acknowledgement: async (enquiry) =>
          composeAcknowledgementEmail(
            enquiry,
            { from: config.CONTACT_FROM, replyTo: config.CONTACT_TO },
            await words(),
          ),
        reply: async (enquiry, reply) => {
          // The store hands every reply job its reply (they are erased together).
          if (!reply) throw new Error(`reply job of enquiry ${enquiry.id} has no reply`);
          const { senderName } = (await words())[enquiry.language];
          return composeReplyEmail(enquiry, reply, { from: config.CONTACT_FROM, senderName });
        },
      },
      retry: {
        baseMs: config.OUTBOX_RETRY_BASE_MS,
        maxMs: config.OUTBOX_RETRY_MAX_MS,
        maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      },
      pollMs: config.OUTBOX_POLL_MS,
      leaseMs: config.OUTBOX_LEASE_MS,
      log: app.log.child({ component: "outbox" }),
    });
    app.decorate("outboxWorker", worker);
    app.addHook("onReady", async () => worker.start());
    app.addHook("onClose", async () => {
      await worker.stop();
      mailer.close();
    });

    healthChecks.outbox = async () => {
      const stats = await outbox.stats();
      const oldestPendingAgeSeconds = stats.oldestPendingAt
        ? Math.max(0, Math.round((Date.now() - stats.oldestPendingAt.getTime()) / 1000))
        : null;
      const stuck =
        stats.oldestPendingAt !== null &&
        Date.now() - stats.oldestPendingAt.getTime() > stuckAfterMs(config.OUTBOX_RETRY_MAX_MS);
      return {
        status: stuck || stats.failed > 0 ? "degraded" : "ok",
        transport: mailer.kind,
        pending: stats.pending,
        sending: stats.sending,
        failed: stats.failed,
        oldestPendingAgeSeconds,
      };
    };
  },
  { name: "outbox", dependencies: ["enquiry-store"] },
);
