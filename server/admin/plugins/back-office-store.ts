import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { keptSecret } from "../../plugins/csrf.ts";
import type { EnquiryStore } from "../../store/enquiry-store.ts";
import { openStore } from "../../store/open-store.ts";
import { type Accounts, accounts } from "../accounts.ts";
import { type Auth, createAuth } from "../auth.ts";
import type { AdminConfig } from "../config.ts";
import { type AdminStore, openAdminStore } from "../store.ts";
import { signInThrottle } from "../throttle.ts";

declare module "fastify" {
  interface FastifyInstance {
    backOffice: {
      store: AdminStore;
      /** The enquiries the public server stores, worked on the enquiry desk. */
      enquiries: EnquiryStore;
      auth: Auth;
      accounts: Accounts;
      throttle: ReturnType<typeof signInThrottle>;
      secret: string;
    };
  }
}

export const secretFileName = "back-office-secret";

export async function backOfficeSecret(config: Pick<AdminConfig, "ADMIN_SECRET" | "DATA_DIR">) {
  return config.ADMIN_SECRET ?? keptSecret(join(config.DATA_DIR, secretFileName));
}

export async function openBackOffice(config: AdminConfig) {
  const secret = await backOfficeSecret(config);
  const store = await openAdminStore(config);
  const auth = createAuth(store, config, secret);
  return {
    store,
    auth,
    secret,
    accounts: accounts(auth, store.audit, config),
    close: () => store.close(),
  };
}

export const backOfficeStore = fp(
  async (app: FastifyInstance, { config }: { config: AdminConfig }) => {
    const opened = await openBackOffice(config);
    const enquiries = await openStore(config);
    app.decorate("backOffice", {
      store: opened.store,
      enquiries,
      auth: opened.auth,
      accounts: opened.accounts,
      throttle: signInThrottle(enquiries.rateLimits),
      secret: opened.secret,
    });
    const day = 24 * 60 * 60 * 1000;
    const purge = async () => {
      try {
        const cutoff = new Date(Date.now() - config.ADMIN_AUDIT_RETENTION_DAYS * day);
        const deleted = await opened.store.audit.deleteBefore(cutoff);
        if (deleted > 0) app.log.info({ deleted }, "old audit log entries deleted");
      } catch (error) {
        app.log.error({ err: error }, "could not delete old audit log entries; will try tomorrow");
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      await purge();
      timer = setInterval(purge, day);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await enquiries.close();
      await opened.close();
    });
  },
  { name: "back-office-store" },
);
