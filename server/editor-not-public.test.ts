// The production server must know nothing of the editor, so nobody can tell from outside that the
// site is edited with Keystatic.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeSite } from "../tests/support/fake-site.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

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

async function answer(method: "GET" | "POST", url: string) {
  const response = await app.inject({
    method,
    url,
    headers: { "no-cors": "1", "content-type": "application/json" },
    ...(method === "POST"
      ? {
          payload: JSON.stringify({
            additions: [{ path: "content/team/intruder.yaml", contents: "bmFtZTogeA" }],
            deletions: [],
          }),
        }
      : {}),
  });
  return {
    status: response.statusCode,
    location: response.headers.location,
    contentType: response.headers["content-type"],
    body: response.body,
  };
}

describe("the content editor is not part of the public site", () => {
  it("answers the editor's pages as it answers a page that does not exist", async () => {
    const unknown = await answer("GET", "/no-such-page");
    expect(unknown.status).toBe(302);
    for (const url of [
      "/keystatic",
      "/keystatic/",
      "/keystatic/branch/main",
      "/keystatic/collection/team",
      "/sign-in",
      "/set-password?token=abc",
      "/audit-log",
      "/changes",
      "/releases",
      "/enquiries",
      "/enquiries/1",
      "/preview",
      "/preview/",
      "/preview/about",
      "/preview/ar/blog/esg-in-supply-chains",
      "/keystatic/assets/index.js",
    ]) {
      expect(await answer("GET", url), url).toEqual(unknown);
    }
  });

  it("answers the editor's API as it answers an API path that does not exist", async () => {
    const unknownRead = await answer("GET", "/api/no-such-thing");
    expect(unknownRead.status).toBe(404);
    for (const url of [
      "/api/keystatic/tree",
      "/api/keystatic/blob/abc/content/site.yaml",
      "/api/preview",
      // The names the editor's entry pickers offer are the back office's and `npm run cms`'s.
      "/api/entry-names/team",
    ]) {
      expect(await answer("GET", url), url).toEqual(unknownRead);
    }
    const unknownWrite = await answer("POST", "/api/no-such-thing");
    expect(unknownWrite.status).toBeGreaterThanOrEqual(400);
    expect(await answer("POST", "/api/keystatic/update")).toEqual(unknownWrite);
    for (const url of ["/sign-in", "/sign-out", "/set-password"]) {
      expect((await answer("POST", url)).status, url).toBe(unknownWrite.status);
    }
  });
});
