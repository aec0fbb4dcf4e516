import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { eraseEnquiries } from "../store/erase-enquiries.ts";

const day = 24 * 60 * 60 * 1000;

/** Spam is kept this long for the team to find a real enquiry in it (or RETENTION_DAYS if shorter). */
export const SPAM_RETENTION_DAYS = 30;

/** When the purge erases an enquiry received at `receivedAt`: spam sooner than the rest. */
export function erasedAfter(
  enquiry: { receivedAt: Date; status: string },
  retentionDays: number,
): Date {
  const days =
    enquiry.status === "spam" ? Math.min(SPAM_RETENTION_DAYS, retentionDays) : retentionDays;
  return new Date(enquiry.receivedAt.getTime() + days * day);
}

export const retention = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const store = app.enquiryStore;
    const log = app.log.child({ component: "retention" });

    async function purge() {
      try {
        const now = Date.now();
        const cutoff = new Date(now - config.RETENTION_DAYS * day);
        const spamCutoff = new Date(now - SPAM_RETENTION_DAYS * day);
        const { erased, emlFilesRemoved, scrubbed } = await eraseEnquiries(
          store,
          config.DATA_DIR,
          async (s) => [
            ...(await s.deleteReceivedBefore(cutoff)),
            ...(await s.deleteSpamReceivedBefore(spamCutoff)),
          ],
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
