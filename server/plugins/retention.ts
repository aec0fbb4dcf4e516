import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { eraseEnquiries } from "../store/erase-enquiries.ts";

const day = 24 * 60 * 60 * 1000;

export const retention = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const store = app.enquiryStore;
    const log = app.log.child({ component: "retention" });

    async function purge() {
      try {
        const cutoff = new Date(Date.now() - config.RETENTION_DAYS * day);
        const { erased, emlFilesRemoved, scrubbed } = await eraseEnquiries(
          store,
          config.DATA_DIR,
          (s) => s.deleteReceivedBefore(cutoff),
        );
        if (erased.length > 0) {
          log.info(
            { deleted: erased.length, emlFilesRemoved, retentionDays: config.RETENTION_DAYS },
            "old enquiries deleted",
          );
        }
        if (!scrubbed)
          log.warn(
            "old copies of the deleted enquiries may stay in the SQLite -wal file until the server stops",
          );
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
