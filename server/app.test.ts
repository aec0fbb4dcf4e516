import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeInlineScript, makeFakeSite } from "../tests/support/fake-site.ts";
import { rawRequest, requestText } from "../tests/support/raw-http.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { inlineScriptHashes } from "./plugins/security-headers.ts";

let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;

const hiddenFiles: Record<string, string> = {
  ".git/config": "[core] secret-repo-config",
  ".env": "SECRET=hunter2",
  "assets/.DS_Store": "secret-finder-data",
  "assets/app-abc123.js.map": '{"sourcesContent":["secret source"]}',
  "about/.hidden/index.html": "<h1>secret page</h1>",
};

beforeAll(async () => {
  const staticDir = await makeFakeSite();
  for (const [name, body] of Object.entries(hiddenFiles)) {
    await mkdir(join(staticDir, name, ".."), { recursive: true });
    await writeFile(join(staticDir, name), body);
  }
  await mkdir(join(staticDir, ".well-known"));
  await writeFile(
    join(staticDir, ".well-known/security.txt"),
    "Contact: mailto:security@example.org",
  );
  const config = loadConfig({
    STATIC_DIR: staticDir,
    DATA_DIR: `${staticDir}/data`,
    LOG_LEVEL: "silent",
  });
  app = await buildApp(config, { requestTimeoutMs: 300, timeoutCheckEveryMs: 50 });
  port = Number(new URL(await app.listen({ port: 0, host: "127.0.0.1" })).port);
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

describe("a page asked for by its file name", () => {
  it("redirects to the page's own address, which carries the page's CSP", async () => {
    for (const [url, page] of [
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/about/index.html?x=1", "/about"],
      ["/index%2Ehtml", "/"],
      ["/about/%69ndex.html", "/about"],
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(page);
    }
    const page = await app.inject({ url: "/" });
    expect(String(page.headers["content-security-policy"])).toContain(
      inlineScriptHashes(`<script>${fakeInlineScript}</script>`)[0],
    );
  });
});

describe("pre-compressed copies", () => {
  it("are never sent as they are when asked for by name", async () => {
    for (const url of [
      "/index.html.br",
      "/index.html.gz",
      "/about/index.html.br",
      "/assets/app-abc123.js.br",
      "/assets/app-abc123.js.gz",
      "/favicon.svg.gz",
      "/assets/app-abc123.js.%62r",
    ]) {
      const response = await app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
    }
  });
});

describe("error answers", () => {
  it("are never cached", async () => {
    const answers = [
      await app.inject({ url: "/api/nothing" }),
      await app.inject({ url: "/assets/gone-123.js" }),
      await app.inject({ method: "POST", url: "/api/redefine-website/message", payload: "x" }),
      await app.inject({
        method: "POST",
        url: "/api/redefine-website/message",
        headers: { "content-type": "application/json" },
        payload: "{}",
      }),
      await app.inject({ method: "DELETE", url: "/api/csrf" }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.headers["cache-control"], `${answer.statusCode} ${answer.body}`).toBe(
        "no-store",
      );
    }
    const raw = await rawRequest(port, "NOT HTTP AT ALL\r\n\r\n");
    expect(raw.headers["cache-control"]).toBe("no-store");
    const badUrl = await rawRequest(port, requestText("GET /%E0%A4%A HTTP/1.1", {}));
    expect(badUrl.status).toBe(400);
    expect(badUrl.headers["cache-control"]).toBe("no-store");
  });
});

describe("hidden files in the build", () => {
  it("never serves dotfiles or source maps, whatever the spelling", async () => {
    const urls = [
      "/.git/config",
      "/.env",
      "/assets/.DS_Store",
      "/assets/app-abc123.js.map",
      "/about/.hidden/",
      "/about/.hidden/index.html",
      "/%2egit/config",
      "/.git/./config",
      "/assets/../.env",
      "/assets/app-abc123.JS.MAP",
    ];
    for (const url of urls) {
      const answer = await rawRequest(port, requestText(`GET ${url} HTTP/1.1`, {}));
      expect([403, 404], url).toContain(answer.status);
      expect(answer.body, url).not.toMatch(/secret|hunter2/);
    }
  });

  it("still serves /.well-known/", async () => {
    const response = await app.inject({ url: "/.well-known/security.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Contact:");
  });
});

describe("answers written below Fastify's hooks", () => {
  async function expectedHeaders() {
    const normal = await app.inject({ url: "/api/health" });
    const own = new Set([
      "content-type",
      "content-length",
      "date",
      "connection",
      "keep-alive",
      "cache-control",
      "vary",
    ]);
    const headers = Object.entries(normal.headers).filter(([name]) => !own.has(name));
    expect(headers.length).toBeGreaterThanOrEqual(10);
    return headers;
  }

  const cases: [string, string | Buffer, number][] = [
    ["a request line Node cannot parse", "NOT HTTP AT ALL\r\n\r\n", 400],
    ["a bad header", "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", 400],
    [
      "headers over Node's limit",
      requestText("GET / HTTP/1.1", { "x-big": "a".repeat(20_000) }),
      431,
    ],
    ["a URL the router cannot decode", requestText("GET /%E0%A4%A HTTP/1.1", {}), 400],
    ["a request never finished", "GET / HTTP/1.1\r\nHost: x\r\n", 408],
  ];

  it.each(cases)("%s gets its status and the security headers", async (_name, request, status) => {
    const answer = await rawRequest(port, request);
    expect(answer.status).toBe(status);
    for (const [name, value] of await expectedHeaders()) {
      expect(answer.headers[name], name).toBe(String(value));
    }
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
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
