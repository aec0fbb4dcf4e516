import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { csrfNames, enquiryEndpoint } from "../../common/enquiry.ts";
import { rawRequest, requestText } from "../../tests/support/raw-http.ts";
import {
  csrfHeaders,
  startTestApp,
  type TestApp,
  tempDir,
  testCsrfSecret,
  tinySite,
  tokens,
  validEnquiry,
} from "../../tests/support/test-app.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createCsrfTokens, secretFileName, tokenMaxAgeMs } from "./csrf.ts";

const apps: TestApp[] = [];
async function start(env: Record<string, string> = {}) {
  const t = await startTestApp(env);
  apps.push(t);
  return t;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

function cookieOf(response: { headers: Record<string, unknown> }) {
  const header = response.headers["set-cookie"];
  return ([] as string[]).concat((header as string | string[] | undefined) ?? []);
}

describe("the token cookie", () => {
  it("comes with every page over HTTP: XSRF-TOKEN, SameSite=Strict, Path=/, readable, not Secure", async () => {
    const t = await start();
    const response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    const [cookie, ...rest] = cookieOf(response);
    expect(rest).toEqual([]);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[0-9a-z]+\.[\w-]{43}; Path=\/; SameSite=Strict$/);
    expect(cookie).not.toMatch(/HttpOnly|Secure/i);
  });

  it("is __Host-XSRF-TOKEN and Secure when the site is on HTTPS", async () => {
    const t = await start({ SITE_URL: "https://www.consulting.test" });
    const [cookie] = cookieOf(await t.app.inject({ method: "GET", url: "/" }));
    expect(cookie).toMatch(/^__Host-XSRF-TOKEN=[^;]+; Path=\/; Secure; SameSite=Strict$/);

    // And over HTTPS only that cookie counts.
    const plain = await t.post(validEnquiry(), csrfHeaders());
    expect(plain.statusCode).toBe(403);
    const secure = await t.post(validEnquiry(), csrfHeaders(60_000, true));
    expect(secure.statusCode).toBe(200);
  });

  it("is fresh on every page load, so a page never holds a token near its expiry", async () => {
    const t = await start();
    for (const cookie of [csrfHeaders().cookie!, `${csrfNames.cookie}=abc.def.ghi`, ""]) {
      const response = await t.app.inject({ method: "GET", url: "/", headers: { cookie } });
      const [fresh] = cookieOf(response);
      const token = fresh!.split(";")[0]!.split("=")[1]!;
      expect(token).not.toBe(cookie.split("=")[1]);
      expect(Date.now() - tokens.verify(token)!).toBeLessThan(5_000);
    }
  });

  it("is kept when the browser fetches a page ahead (a hover on a link), unless it is missing, invalid or old", async () => {
    const t = await start();
    const prefetch = (cookie: string) =>
      t.app.inject({ method: "GET", url: "/", headers: { cookie, "sec-purpose": "prefetch" } });
    // A hover must not restart the spam timer of the enquiry being typed on this page.
    expect(cookieOf(await prefetch(csrfHeaders().cookie!))).toEqual([]);
    for (const cookie of [
      csrfHeaders(tokenMaxAgeMs * 0.6).cookie!,
      `${csrfNames.cookie}=abc.def.ghi`,
      "",
    ]) {
      expect(cookieOf(await prefetch(cookie)), cookie).toHaveLength(1);
    }
  });

  it("is not set on API answers, except by GET /api/csrf", async () => {
    const t = await start();
    expect(cookieOf(await t.app.inject({ method: "GET", url: "/api/health" }))).toEqual([]);
    const response = await t.app.inject({ method: "GET", url: "/api/csrf" });
    expect(response.statusCode).toBe(204);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(cookieOf(response)[0]).toMatch(/^XSRF-TOKEN=/);
  });

  it("issued by the server is accepted back by it", async () => {
    const t = await start();
    const [cookie] = cookieOf(await t.app.inject({ method: "GET", url: "/" }));
    const token = cookie!.split(";")[0]!.split("=")[1]!;
    const response = await t.post(validEnquiry(), {
      cookie: `${csrfNames.cookie}=${token}`,
      [csrfNames.header]: token,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("an expired token", () => {
  it(`is refused after ${tokenMaxAgeMs / 3_600_000} h with a 403 that says to reload the page`, async () => {
    const t = await start();
    for (const age of [tokenMaxAgeMs + 60_000, Date.now()]) {
      const response = await t.post(validEnquiry(), csrfHeaders(age));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: "The page's security token has expired: reload the page and send again.",
        code: csrfNames.expiredCode,
      });
    }
    expect(await t.app.enquiryStore.list()).toEqual([]);
    const lastMinute = await t.post(validEnquiry(), csrfHeaders(tokenMaxAgeMs - 60_000));
    expect(lastMinute.statusCode).toBe(200);
  });

  it("is not the same as one from the future, which is invalid", async () => {
    const t = await start();
    const response = await t.post(validEnquiry(), csrfHeaders(-60 * 60_000));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Invalid CSRF token." });
  });
});

describe("the check on unsafe routes", () => {
  const path = enquiryEndpoint;
  const variants = [
    path,
    path.replace("/api/", "/%61pi/"),
    path.replace("/api/", "/%61%70%69/"),
    path.replace("message", "%6Dessage"),
    path.replace("/api/", "/api%2F"),
    `/${path}`,
    path.replace("/api/", "/api//"),
    `${path}/`,
    `${path}//`,
    `${path}?x=1`,
    `${path};x=1`,
    `${path}#x`,
    path.toUpperCase(),
    path.replace("/api/", "/API/"),
    path.replace("message", "Message"),
    `/.${path}`,
    path.replace("/api/", "/api/./"),
    path.replace("/api/", "/api/x/../"),
    `http://127.0.0.1${path}`,
    `http://evil.example${path}`,
    `HTTP://127.0.0.1${path.replace("/api/", "/%61pi/")}`,
  ];
  const refusals: [string, () => Record<string, string>][] = [
    ["no token, a cross-site Origin", () => ({ origin: "https://evil.example" })],
    ["no token, no Origin", () => ({})],
    ["an expired token", () => csrfHeaders(tokenMaxAgeMs + 60_000)],
    [
      "a token signed with another key",
      () => {
        const alien = createCsrfTokens(`${testCsrfSecret}-other`).issue(Date.now() - 60_000);
        return { cookie: `${csrfNames.cookie}=${alien}`, [csrfNames.header]: alien };
      },
    ],
  ];

  it("never lets an enquiry through without a valid token, at any spelling of its path", async () => {
    const t = await start();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(address).port);
    const through: string[] = [];
    const body = JSON.stringify(validEnquiry());
    for (const target of variants) {
      for (const [name, headers] of refusals) {
        const answer = await rawRequest(
          port,
          requestText(
            `POST ${target} HTTP/1.1`,
            { "content-type": "application/json", ...headers() },
            body,
          ),
        );
        if (!(answer.status >= 400 && answer.status < 500)) {
          through.push(`${target} with ${name}: ${answer.status}`);
        }
      }
    }
    expect(through).toEqual([]);
    expect(await t.app.enquiryStore.list()).toEqual([]);

    const ok = await rawRequest(
      port,
      requestText(
        `POST ${path} HTTP/1.1`,
        { "content-type": "application/json", ...csrfHeaders() },
        body,
      ),
    );
    expect(ok.status).toBe(200);
  });

  it("is attached to every route with an unsafe method, not to a URL prefix", async () => {
    const dir = await tempDir("csrf-routes");
    const app = await buildApp(
      loadConfig({
        STATIC_DIR: await tinySite(dir),
        DATA_DIR: join(dir, "data"),
        CSRF_SECRET: testCsrfSecret,
        LOG_LEVEL: "silent",
      }),
      { logger: false },
    );
    let reached = 0;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      app.route({ method, url: "/elsewhere/probe", handler: async () => ({ reached: ++reached }) });
    }
    try {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
        for (const url of ["/elsewhere/probe", "/%65lsewhere/probe"]) {
          const refused = await app.inject({ method, url });
          expect(refused.statusCode, `${method} ${url}`).toBe(403);
          const allowed = await app.inject({ method, url, headers: csrfHeaders() });
          expect(allowed.statusCode, `${method} ${url}`).toBe(200);
        }
      }
      expect(reached).toBe(8);
    } finally {
      await app.close();
    }
  });
});

describe("the signature", () => {
  const tokens = createCsrfTokens("0123456789abcdef0123456789abcdef");

  it("carries the issue time", () => {
    expect(tokens.verify(tokens.issue(1_700_000_000_000))).toBe(1_700_000_000_000);
  });

  it("breaks when any part is changed", () => {
    const [random, issued, signature] = tokens.issue().split(".") as [string, string, string];
    expect(tokens.verify(`${random}x.${issued}.${signature}`)).toBeUndefined();
    expect(
      tokens.verify(`${random}.${(Number.parseInt(issued, 36) - 9999).toString(36)}.${signature}`),
    ).toBeUndefined();
    expect(tokens.verify(`${random}.${issued}.${signature.slice(1)}A`)).toBeUndefined();
    expect(tokens.verify(`${random}.${issued}`)).toBeUndefined();
    expect(
      createCsrfTokens("another secret, 32 characters long").verify(
        `${random}.${issued}.${signature}`,
      ),
    ).toBeUndefined();
  });
});

describe("without CSRF_SECRET", () => {
  it("generates a secret once, keeps it in DATA_DIR, and a restart accepts earlier tokens", async () => {
    const dir = await tempDir("csrf-secret");
    const env = {
      STATIC_DIR: await tinySite(dir),
      DATA_DIR: join(dir, "data"),
      LOG_LEVEL: "silent",
    };
    const first = await buildApp(loadConfig(env), { logger: false });
    const [cookie] = cookieOf(await first.inject({ method: "GET", url: "/" }));
    await first.close();
    const secret = await readFile(join(dir, "data", secretFileName), "utf8");
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    const second = await buildApp(loadConfig(env), { logger: false });
    const token = cookie!.split(";")[0]!.split("=")[1]!;
    const response = await second.inject({
      method: "POST",
      url: "/api/redefine-website/message",
      headers: {
        "content-type": "application/json",
        cookie: `XSRF-TOKEN=${token}`,
        "x-xsrf-token": token,
      },
      payload: JSON.stringify(validEnquiry()),
    });
    expect(response.statusCode).toBe(200);
    await second.close();
    expect(await readFile(join(dir, "data", secretFileName), "utf8")).toBe(secret);
  });
});
