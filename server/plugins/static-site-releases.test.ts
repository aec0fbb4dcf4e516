import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { addRelease, withReleasesServer } from "../../tests/support/fake-releases.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { switchTo } from "../releases/releases-dir.ts";

function release(heading: string, script: string) {
  const html = `<!DOCTYPE html><html lang="en"><head><title>${heading}</title></head><body><h1>${heading}</h1><script type="module" src="/assets/${script}"></script></body></html>`;
  return {
    "index.html": html,
    "index.html.br": brotliCompressSync(html),
    "about/index.html": html.replace(`<h1>${heading}`, `<h1>About ${heading}`),
    [`assets/${script}`]: `console.log(${JSON.stringify(heading)})`,
  };
}

const site = withReleasesServer(async (dir) => {
  await addRelease(dir, "20260101-000000", release("First", "app-1.js"));
  await switchTo(dir, "20260101-000000");
});

const get = (url: string, headers: Record<string, string> = {}) =>
  site.inject({ method: "GET", url, headers });
const heading = async (url = "/") => /<h1>([^<]*)<\/h1>/.exec((await get(url)).body)?.[1];

describe("serving the live release", () => {
  it("serves its pages with their policy and cache headers, compressed when asked", async () => {
    const home = await get("/", { "accept-encoding": "br" });
    expect(home.statusCode).toBe(200);
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(await heading("/about/")).toBe("About First");
    const script = await get("/assets/app-1.js");
    expect(script.headers["cache-control"]).toContain("immutable");
  });

  it("switches to a newly published release from the next request, without a restart", async () => {
    await site.addRelease("20260102-000000", release("Second", "app-2.js"));
    expect(await heading()).toBe("First");
    await site.switchTo("20260102-000000");
    expect(await heading()).toBe("Second");
    expect(await heading("/about")).toBe("About Second");
    // A page of the previous release, open in a browser, still gets its scripts.
    expect((await get("/assets/app-1.js")).statusCode).toBe(200);
    expect((await get("/assets/app-2.js")).statusCode).toBe(200);
  });

  it("goes back to an earlier release on a rollback", async () => {
    await site.switchTo("20260101-000000");
    expect(await heading()).toBe("First");
  });

  it("answers unknown, hidden and escaping paths as before", async () => {
    const unknown = await get("/no-such-page");
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe("/");
    for (const url of [
      "/assets/none.js",
      "/api/nothing",
      "/.git/config",
      "/assets/..%2f..%2f..%2fcurrent",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get("/../releases/20260101-000000/client/index.html")).body).not.toContain(
      "First",
    );
  });
});

describe("without a release or a build", () => {
  it("refuses to start, saying what to do", async () => {
    const empty = await mkdtemp(join(tmpdir(), "releases-empty-"));
    await expect(
      buildApp(
        loadConfig({
          RELEASES_DIR: empty,
          STATIC_DIR: join(empty, "no-build"),
          DATA_DIR: join(empty, "data"),
          LOG_LEVEL: "silent",
        }),
      ),
    ).rejects.toThrow(/No built site in .*: run "npm run build" first/);
    await rm(empty, { recursive: true, force: true });
  });
});

describe("a public server on a DATA_DIR the back office has not published to yet", () => {
  it("serves its own build, then the first release as soon as it is live", async () => {
    const data = await mkdtemp(join(tmpdir(), "first-release-"));
    const own = join(data, "own-build");
    await mkdir(own, { recursive: true });
    await writeFile(join(own, "index.html"), "<!DOCTYPE html><title>Own</title><h1>Own build</h1>");
    // RELEASES_DIR unset: the releases live in DATA_DIR, where the back office puts them too.
    const server = await buildApp(
      loadConfig({ DATA_DIR: data, STATIC_DIR: own, LOG_LEVEL: "silent" }),
    );
    const shown = async () =>
      /<h1>([^<]*)<\/h1>/.exec((await server.inject({ method: "GET", url: "/" })).body)?.[1];
    try {
      expect(await shown()).toBe("Own build");
      const releasesDir = join(data, "releases");
      await addRelease(releasesDir, "20260103-000000", release("Published", "app-3.js"));
      await switchTo(releasesDir, "20260103-000000");
      expect(await shown()).toBe("Published");
    } finally {
      await server.close();
      await rm(data, { recursive: true, force: true });
    }
  });
});
