// Each exception to helmet's set says why beside it. No cache keeps an error answer.
import { createHash } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { tileOrigins } from "../../common/map-themes.ts";
import type { Config } from "../config.ts";

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? "";
    if (body.trim() !== "")
      hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(
  config: Pick<Config, "SITE_URL">,
  scriptHashes: readonly string[] = [],
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    // Leaflet positions tiles and popups with inline style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...tileOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  if (config.SITE_URL.startsWith("https:")) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** Never a document, so the document-only headers do nothing (a CSP is ~560 bytes per file). */
const assetType =
  /^(?:text\/(?:css|javascript)|application\/javascript|font\/|image\/(?:png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))/i;

export const documentOnlyHeaders = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "permissions-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

export const errorCacheControl = "no-store";

const permissionsPolicy =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";
const hstsMaxAge = 63072000;

export function baselineHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(config),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    "permissions-policy": permissionsPolicy,
  };
  if (config.SITE_URL.startsWith("https:")) {
    headers["strict-transport-security"] = `max-age=${hstsMaxAge}; includeSubDomains; preload`;
  }
  return headers;
}

export const securityHeaders = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const https = config.SITE_URL.startsWith("https:");
    const defaultPolicy = contentSecurityPolicy(config);
    await app.register(helmet, {
      contentSecurityPolicy: false,
      hsts: https ? { maxAge: hstsMaxAge, includeSubDomains: true, preload: true } : false,
      // Tile servers refuse requests without a Referer; helmet's default no-referrer breaks the map.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      // No COEP: nothing here needs cross-origin isolation (no SharedArrayBuffer), and require-corp
      // would block map tiles from servers that send no Cross-Origin-Resource-Policy header.
      crossOriginEmbedderPolicy: false,
      frameguard: { action: "deny" },
    });
    app.addHook("onSend", async (_request, reply) => {
      if (reply.statusCode >= 400) reply.header("Cache-Control", errorCacheControl);
      if (assetType.test(String(reply.getHeader("Content-Type") ?? ""))) {
        // nosniff, Cross-Origin-Resource-Policy, HSTS and the Referrer-Policy (a stylesheet's
        // fetches follow its own) still act on an asset; the rest go.
        for (const name of documentOnlyHeaders) reply.removeHeader(name);
        return;
      }
      if (!reply.hasHeader("Content-Security-Policy")) {
        reply.header("Content-Security-Policy", defaultPolicy);
      }
      reply.header("Permissions-Policy", permissionsPolicy);
    });
  },
  { name: "security-headers" },
);
