// A bad value stops the server with a message naming the variable; it never starts half-configured.
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";
import { defaultLeaseMs, sendBoundMs } from "./mail/smtp-timeouts.ts";
import { spamRules } from "./routes/enquiry-spam.ts";

export const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    );

const email = z.string().trim().pipe(z.email("must be an e-mail address"));

/** A switch: on or off (also true/false, yes/no, 1/0), in any case. */
export const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx) => {
    if (["on", "true", "yes", "1"].includes(value)) return true;
    if (["off", "false", "no", "0"].includes(value)) return false;
    ctx.addIssue({ code: "custom", message: "must be on or off" });
    return z.NEVER;
  });

const origin = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return new URL(value).origin === value;
    } catch {
      return false;
    }
  }, "each entry must be an origin like https://example.com (scheme, host and port only)");

/**
 * `true` would trust every hop, so a client could name any address in the leftmost
 * X-Forwarded-For entry (and dodge the rate limit): refused, with what to write instead.
 */
export const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === "false" || lower === "0") return false;
    if (lower === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "true would trust every hop, so clients could forge their address; write the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs${bad.length ? ` (not an address: ${bad.join(", ")})` : ""}`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isAddressOrCidr(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const envSchema = z
  .object({
    PORT: integer(0, 65535).default(3000),
    HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
    DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
    STATIC_DIR: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .default(`${process.env.BUILD_DIR ?? "./build"}/client`),
    RELEASES_DIR: z.string().trim().min(1, "must not be empty").optional(),
    DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"]).optional(),
    SMTP_URL: urlWithProtocols(["smtp:", "smtps:"]).optional(),
    CONTACT_TO: email.default("enquiries@example.com"),
    CONTACT_FROM: email.default("website@example.com"),
    // The visitor's acknowledgement of an enquiry (mail/acknowledgement-email.ts).
    ACK_EMAILS: onOff.default(true),
    RATE_LIMIT_PER_MINUTE: integer(0, 100000).default(5),
    ENQUIRY_MIN_FILL_MS: integer(0, 600_000).default(spamRules.minFillMs),
    // Off holds no enquiry for a missing proof of work; the other spam rules still apply.
    SPAM_PROOF_OF_WORK: z.enum(["on", "off"], "must be on or off").default("on"),
    // Servers behind one address must share it: a challenge from one is checked by another.
    ALTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    ALLOWED_ORIGINS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin)),
    SITE_URL: urlWithProtocols(["http:", "https:"]).default("http://127.0.0.1:3000"),
    CSRF_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    RETENTION_DAYS: integer(1, 36500).default(365),
    TRUST_PROXY: trustProxy.default(false),
    // The lease is at least one send's bound (mail/smtp-timeouts.ts), so a slow send is never given
    // to a second worker; 300 attempts at the 5-minute cap is about a day.
    OUTBOX_POLL_MS: integer(50, 3_600_000).default(2_000),
    OUTBOX_RETRY_BASE_MS: integer(10, 3_600_000).default(5_000),
    OUTBOX_RETRY_MAX_MS: integer(10, 86_400_000).default(300_000),
    OUTBOX_MAX_ATTEMPTS: integer(1, 100_000).default(300),
    OUTBOX_LEASE_MS: integer(1_000, 86_400_000).default(defaultLeaseMs),
    // Webhooks (webhooks/): the first retry's wait, doubling to six hours apart for three days;
    // private and loopback receivers are refused unless allowed (a receiver on this machine or
    // the local network).
    WEBHOOK_RETRY_BASE_MS: integer(10, 3_600_000).default(5_000),
    WEBHOOK_ALLOW_PRIVATE: onOff.default(false),
    // Audience figures (server/audience/): counted on this server, written every AUDIENCE_FLUSH_MS,
    // daily counts kept for AUDIENCE_RETENTION_MONTHS.
    AUDIENCE: onOff.default(true),
    AUDIENCE_FLUSH_MS: integer(100, 600_000).default(5_000),
    AUDIENCE_RETENTION_MONTHS: integer(1, 1200).default(25),
    // Optional: each counted view and enquiry also sent, from this server, to the group's own
    // Plausible or Umami (audience/forward.ts): its base URL, which of the two it is, and the site
    // there (Plausible's domain, Umami's website id). No URL: nothing is forwarded.
    AUDIENCE_FORWARD_URL: urlWithProtocols(["http:", "https:"]).optional(),
    AUDIENCE_FORWARD_KIND: z.enum(["plausible", "umami"], "must be plausible or umami").optional(),
    AUDIENCE_FORWARD_SITE: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(200, "must be at most 200 characters")
      .optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    HEALTH_DETAILS: z.enum(["local", "public"], "must be local or public").default("local"),
  })
  .superRefine((env, ctx) => {
    if (env.OUTBOX_LEASE_MS < sendBoundMs) {
      ctx.addIssue({
        code: "custom",
        path: ["OUTBOX_LEASE_MS"],
        message: `must be at least ${sendBoundMs} (the longest an SMTP send can take), or an e-mail still being sent is sent again`,
      });
    }
    if (env.OUTBOX_RETRY_MAX_MS < env.OUTBOX_RETRY_BASE_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["OUTBOX_RETRY_MAX_MS"],
        message: "must be at least OUTBOX_RETRY_BASE_MS",
      });
    }
    if (env.AUDIENCE_FORWARD_URL) {
      if (!env.AUDIENCE_FORWARD_KIND) {
        ctx.addIssue({
          code: "custom",
          path: ["AUDIENCE_FORWARD_KIND"],
          message: "must be plausible or umami when AUDIENCE_FORWARD_URL is set",
        });
      }
      if (!env.AUDIENCE_FORWARD_SITE) {
        ctx.addIssue({
          code: "custom",
          path: ["AUDIENCE_FORWARD_SITE"],
          message:
            "must be set when AUDIENCE_FORWARD_URL is set (Plausible's domain, or Umami's website id)",
        });
      } else if (
        env.AUDIENCE_FORWARD_KIND === "umami" &&
        !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
          env.AUDIENCE_FORWARD_SITE,
        )
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["AUDIENCE_FORWARD_SITE"],
          message: "must be the Umami website's id (a UUID, on its settings page)",
        });
      }
    }
    // Mail to a real server needs real addresses; the .eml folder of development does not.
    if (env.SMTP_URL) {
      for (const key of ["CONTACT_TO", "CONTACT_FROM"] as const) {
        if (env[key].endsWith("@example.com")) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "must be set when SMTP_URL is set",
          });
        }
      }
    }
  });

export type Config = Omit<z.infer<typeof envSchema>, "DATA_DIR" | "STATIC_DIR"> & {
  DATA_DIR: string;
  STATIC_DIR: string;
  RELEASES_DIR: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = parseEnvironment(envSchema, env);
  return {
    ...config,
    DATA_DIR: resolve(config.DATA_DIR),
    STATIC_DIR: resolve(config.STATIC_DIR),
    // By default inside DATA_DIR, so a public server on the same DATA_DIR serves what is published.
    RELEASES_DIR: resolve(config.RELEASES_DIR ?? join(config.DATA_DIR, "releases")),
  };
}

export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
): z.infer<Schema> {
  // An empty variable counts as unset, as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const raw = env[name];
      const shown =
        raw === undefined
          ? ""
          : ` (got ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw)})`;
      return `  ${name}: ${issue.message}${/SECRET|URL|KEY/.test(name) ? "" : shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
