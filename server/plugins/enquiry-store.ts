import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { HealthCheck } from "../routes/health.ts";
import type { EnquiryStore } from "../store/enquiry-store.ts";
import { openStore } from "../store/open-store.ts";
import { purgeEveryMs } from "../store/rate-limit-store.ts";
import { watchWrites } from "../store/write-watch.ts";

declare module "fastify" {
  interface FastifyInstance {
    enquiryStore: EnquiryStore;
  }
}

export const enquiryStore = fp(
  async (
    app: FastifyInstance,
    { config, healthChecks }: { config: Config; healthChecks: Record<string, HealthCheck> },
  ) => {
    const writes = watchWrites(await openStore(config));
    const store = writes.store;
    app.decorate("enquiryStore", store);
    // Ended rate-limit windows and used proofs of work, whichever of the two rules is on: the
    // table is the store's, so the store's owner clears it (each server does; twice is harmless).
    const purge = async () => {
      try {
        await store.rateLimits.purgeExpired();
      } catch (error) {
        app.log.warn({ err: error }, "could not delete ended rate-limit windows");
      }
    };
    const timer = setInterval(purge, purgeEveryMs);
    timer.unref();
    app.addHook("onReady", purge);
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await store.close();
    });
    healthChecks.store = async () => {
      await store.ping();
      const failingSince = writes.failingSince();
      return {
        status: failingSince ? "degraded" : "ok",
        kind: store.kind,
        writes: failingSince ? "failing" : "ok",
        ...(failingSince ? { writesFailingSince: failingSince.toISOString() } : {}),
      };
    };
  },
  { name: "enquiry-store" },
);
