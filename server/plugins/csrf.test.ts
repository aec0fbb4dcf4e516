// The CSRF cookie: issued with pages, signed, persisted secret, the names and attributes of the
// contract (ui-contract "Contact form").
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { csrfNames } from "../../common/enquiry.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import {
  csrfHeaders,
  startTestApp,
  type TestApp,
  tempDir,
  tinySite,
  validEnquiry,
} from "../testing/test-app.ts";
import { createCsrfTokens, secretFileName } from "./csrf.ts";

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

  it("is kept when the visitor already has a valid one, replaced when it is forged", async () => {
    const t = await start();
    const valid = csrfHeaders().cookie!;
    expect(
      cookieOf(await t.app.inject({ method: "GET", url: "/", headers: { cookie: valid } })),
    ).toEqual([]);
    const forged = `${csrfNames.cookie}=abc.def.ghi`;
    expect(
      cookieOf(await t.app.inject({ method: "GET", url: "/", headers: { cookie: forged } })),
    ).toHaveLength(1);
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
