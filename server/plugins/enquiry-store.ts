import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { HealthCheck } from "../routes/health.ts";
import type { EnquiryStore } from "../store/enquiry-store.ts";
import { openStore } from "../store/open-store.ts";
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
    app.addHook("onClose", () => store.close());
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
