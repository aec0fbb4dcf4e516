// The mail outbox worker of this server process: started when the server is ready, stopped (after
// the e-mails in flight) when it closes, and reported by /api/health.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { composeEnquiryEmail } from "../mail/enquiry-email.ts";
import { createMailer } from "../mail/mailer.ts";
import { createOutboxWorker, OUTBOX_BATCH_SIZE, type OutboxWorker } from "../mail/outbox-worker.ts";
import type { HealthCheck } from "../routes/health.ts";

declare module "fastify" {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

/**
 * An e-mail still waiting after three of the longest retry intervals, and at least a minute, is not
 * getting through (SMTP down or refusing): the outbox is degraded (15 minutes by default).
 */
export const stuckAfterMs = (retryMaxMs: number) => Math.max(3 * retryMaxMs, 60_000);

export const outbox = fp(
  async (
    app: FastifyInstance,
    { config, healthChecks }: { config: Config; healthChecks: Record<string, HealthCheck> },
  ) => {
    const { outbox } = app.enquiryStore;
    const mailer = createMailer(config, { connections: OUTBOX_BATCH_SIZE });
    const worker = createOutboxWorker({
      outbox,
      mailer,
      compose: (enquiry) =>
        composeEnquiryEmail(enquiry, { from: config.CONTACT_FROM, to: config.CONTACT_TO }),
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
        // An e-mail that failed for good waits for the operator (`npm run enquiries -- retry ID`).
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
