import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeInlineScript, makeFakeSite } from "../tests/support/fake-site.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { inlineScriptHashes } from "./plugins/security-headers.ts";

let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const staticDir = await makeFakeSite();
  const config = loadConfig({
    STATIC_DIR: staticDir,
    DATA_DIR: `${staticDir}/data`,
    LOG_LEVEL: "silent",
  });
  app = await buildApp(config);
});
afterAll(() => app.close());

describe("static site", () => {
  it("serves a pre-rendered page under its clean URL, with and without a trailing slash", async () => {
    for (const url of ["/about", "/about/"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain("<h1>About</h1>");
    }
  });

  it("revalidates HTML and caches hashed assets for a year", async () => {
    const page = await app.inject({ url: "/" });
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.etag).toBeTruthy();
    const asset = await app.inject({ url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await app.inject({ url: "/favicon.svg" });
    expect(favicon.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the pre-compressed file the client accepts", async () => {
    const br = await app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("console.log");
    const gzip = await app.inject({ url: "/about", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ url: "/about" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("redirects an unknown page to the home page with a 302", async () => {
    for (const url of ["/no-such-page", "/web-development", "/about/deeper?x=1"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/");
    }
  });

  it("answers a missing asset or API path with 404, never HTML", async () => {
    const asset = await app.inject({ url: "/assets/gone-123.js" });
    expect(asset.statusCode).toBe(404);
    const api = await app.inject({ url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found" });
  });
});

describe("security headers", () => {
  it("allows each page's own inline scripts by hash and no inline script otherwise", async () => {
    const response = await app.inject({ url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    const [hash] = inlineScriptHashes(`<script>${fakeInlineScript}</script>`);
    expect(csp).toContain(`script-src 'self' ${hash}`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    const api = await app.inject({ url: "/api/health" });
    expect(String(api.headers["content-security-policy"])).toMatch(/script-src 'self';/);
  });
});

describe("GET /api/health", () => {
  it("reports ok and is never cached", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
