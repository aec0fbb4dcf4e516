// Counts page views on the public server, after each answer is sent (docs/product.md "Audience"):
// no cookie, no script, nothing on the visitor's device. AUDIENCE=off counts nothing (and forwards
// nothing to AUDIENCE_FORWARD_URL).
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AudienceCounter } from "../audience/counter.ts";
import {
  AudienceForwarder,
  enquiryEvent,
  forwardSettings,
  viewEvent,
} from "../audience/forward.ts";
import { countedView, visitorIdentity } from "../audience/view.ts";
import type { Config } from "../config.ts";
import { audienceDay, type Visit } from "../store/audience.ts";

declare module "fastify" {
  interface FastifyInstance {
    audience: {
      /** Where this enquiry's visitor first came from today; null when not known or not counted. */
      sourceOf(request: FastifyRequest): Promise<Visit | null>;
      /** An enquiry (not spam) was stored for this visitor: a conversion in today's counts. */
      converted(request: FastifyRequest): void;
      /** Writes the counts waiting in memory now (tests, and closing). */
      flush(): Promise<void>;
    };
  }
}

const day = 24 * 60 * 60 * 1000;

/** The day counts older than `months` months are deleted before (AUDIENCE_RETENTION_MONTHS). */
export function countsKeptFrom(now: Date, months: number): string {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - months);
  return audienceDay(from);
}

export const audience = fp(
  async (
    app: FastifyInstance,
    { config, now = () => new Date() }: { config: Config; now?: () => Date },
  ) => {
    if (!config.AUDIENCE) {
      app.decorate("audience", {
        sourceOf: async () => null,
        converted: () => {},
        flush: async () => {},
      });
      return;
    }
    const log = app.log.child({ component: "audience" });
    const store = app.enquiryStore.audience;
    const counter = new AudienceCounter({
      store,
      log,
      now,
      flushEveryMs: config.AUDIENCE_FLUSH_MS,
    });
    const ownHosts = [new URL(config.SITE_URL).host];
    // Plausible or Umami, when AUDIENCE_FORWARD_URL is set: the views counted here and enquiries.
    const forwarding = forwardSettings(config);
    const forwarder = forwarding
      ? new AudienceForwarder({
          settings: forwarding,
          log: log.child({ forward: forwarding.kind }),
        })
      : undefined;
    const identityOf = (request: FastifyRequest) => visitorIdentity(request.headers, request.ip);

    // Requests still being answered: on closing, their views are waited for before the last write
    // (an answer finishing after it would be counted nowhere).
    let answering = 0;
    app.addHook("onRequest", (_request, _reply, done) => {
      answering += 1;
      done();
    });
    app.addHook("onRequestAbort", (_request, done) => {
      answering -= 1;
      done();
    });

    // A callback, not an async function: no promise for each answer of the site.
    app.addHook("onResponse", (request, reply, done) => {
      answering -= 1;
      const facts = countedView({
        method: request.method,
        url: request.url,
        page: request.sitePage,
        status: reply.statusCode,
        headers: request.headers,
        address: request.ip,
        ownHosts: [...ownHosts, request.host],
      });
      if (facts) {
        counter.view(facts);
        forwarder?.send(viewEvent(request, facts, config.SITE_URL));
      }
      done();
    });

    app.decorate("audience", {
      sourceOf: (request: FastifyRequest) => counter.sourceOf(identityOf(request)),
      converted: (request: FastifyRequest) => {
        const identity = identityOf(request);
        counter.converted(identity);
        forwarder?.send(enquiryEvent(request, config.SITE_URL, identity === null));
      },
      flush: () => counter.flush(),
    });

    async function deleteOldCounts() {
      try {
        const deleted = await store.deleteCountsBefore(
          countsKeptFrom(now(), config.AUDIENCE_RETENTION_MONTHS),
        );
        if (deleted > 0) log.info({ deleted }, "audience counts past their retention deleted");
      } catch (error) {
        log.error({ err: error }, "could not delete old audience counts; will try again tomorrow");
      }
    }
    let retention: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      counter.start();
      await deleteOldCounts();
      retention = setInterval(deleteOldCounts, day);
      retention.unref();
    });
    // Before the store closes (its plugin registered first, so its onClose runs after this one).
    app.addHook("onClose", async () => {
      clearInterval(retention);
      // No new requests come now; those under way finish within the server's own timeouts.
      for (let waited = 0; answering > 0 && waited < 5_000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await Promise.all([counter.close(), forwarder?.close()]);
    });
  },
  { name: "audience", dependencies: ["enquiry-store"] },
);
