import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tileOrigins } from "../../common/map-themes.ts";
import { fakeInlineScript, makeFakeSite } from "../../tests/support/fake-site.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { documentOnlyHeaders, inlineScriptHashes } from "./security-headers.ts";

type App = Awaited<ReturnType<typeof buildApp>>;
type Headers = Record<string, string | string[] | number | undefined>;

let staticDir: string;
const apps: Record<"http" | "https", App | undefined> = { http: undefined, https: undefined };

const answers = {
  page: { url: "/", type: /^text\/html/ },
  asset: { url: "/assets/app-abc123.js", type: /javascript/ },
  api: { url: "/api/health", type: /^application\/json/ },
} as const;

async function headersOf(scheme: "http" | "https", kind: keyof typeof answers): Promise<Headers> {
  const app = apps[scheme];
  if (!app) throw new Error("app not built");
  const response = await app.inject({ url: answers[kind].url });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(answers[kind].type);
  return response.headers;
}

function directives(headers: Headers): Map<string, string[]> {
  const csp = String(headers["content-security-policy"] ?? "");
  expect(csp).not.toBe("");
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

beforeAll(async () => {
  staticDir = await makeFakeSite();
  for (const [scheme, siteUrl] of [
    ["http", "http://127.0.0.1:3000"],
    ["https", "https://www.example.org"],
  ] as const) {
    const config = loadConfig({
      STATIC_DIR: staticDir,
      DATA_DIR: `${staticDir}/data-${scheme}`,
      SITE_URL: siteUrl,
      LOG_LEVEL: "silent",
    });
    apps[scheme] = await buildApp(config);
  }
});

afterAll(async () => {
  await apps.http?.close();
  await apps.https?.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe.each(["page", "api"] as const)("the %s answer", (kind) => {
  it("has a CSP that runs no inline or eval'd script it does not know", async () => {
    const csp = directives(await headersOf("http", kind));
    const scripts = csp.get("script-src") ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("allows images only from the site, data: URLs and the map's tile servers", async () => {
    const csp = directives(await headersOf("http", kind));
    expect(csp.get("img-src")?.sort()).toEqual(["'self'", "data:", ...tileOrigins].sort());
    for (const origin of tileOrigins) expect(origin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it("sets the browser hardening headers", async () => {
    const headers = await headersOf("http", kind);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // Tile servers refuse requests without a Referer, so not no-referrer.
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    const permissions = String(headers["permissions-policy"]);
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(permissions).toContain(`${feature}=()`);
    }
    // COEP is left out on purpose: require-corp would block the map's tiles.
    expect(headers["cross-origin-embedder-policy"]).toBeUndefined();
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  it("sends HSTS only when the site is served over https", async () => {
    expect((await headersOf("http", kind))["strict-transport-security"]).toBeUndefined();
    const https = await headersOf("https", kind);
    expect(https["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(directives(https).has("upgrade-insecure-requests")).toBe(true);
    expect(directives(await headersOf("http", kind)).has("upgrade-insecure-requests")).toBe(false);
  });
});

describe("a script file", () => {
  it("carries the headers that act on a script, and none of those that act only on a document", async () => {
    for (const scheme of ["http", "https"] as const) {
      const headers = await headersOf(scheme, "asset");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      for (const name of documentOnlyHeaders) expect(headers[name], name).toBeUndefined();
    }
    expect((await headersOf("https", "asset"))["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
  });
});

describe("the HTML page's CSP", () => {
  it("names the hash of the page's own inline script, and the API's CSP names none", async () => {
    const [hash] = inlineScriptHashes(`<script>${fakeInlineScript}</script>`);
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(directives(await headersOf("http", "page")).get("script-src")).toContain(hash);
    expect(directives(await headersOf("http", "api")).get("script-src")).toEqual(["'self'"]);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script body, skipping external and empty scripts", () => {
    const html =
      '<script>a()</script><script type="module">a()</script><script src="/x.js"></script><script> </script><script>b()</script>';
    const hashes = inlineScriptHashes(html);
    // sha256 of "a()" and "b()", as a browser computes them for the CSP.
    expect(hashes).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });
});
