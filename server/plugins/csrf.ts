// Signed double-submit cookie plus Fetch-Metadata/Origin checks (OWASP). The check is attached to
// each unsafe route, never by matching the URL: the router normalises paths, so a prefix test on
// request.url misses spellings like /%61pi/... or absolute-form targets.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { csrfNames } from "../../common/enquiry.ts";
import type { Config } from "../config.ts";

declare module "fastify" {
  interface FastifyInstance {
    csrf: {
      issueCookie(request: FastifyRequest, reply: FastifyReply): void;
    };
  }
  interface FastifyRequest {
    csrfIssuedAt?: number;
  }
}

/** A visitor may leave the form open overnight, not for days. */
export const tokenMaxAgeMs = 24 * 60 * 60 * 1000;
/** A token from a server whose clock is ahead by more than this is not accepted. */
const maxClockSkewMs = 5 * 60 * 1000;
const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const secretFileName = "csrf-secret";

export function createCsrfTokens(secret: string) {
  const sign = (payload: string) =>
    createHmac("sha256", secret).update(payload).digest("base64url");
  return {
    issue(now = Date.now()): string {
      const payload = `${randomBytes(18).toString("base64url")}.${now.toString(36)}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token: string): number | undefined {
      const parts = token.split(".");
      if (parts.length !== 3) return undefined;
      const [random, issued, signature] = parts as [string, string, string];
      if (!safeEqual(signature, sign(`${random}.${issued}`))) return undefined;
      const issuedAt = Number.parseInt(issued, 36);
      return Number.isFinite(issuedAt) ? issuedAt : undefined;
    },
  };
}

/** Constant-time string comparison (the length is not secret: every token has the same length). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Several servers behind one address need the same CSRF_SECRET. */
export async function resolveCsrfSecret(config: Pick<Config, "CSRF_SECRET" | "DATA_DIR">) {
  if (config.CSRF_SECRET) return { secret: config.CSRF_SECRET, source: "CSRF_SECRET" };
  const file = join(config.DATA_DIR, secretFileName);
  return { secret: await keptSecret(file), source: file };
}

export async function keptSecret(file: string): Promise<string> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = (await readFile(file, "utf8")).trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable secret; delete it to make a new one`);
  return secret;
}

export const csrf = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { secret, source } = await resolveCsrfSecret(config);
    if (config.DATABASE_URL && !config.CSRF_SECRET) {
      app.log.warn(
        "CSRF_SECRET is unset: this server's secret is in DATA_DIR. Servers sharing DATABASE_URL behind one address need one CSRF_SECRET.",
      );
    }
    app.log.debug({ source }, "CSRF secret loaded");
    const tokens = createCsrfTokens(secret);
    const siteOrigin = new URL(config.SITE_URL).origin;
    const allowedOrigins = new Set(config.ALLOWED_ORIGINS);

    const isSecure = (request: FastifyRequest) =>
      config.SITE_URL.startsWith("https:") || request.protocol === "https";
    const cookieName = (request: FastifyRequest) =>
      isSecure(request) ? csrfNames.secureCookie : csrfNames.cookie;
    const isOwnOrigin = (origin: string, request: FastifyRequest) =>
      origin === siteOrigin || origin === `${request.protocol}://${request.host}`;

    // A refused origin is either an attack or a misconfigured site behind a proxy, where every
    // enquiry would fail: tell the operator once per origin (bounded, so a flood cannot fill the log).
    const warnedOrigins = new Set<string>();
    const warnOnce = (origin: string | undefined, request: FastifyRequest) => {
      const key = origin ?? "(no Origin, Sec-Fetch-Site: cross-site)";
      if (warnedOrigins.has(key) || warnedOrigins.size >= 100) return;
      warnedOrigins.add(key);
      request.log.warn(
        { origin: key, siteUrl: siteOrigin, seenAs: `${request.protocol}://${request.host}` },
        "refused a cross-site POST; if this origin is the site itself, set SITE_URL to its public address (and TRUST_PROXY behind a proxy)",
      );
    };

    await app.register(fastifyCookie);

    function issueCookie(request: FastifyRequest, reply: FastifyReply) {
      reply.setCookie(cookieName(request), tokens.issue(), {
        path: "/",
        sameSite: "strict",
        secure: isSecure(request),
        // The page reads it to echo it in the header: that is the double submit.
        httpOnly: false,
      });
    }
    app.decorate("csrf", { issueCookie });

    /**
     * A prefetch (`Sec-Purpose: prefetch`) keeps a token with more than half its life left: a fresh
     * one would restart the enquiry's spam timer (enquiry-spam.ts) while the visitor is on the form.
     */
    function keepsToken(request: FastifyRequest): boolean {
      if (!/\bprefetch\b/i.test(String(request.headers["sec-purpose"] ?? ""))) return false;
      const issuedAt = tokens.verify(request.cookies[cookieName(request)] ?? "");
      return issuedAt !== undefined && Date.now() - issuedAt < tokenMaxAgeMs / 2;
    }

    app.addHook("onSend", async (request, reply, payload) => {
      const type = String(reply.getHeader("content-type") ?? "");
      if ((request.method === "GET" || request.method === "HEAD") && type.startsWith("text/html")) {
        if (!keepsToken(request)) issueCookie(request, reply);
      }
      return payload;
    });

    async function verify(request: FastifyRequest, reply: FastifyReply) {
      const origin = request.headers.origin;
      if (origin && allowedOrigins.has(origin) && !isOwnOrigin(origin, request)) return;
      const crossSite =
        request.headers["sec-fetch-site"] === "cross-site" ||
        (origin !== undefined && !isOwnOrigin(origin, request));
      if (crossSite) {
        warnOnce(origin, request);
        return reply
          .code(403)
          .send({ message: "Cross-site requests from this origin are refused." });
      }
      const cookie = request.cookies[cookieName(request)];
      const header = request.headers[csrfNames.header.toLowerCase()];
      if (!cookie || typeof header !== "string" || !header) {
        return reply.code(403).send({ message: "Missing CSRF token." });
      }
      const issuedAt = safeEqual(cookie, header) ? tokens.verify(cookie) : undefined;
      const age = issuedAt === undefined ? Number.NaN : Date.now() - issuedAt;
      if (issuedAt === undefined || age < -maxClockSkewMs) {
        return reply.code(403).send({ message: "Invalid CSRF token." });
      }
      if (age > tokenMaxAgeMs) {
        return reply.code(403).send({
          message: "The page's security token has expired: reload the page and send again.",
          code: csrfNames.expiredCode,
        });
      }
      request.csrfIssuedAt = issuedAt;
    }

    app.addHook("onRoute", (route) => {
      const methods = ([] as string[]).concat(route.method);
      if (!methods.some((method) => unsafeMethods.has(method.toUpperCase()))) return;
      const own = route.onRequest ? ([] as unknown[]).concat(route.onRequest) : [];
      route.onRequest = [verify, ...own] as typeof route.onRequest;
    });
  },
  { name: "csrf" },
);
