// The live preview: one page drawn on demand from the workspace with the editor's unsaved files,
// by the site's own server build (build/, as `npm test` makes it before these tests), in both
// languages; for those who may save only; nothing written to the workspace.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BackOffice,
  makeWorkspace,
  startBackOffice,
  testOrigin,
} from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";
import { checkedDraft, framedPage } from "./live-preview/live-preview.ts";

const office = "content/offices/dhaka.yaml";
const repository = join(import.meta.dirname, "../..");
const serverBuild = join(repository, process.env.BUILD_DIR ?? "build", "server/index.js");

let back: BackOffice;
let workspace: string;
let editor: string;
let saved: string;

const ask = (body: object, cookie = editor, headers: Record<string, string> = {}) =>
  back.inject({
    method: "POST",
    url: "/api/live-preview",
    headers: { cookie, origin: testOrigin, "no-cors": "1", ...headers },
    payload: body,
  });

beforeAll(async () => {
  if (!existsSync(serverBuild)) throw new Error(`no site build at ${serverBuild}: npm run build`);
  const dir = await mkdtemp(join(tmpdir(), "live-preview-"));
  // The whole of the site's content: a page draws on many entries.
  workspace = await makeWorkspace(dir);
  await rm(join(workspace, "content"), { recursive: true });
  await cp(join(repository, "content"), join(workspace, "content"), { recursive: true });
  const git = (...args: string[]) => execFileSync("git", ["-C", workspace, ...args]);
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "Site content");
  back = await startBackOffice(
    { ADMIN_WORKSPACE: workspace, RELEASES_DIR: join(dir, "releases") },
    { build: fakeBuild() },
  );
  editor = await back.signedIn("editor");
  saved = await readFile(join(workspace, office), "utf8");
}, 60_000);
afterAll(() => back?.close());

describe("the live preview", { timeout: 60_000 }, () => {
  it("draws the office's own page with the unsaved words, in English and in Arabic", async () => {
    const draft = saved
      .replace(/^ {2}en: Dhaka$/m, "  en: Chittagong")
      .replace(/^ {2}ar: "دكا"$/m, '  ar: "شيتاغونغ"');
    expect(draft).not.toBe(saved);
    const english = await ask({
      area: "offices",
      slug: "dhaka",
      language: "en",
      files: { [office]: draft },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers["x-live-preview-path"]).toBe("/offices/dhaka");
    expect(english.body).toMatch(/<h1[^>]*>Chittagong office<\/h1>/);
    // No script runs in the frame; its stylesheets come from the build under the preview's path.
    expect(english.body).not.toMatch(/<script/i);
    expect(english.body).toContain('href="/live-preview/files/assets/');
    const arabic = await ask({
      area: "offices",
      slug: "dhaka",
      language: "ar",
      files: { [office]: draft },
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers["x-live-preview-path"]).toBe("/ar/offices/dhaka");
    expect(arabic.body).toContain("شيتاغونغ");
    // Nothing is saved: the workspace's file and history are as they were.
    expect(await readFile(join(workspace, office), "utf8")).toBe(saved);
    expect(
      execFileSync("git", ["-C", workspace, "status", "--porcelain"], { encoding: "utf8" }),
    ).toBe("");
  });

  it("draws the saved page when nothing is changed, and a singleton's page", async () => {
    const plain = await ask({ area: "offices", slug: "dhaka", language: "en" });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toMatch(/<h1[^>]*>Dhaka office<\/h1>/);
    const about = await ask({ area: "aboutPage", language: "en" });
    expect(about.statusCode).toBe(200);
    expect(about.headers["x-live-preview-path"]).toBe("/about");
  });

  it("serves the stylesheets the page refers to, and nothing else of the build", async () => {
    const page = (await ask({ area: "offices", slug: "dhaka", language: "en" })).body;
    const sheet = /href="(\/live-preview\/files\/assets\/[^"]+\.css)"/.exec(page)?.[1];
    expect(sheet).toBeDefined();
    const css = await back.inject({ method: "GET", url: sheet ?? "", headers: { cookie: editor } });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toContain("text/css");
    for (const url of [
      "/live-preview/files/server/index.js",
      "/live-preview/files/assets/../../server/index.js",
      "/live-preview/files/index.html",
    ]) {
      const refused = await back.inject({ method: "GET", url, headers: { cookie: editor } });
      expect(refused.statusCode, url).toBe(404);
    }
  });

  it("refuses files outside content/, unknown entries, other roles and other sites", async () => {
    for (const files of [
      { "../secrets.yaml": "x: 1" },
      { "content/../server/app.ts": "x" },
      { "content/offices/dhaka.png": "x" },
      { "content/offices/.hidden.yaml": "x" },
    ]) {
      const refused = await ask({ area: "offices", slug: "dhaka", language: "en", files });
      expect(refused.statusCode, JSON.stringify(files)).toBe(400);
    }
    expect((await ask({ area: "nothing", slug: "dhaka", language: "en" })).statusCode).toBe(400);
    expect((await ask({ area: "offices", slug: "../x", language: "en" })).statusCode).toBe(400);
    expect((await ask({ area: "offices", slug: "dhaka", language: "fr" })).statusCode).toBe(400);
    const sales = await back.signedIn("sales");
    expect((await ask({ area: "offices", slug: "dhaka", language: "en" }, sales)).statusCode).toBe(
      403,
    );
    expect((await ask({ area: "offices", slug: "dhaka", language: "en" }, "")).statusCode).toBe(
      401,
    );
    const crossSite = await ask({ area: "offices", slug: "dhaka", language: "en" }, editor, {
      origin: "https://elsewhere.test",
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

it("refuses a burst beyond the few renders that may wait, and draws again after it", async () => {
  const burst = await Promise.all(
    Array.from({ length: 12 }, () => ask({ area: "offices", slug: "dhaka", language: "en" })),
  );
  const codes = burst.map((answer) => answer.statusCode);
  expect(codes.filter((code) => code === 429).length).toBeGreaterThan(0);
  expect(codes.filter((code) => code === 200).length).toBeGreaterThan(0);
  expect((await ask({ area: "offices", slug: "dhaka", language: "en" })).statusCode).toBe(200);
}, 60_000);

describe("the draft and the frame", () => {
  it("keeps a draft to text files under content/", () => {
    expect(checkedDraft({ "content/posts/a.mdoc": "x" })).toEqual({ "content/posts/a.mdoc": "x" });
    expect(checkedDraft(undefined)).toEqual({});
    expect(() => checkedDraft(["content/a.yaml"])).toThrow();
    expect(() => checkedDraft({ "content/a.yaml": 1 })).toThrow();
  });

  it("takes out scripts and points the page's files at the preview's path", () => {
    const page = framedPage(
      '<html><head><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/b.js"></head>' +
        '<body><img src="/images/x.webp" srcset="/images/x-1.webp 1x, /images/x-2.webp 2x"><script>alert(1)</script>' +
        '<a href="/about">About</a></body></html>',
    );
    expect(page).not.toContain("<script");
    expect(page).not.toContain("modulepreload");
    expect(page).toContain('href="/live-preview/files/assets/a.css"');
    expect(page).toContain(
      'srcset="/live-preview/files/images/x-1.webp 1x, /live-preview/files/images/x-2.webp 2x"',
    );
    expect(page).toContain('<a href="/about">');
    expect(page).toContain("#preloader{display:none}");
  });
});
