// Shares DATA_DIR / DATABASE_URL with the public server: accounts, sessions and the audit log
// live in the same store.
import { join, resolve } from "node:path";
import { z } from "zod";
import { defaultDocumentMaxMb } from "../../app/cms/document-rules.ts";
import { defaultUploadMaxMb } from "../../app/cms/save/uploads.ts";
import { integer, onOff, parseEnvironment, trustProxy, urlWithProtocols } from "../config.ts";

export const ownCheckout = resolve(import.meta.dirname, "../..");

/**
 * The largest document (a PDF to download) an entry may have. Read by the back office for its
 * saves and by the content check for the build (scripts/check-content.ts), which the back office
 * runs with its own settings: one rule for both.
 */
const documentSettings = {
  DOCUMENT_MAX_MB: integer(1, 100).default(defaultDocumentMaxMb),
};

export function loadDocumentSettings(env: NodeJS.ProcessEnv = process.env) {
  return parseEnvironment(z.object(documentSettings), env);
}

const adminSchema = z
  .object({
    ADMIN_PORT: integer(0, 65535).default(3001),
    ADMIN_HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
    ADMIN_URL: urlWithProtocols(["http:", "https:"]).optional(),
    ADMIN_WORKSPACE: z.string().trim().min(1, "must not be empty").default(ownCheckout),
    ADMIN_EDITOR_DIR: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .default(`${process.env.BUILD_DIR ?? "./build"}/admin-editor`),
    ADMIN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ADMIN_UPLOAD_MAX_MB: integer(1, 100).default(defaultUploadMaxMb),
    ...documentSettings,
    ADMIN_AUDIT_RETENTION_DAYS: integer(1, 36500).default(365),
    // The public server's, read here only to show each enquiry's erasure date: set both alike.
    RETENTION_DAYS: integer(1, 36500).default(365),
    ADMIN_SESSION_MAX_DAYS: integer(1, 365).default(7),
    RELEASES_DIR: z.string().trim().min(1, "must not be empty").optional(),
    ADMIN_KEEP_RELEASES: integer(2, 1000).default(20),
    // How often the scheduler looks for due posts: only ever more often than every 30 s, so that
    // a post found due late (nothing built ahead) waits at most that long for its build
    // (scheduled-publish.ts).
    ADMIN_SCHEDULE_CHECK_MS: integer(100, 30_000).default(30_000),
    // How long before a post's time its release is built, to be switched to at the time: only
    // ever shorter than 5 minutes, the room a whole-site build needs (scheduled-publish.ts), for
    // tests; 0 builds nothing ahead, each post once its time has passed.
    ADMIN_SCHEDULE_LEAD_MS: integer(0, 300_000).default(300_000),
    SITE_URL: urlWithProtocols(["http:", "https:"]).optional(),
    ADMIN_GIT_REMOTE: z.string().trim().min(1, "must not be empty").optional(),
    DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
    DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"]).optional(),
    SMTP_URL: urlWithProtocols(["smtp:", "smtps:"]).optional(),
    CONTACT_FROM: z
      .string()
      .trim()
      .pipe(z.email("must be an e-mail address"))
      .default("website@example.com"),
    // As the public server's: "Not spam" makes the visitor's acknowledgement only when it is on.
    ACK_EMAILS: onOff.default(true),
    // As the public server's: the Webhooks page takes http:// and private or loopback receivers
    // only when it is on.
    WEBHOOK_ALLOW_PRIVATE: onOff.default(false),
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .transform((env) => ({
    ...env,
    ADMIN_URL: new URL(env.ADMIN_URL ?? `http://${hostForUrl(env.ADMIN_HOST)}:${env.ADMIN_PORT}`)
      .origin,
    ADMIN_WORKSPACE: resolve(env.ADMIN_WORKSPACE),
    ADMIN_EDITOR_DIR: resolve(env.ADMIN_EDITOR_DIR),
    DATA_DIR: resolve(env.DATA_DIR),
    // By default inside DATA_DIR, where a public server on the same DATA_DIR looks for them.
    RELEASES_DIR: resolve(env.RELEASES_DIR ?? join(env.DATA_DIR, "releases")),
  }));

function hostForUrl(host: string) {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

export type AdminConfig = z.infer<typeof adminSchema>;

export function loadAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  return parseEnvironment(adminSchema, env);
}
