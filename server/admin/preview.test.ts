import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type BackOffice,
  makeWorkspace,
  startBackOffice,
  testOrigin,
} from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";
import { inlineScriptHashes } from "../plugins/security-headers.ts";
import { previewer } from "./preview.ts";
import { openWorkspace } from "./workspace.ts";

// Built with the fake build (tests/support/fake-build.ts): its home page's heading is the first
// banner slide's, it refuses a slide whose order is not a number, and it can be told to fail.
const build = fakeBuild();
const previewBuilds = () => build.requests.filter((request) => request.signal !== undefined);

let office: BackOffice;
let workspace: string;
let editor: string;

const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace, ...args], { encoding: "utf8" }).trim();

const get = (url: string, cookie = editor) =>
  office.inject({ method: "GET", url, headers: { cookie } });

async function saveSlide(text: string) {
  const response = await office.inject({
    method: "POST",
    url: "/api/keystatic/update",
    headers: {
      cookie: editor,
      origin: testOrigin,
      "no-cors": "1",
      "content-type": "application/json",
    },
    payload: {
      additions: [
        {
          path: "content/banner-slides/first.yaml",
          contents: Buffer.from(text).toString("base64url"),
        },
      ],
      deletions: [],
    },
  });
  expect(response.statusCode).toBe(200);
}

async function built() {
  await vi.waitFor(
    async () => {
      const state = (await get("/api/preview")).json() as { kind: string; updating: boolean };
      expect(state.kind).not.toBe("building");
      expect(state.updating).toBe(false);
    },
    { timeout: 30_000, interval: 50 },
  );
}

beforeAll(async () => {
  office = await startBackOffice({ SITE_URL: "https://www.consulting.test" }, { build });
  workspace = office.config.ADMIN_WORKSPACE;
  await writeFile(
    join(workspace, "content/banner-slides/first.yaml"),
    "heading: Welcome\norder: 10\n",
  );
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "A site to build");
  editor = await office.signedIn("editor");
}, 60_000);
afterAll(() => office.close());

describe("the preview", { timeout: 60_000 }, () => {
  it("is behind the session: signed out, the sign-in page or 401, and nothing is built", async () => {
    for (const url of ["/preview", "/preview/", "/preview/about", "/preview/ar/about"]) {
      const response = await get(url, "");
      expect(response.statusCode, url).toBe(401);
      expect(response.body, url).toContain('aria-labelledby="sign-in"');
    }
    expect((await get("/api/preview", "")).statusCode).toBe(401);
    expect((await get("/assets/site.css", "")).statusCode).toBe(401);
    expect(build.requests).toEqual([]);
    expect((await readdir(workspace)).filter((name) => name.startsWith("build-"))).toEqual([]);
  });

  it("builds on the first request, saying so, then serves the build with the bar and noindex", async () => {
    const first = await get("/preview/");
    expect(first.statusCode).toBe(503);
    expect(first.headers["x-robots-tag"]).toBe("noindex");
    expect(first.body).toMatch(/<p role="status"[^>]*>The preview is being built/);
    await built();
    expect(previewBuilds()).toHaveLength(1);
    // As the release will be, with scheduled entries shown as if their time had come.
    expect(previewBuilds()[0]).toMatchObject({
      dir: workspace,
      siteUrl: "https://www.consulting.test",
    });
    expect(previewBuilds()[0]!.at.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600_000);

    const home = await get("/preview/");
    expect(home.statusCode).toBe(200);
    expect(home.headers["x-robots-tag"]).toBe("noindex");
    expect(home.body).toContain('<meta name="robots" content="noindex"/>');
    expect(home.body).toContain("<h1>Welcome</h1>");
    expect(home.body).toMatch(
      /<section id="back-office-preview-bar" aria-label="Preview"[^>]*>\s*<p><strong>Preview: not live<\/strong>/,
    );
    expect(home.body).toContain('<a href="/preview/about">About</a>');
    expect(home.body).toContain('<a href="/preview/ar/about#team">Arabic</a>');
    expect(home.body).toContain('<a href="/blog/feed.xml">Feed</a>');
    expect(home.body).toContain('<a href="https://example.com/">Elsewhere</a>');
    const policy = String(home.headers["content-security-policy"]);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(scriptSources).not.toContain("unsafe-inline");
    for (const hash of inlineScriptHashes(home.body)) expect(scriptSources).toContain(hash);

    const arabic = await get("/preview/ar/about");
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar">');
    expect(arabic.body).toContain("Preview: not live");
  });

  it("serves the build's files at their own paths, and the back office's own files still", async () => {
    const style = await get("/assets/site.css");
    expect(style.statusCode).toBe(200);
    expect(style.body).toBe("h1 { color: navy }");
    expect(style.headers["x-robots-tag"]).toBe("noindex");
    expect((await get("/assets/back-office.css")).body).toContain("font-family");
    const about = await get("/about");
    expect(about.statusCode).toBe(302);
    expect(about.headers.location).toBe("/preview/about");
    expect((await get("/preview/no-such-page")).headers.location).toBe("/preview/");
    expect((await get("/no-such-page")).statusCode).toBe(404);
  });

  it("is built again when opened after a save, showing the last preview as being updated meanwhile", async () => {
    const before = previewBuilds().length;
    await saveSlide("heading: Plans into results\norder: 10\n");
    // Nobody has opened it since: the save built nothing.
    expect(previewBuilds()).toHaveLength(before);
    const release = build.hold();
    try {
      const during = await get("/preview/");
      await vi.waitFor(() => expect(previewBuilds()).toHaveLength(before + 1), {
        timeout: 30_000,
        interval: 20,
      });
      expect(during.statusCode).toBe(200);
      expect(during.body).toContain("<h1>Welcome</h1>");
      expect(during.body).toMatch(/<span role="status"[^>]*>Being updated with the latest saves/);
      // A page the save may have added (a new post): the "being built" page, which shows it once
      // the build is ready, not the home page of the last build.
      const added = await get("/preview/blog/a-new-post");
      expect(added.statusCode).toBe(503);
      expect(added.body).toMatch(/<p role="status"[^>]*>The preview is being built/);
    } finally {
      release();
    }
    await built();
    expect(previewBuilds()).toHaveLength(before + 1);
    expect((await get("/preview/blog/a-new-post")).headers.location).toBe("/preview/");
    const after = await get("/preview/");
    expect(after.body).toContain("<h1>Plans into results</h1>");
    expect(after.body).not.toContain("Being updated");
    const builds = (await readdir(workspace)).filter((name) => name.startsWith("build-preview-"));
    expect(builds.length).toBeLessThanOrEqual(2);
  });

  it("is not built by a publish when nobody asked for it", async () => {
    const before = previewBuilds().length;
    await saveSlide("heading: Published unseen\norder: 10\n");
    const publisher = await office.signedIn("publisher");
    expect((await office.publish(publisher)).statusCode).toBe(303);
    // A second publish (of another commit: release ids are stamped to the second) waits for any
    // preview build under way: none was started.
    await saveSlide("heading: Published unseen\norder: 12\n");
    expect((await office.publish(publisher)).statusCode).toBe(303);
    expect(previewBuilds()).toHaveLength(before);
    expect(build.requests.filter((request) => request.signal === undefined)).toHaveLength(2);
    await built();
    expect((await get("/preview/")).body).toContain("<h1>Published unseen</h1>");
  });

  it("shows why a build failed, each problem linked to its entry in the editor", async () => {
    // Saves refuse such an entry (app/cms/save/checks.ts): a commit made outside the editor.
    await writeFile(
      join(workspace, "content/banner-slides/first.yaml"),
      "heading: Broken\norder: soon\n",
    );
    git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qam", "Broken");
    await built();
    const failed = await get("/preview/about");
    expect(failed.statusCode).toBe(409);
    expect(failed.headers["x-robots-tag"]).toBe("noindex");
    expect(failed.body).toMatch(/<div role="alert"><p>The preview could not be built/);
    expect(failed.body).toContain(
      '<li><a href="/keystatic/collection/bannerSlides/item/first">content/banner-slides/first.yaml: order: must be a number</a></li>',
    );

    await saveSlide("heading: Fixed\norder: 10\n");
    await built();
    expect((await get("/preview/about")).body).toContain("<h1>Fixed</h1>");
  });

  it("names the file, field and reason of a page that failed while pre-rendered", async () => {
    // As React Router prints a page that throws while pre-rendered (app/cms/problems.server.ts).
    build.failWith(
      [
        'Error: content/banner-slides/first.yaml: picture.src: "/images/banner/first.pdf" is not a picture under /images/banner/',
        "    at toImage (app/cms/reader.server.ts:85:10)",
        "Error: Prerender (html): Received a 500 status code from entry.server.tsx while prerendering the / path.",
      ].join("\n"),
    );
    try {
      await saveSlide("heading: Throws\norder: 10\n");
      await built();
    } finally {
      build.failWith(undefined);
    }
    const failed = await get("/preview/about");
    expect(failed.statusCode).toBe(409);
    expect(failed.body).toContain(
      '<li><a href="/keystatic/collection/bannerSlides/item/first">content/banner-slides/first.yaml: picture.src: &quot;/images/banner/first.pdf&quot; is not a picture under /images/banner/</a></li>',
    );
    expect(failed.body).not.toContain("Prerender");

    await saveSlide("heading: Fixed again\norder: 10\n");
    await built();
    expect((await get("/preview/about")).body).toContain("<h1>Fixed again</h1>");
  });
});

describe("preview builds and publishes", { timeout: 60_000 }, () => {
  it("does not show a failure of a build a save overtook: it builds the save instead", async () => {
    const dir = await mkdtemp(join(tmpdir(), "preview-overtaken-"));
    try {
      const site = await makeWorkspace(dir);
      const workspace = await openWorkspace(site);
      const builds = fakeBuild();
      let first = true;
      const overtaken = {
        check: builds.check,
        async build(request: Parameters<typeof builds.build>[0]) {
          if (!first) return builds.build(request);
          first = false;
          // A post deleted while the build read the content: it fails on a file, not on content.
          await writeFile(join(site, "content/banner-slides/first.yaml"), "order: 20\n");
          execFileSync("git", ["-C", site, "commit", "-qam", "A save meanwhile"]);
          return {
            ok: false,
            output: "Error: ENOENT: no such file or directory, open 'content/posts/gone.mdoc'",
          };
        },
      };
      const said: string[] = [];
      const log = {
        info: (_details: unknown, message: string) => said.push(`info: ${message}`),
        warn: (_details: unknown, message: string) => said.push(`warn: ${message}`),
      } as unknown as FastifyBaseLogger;
      const preview = previewer({ ADMIN_URL: testOrigin }, workspace, { build: overtaken, log });
      await preview.settled();
      const state = await preview.state();
      expect(state.kind).toBe("ready");
      // Nothing failed that anyone should read about: the build was of a version already gone.
      expect(said).toEqual([
        "info: preview build overtaken by a save; building again",
        "info: preview built",
      ]);
      await preview.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("runs one build at a time, and a publish stops the one under way; the preview builds after", async () => {
    const dir = await mkdtemp(join(tmpdir(), "preview-builds-"));
    const builds = fakeBuild();
    const release = builds.hold();
    try {
      const site = await makeWorkspace(dir);
      const workspace = await openWorkspace(site);
      const preview = previewer({ ADMIN_URL: testOrigin }, workspace, { build: builds });

      for (let look = 0; look < 5; look++) expect((await preview.state()).kind).toBe("building");
      await vi.waitFor(() => expect(builds.requests).toHaveLength(1), { timeout: 30_000 });
      expect((await preview.state()).kind).toBe("building");
      expect(builds.requests).toHaveLength(1);

      let publishedWhileBuilding: boolean | undefined;
      await preview.aside(async () => {
        expect(builds.requests[0]?.signal?.aborted).toBe(true);
        publishedWhileBuilding = (await readdir(site)).some((name) =>
          name.startsWith("build-preview-"),
        );
        release();
      });
      expect(publishedWhileBuilding).toBe(false);
      await preview.settled();
      const state = await preview.state();
      expect(state.kind).toBe("ready");
      expect(builds.requests).toHaveLength(2);
      await preview.close();
    } finally {
      release();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
