// Deletes enquiries older than RETENTION_DAYS: once when the server is ready, then daily
// (the privacy notice promises it, content/privacy.ts).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";

const day = 24 * 60 * 60 * 1000;

export const retention = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const store = app.enquiryStore;
    const log = app.log.child({ component: "retention" });

    async function purge() {
      try {
        const cutoff = new Date(Date.now() - config.RETENTION_DAYS * day);
        const deleted = await store.deleteReceivedBefore(cutoff);
        if (deleted > 0)
          log.info({ deleted, retentionDays: config.RETENTION_DAYS }, "old enquiries deleted");
      } catch (error) {
        log.error({ err: error }, "could not delete old enquiries; will try again tomorrow");
      }
    }

    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      await purge();
      timer = setInterval(purge, day);
      timer.unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "retention", dependencies: ["enquiry-store"] },
);
