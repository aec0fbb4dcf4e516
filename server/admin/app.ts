// Never registered on the public server (tests/architecture.test.ts).
import { existsSync } from "node:fs";
import { join } from "node:path";
import Fastify, { type FastifyRequest, type FastifyServerOptions } from "fastify";
import { trustedProxies } from "../app.ts";
import { hideInternalErrors } from "../lifecycle.ts";
import { limitPipeliningWithLogs } from "../pipelining-limit.ts";
import { type AdminConfig, ownCheckout } from "./config.ts";
import { LivePreview } from "./live-preview/live-preview.ts";
import { access } from "./plugins/access.ts";
import { backOfficeStore } from "./plugins/back-office-store.ts";
import { formCsrf } from "./plugins/form-csrf.ts";
import { backOfficeHeaders } from "./plugins/headers.ts";
import { backOfficeSession } from "./plugins/session.ts";
import { previewer } from "./preview.ts";
import { publisher } from "./publish.ts";
import { accountRoutes } from "./routes/accounts.ts";
import { audienceRoutes } from "./routes/audience.ts";
import { audienceReportRoutes } from "./routes/audience-report.ts";
import { editorPageFile, editorRoutes } from "./routes/editor.ts";
import { enquiryRoutes } from "./routes/enquiries.ts";
import { entryNameRoutes } from "./routes/entry-names.ts";
import { forgotPasswordRoutes } from "./routes/forgot-password.ts";
import { historyRoutes } from "./routes/history.ts";
import { livePreviewRoutes } from "./routes/live-preview.ts";
import { mediaRoutes } from "./routes/media.ts";
import { pageRoutes } from "./routes/pages.ts";
import { previewRoutes } from "./routes/preview.ts";
import { readinessRoutes } from "./routes/readiness.ts";
import { releaseRoutes } from "./routes/releases.ts";
import { routingRoutes } from "./routes/routing.ts";
import { signInRoutes } from "./routes/sign-in.ts";
import { webhookRoutes } from "./routes/webhooks.ts";
import { type Scheduler, type SchedulerOptions, scheduler } from "./scheduled-publish.ts";
import type { SiteBuild } from "./site-build.ts";
import { openWorkspace } from "./workspace.ts";

export interface AdminBuildOptions {
  logger?: FastifyServerOptions["logger"];
  scheduler?: Pick<
    SchedulerOptions,
    "now" | "every" | "lead" | "startTimer" | "startAlarm" | "retryAfter"
  >;
  /** The content check and the site's build; `npm run build` unless a test gives its own. */
  build?: SiteBuild;
}

declare module "fastify" {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** A set-password link's token, read from a log, would set that person's password. */
/** Every query parameter whose name reads "token" once decoded (`%74oken` too, as the route reads it). */
export function withoutTokens(url: string) {
  return url.replace(/([?&;])([^=&;#]*)=([^&;#]*)/g, (part, separator: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replaceAll("+", " "));
    } catch {}
    return decoded.trim().toLowerCase() === "token" ? `${separator}${name}=[redacted]` : part;
  });
}

/** Fastify's own request serializer, the URL's tokens left out: every log line with `req`. */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function withRedaction(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (typeof logger !== "object") return logger;
  return { ...logger, serializers: { ...logger.serializers, req: loggedRequest } };
}

export async function buildAdminApp(config: AdminConfig, options: AdminBuildOptions = {}) {
  if (!existsSync(join(config.ADMIN_EDITOR_DIR, editorPageFile))) {
    throw new Error(
      `ADMIN_EDITOR_DIR: no built editor in ${config.ADMIN_EDITOR_DIR}; run npm run build:admin first`,
    );
  }
  const workspace = await openWorkspace(config.ADMIN_WORKSPACE);

  const app = Fastify({
    logger: withRedaction(options.logger ?? { level: config.LOG_LEVEL }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
    // A publish answers when its build is done (15-40 s here, minutes with new pictures): the
    // connection may stay quiet that long. Receiving a request stays bounded by requestTimeout.
    connectionTimeout: 300_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 5_000,
  });

  // The public server's guard: one slow-reading client pipelining thousands of requests took the
  // back office from 189 to 526 MB.
  limitPipeliningWithLogs(app);

  hideInternalErrors(app);

  await app.register(backOfficeStore, { config });
  // In this order, each hook on every request: the headers, the form token, who is asking, then
  // whether the route lets them.
  await app.register(backOfficeHeaders, { config });
  await app.register(formCsrf, { config });
  await app.register(backOfficeSession, { config });
  await app.register(access);
  await app.register(signInRoutes, { config });
  await app.register(forgotPasswordRoutes, { config });
  await app.register(pageRoutes);
  await app.register(enquiryRoutes, {
    dataDir: config.DATA_DIR,
    retentionDays: config.RETENTION_DAYS,
    acknowledge: config.ACK_EMAILS,
  });
  const preview = previewer(config, workspace, { log: app.log, build: options.build });
  app.addHook("onClose", () => preview.close());
  // A publish stops the preview's build under way (preview.ts says why).
  const publishing = publisher(
    config,
    preview.asideOf(workspace),
    app.backOffice.store,
    app.log,
    options.build,
  );
  // A save only makes the preview stale: it is built when someone opens it (preview.ts).
  await app.register(editorRoutes, { config, workspace });
  await app.register(entryNameRoutes, { workspace });
  // Drawn with the checkout's own build of the site (the back office's code is the site's).
  const siteBuild = join(ownCheckout, process.env.BUILD_DIR ?? "build");
  const livePreview = new LivePreview(
    { serverBuild: join(siteBuild, "server", "index.js"), clientDir: join(siteBuild, "client") },
    join(config.DATA_DIR, "live-preview"),
  );
  app.addHook("onClose", () => livePreview.close());
  await app.register(livePreviewRoutes, { preview: livePreview, workspace });
  await app.register(routingRoutes, { workspace });
  await app.register(webhookRoutes, { allowPrivate: config.WEBHOOK_ALLOW_PRIVATE });
  await app.register(accountRoutes, { config });
  await app.register(audienceRoutes, { siteUrl: config.SITE_URL, workspace });
  await app.register(audienceReportRoutes);
  await app.register(readinessRoutes, { workspace });
  await app.register(mediaRoutes, { workspace });
  await app.register(releaseRoutes, { publisher: publishing, workspace });
  await app.register(historyRoutes, { publisher: publishing, workspace });
  await app.register(previewRoutes, { preview });

  const scheduled = scheduler({
    publisher: publishing,
    audit: app.backOffice.store.audit,
    releasesDir: config.RELEASES_DIR,
    log: app.log,
    every: config.ADMIN_SCHEDULE_CHECK_MS,
    lead: config.ADMIN_SCHEDULE_LEAD_MS,
    ...options.scheduler,
  });
  app.decorate("scheduler", scheduled);
  app.addHook("onReady", async () => scheduled.start());
  app.addHook("onClose", async () => scheduled.stop());
  return app;
}
