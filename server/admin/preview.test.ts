import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inlineScriptHashes } from "../plugins/security-headers.ts";
import { previewer } from "./preview.ts";
import {
  type BackOffice,
  makeWorkspace,
  startBackOffice,
  testOrigin,
} from "./testing/back-office.ts";
import { openWorkspace } from "./workspace.ts";

const build = `
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
const slide = readFileSync("content/banner-slides/first.yaml", "utf8");
if (!/^order: \\d+$/m.test(slide)) {
  console.log("content/banner-slides/first.yaml: order: must be a number");
  process.exit(1);
}
const heading = /^heading: (.*)$/m.exec(slide)?.[1] ?? "Welcome";
// A page that throws while pre-rendered, as React Router prints it (app/cms/problems.server.ts).
if (heading === "Throws") {
  console.error('Error: content/banner-slides/first.yaml: picture.src: "/images/banner/first.pdf" is not a picture under /images/banner/');
  console.error("    at toImage (app/cms/reader.server.ts:85:10)");
  console.error("Error: Prerender (html): Received a 500 status code from entry.server.tsx while prerendering the / path.");
  process.exit(1);
}
const out = process.env.BUILD_DIR + "/client";
const page = (path, lang) =>
  '<!DOCTYPE html><html lang="' + lang + '"><head><meta charSet="utf-8"/><title>' + path +
  '</title><link rel="stylesheet" href="/assets/site-abc.css"/></head><body><main><h1>' + heading +
  '</h1><a href="/about">About</a> <a href="/ar/about#team">Arabic</a> <a href="/blog/feed.xml">Feed</a>' +
  ' <a href="https://example.com/">Elsewhere</a></main>' +
  '<script>document.documentElement.dataset.ready = "yes";</script></body></html>';
for (const [path, lang] of [["", "en"], ["about", "en"], ["ar/about", "ar"]]) {
  mkdirSync(out + "/" + path, { recursive: true });
  writeFileSync(out + "/" + path + "/index.html", page("/" + path, lang));
}
mkdirSync(out + "/assets", { recursive: true });
writeFileSync(out + "/assets/site-abc.css", "h1 { color: navy }");
`;

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
    { timeout: 60_000, interval: 200 },
  );
}

beforeAll(async () => {
  office = await startBackOffice();
  workspace = office.config.ADMIN_WORKSPACE;
  await writeFile(join(workspace, "build.mjs"), build);
  await writeFile(
    join(workspace, "package.json"),
    JSON.stringify({ name: "site", private: true, scripts: { build: "node build.mjs" } }),
  );
  await writeFile(
    join(workspace, "content/banner-slides/first.yaml"),
    "heading: Welcome\norder: 10\n",
  );
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "A site to build");
  editor = await office.signedIn("editor");
}, 60_000);
afterAll(() => office.close());

describe("the preview", { timeout: 120_000 }, () => {
  it("is behind the session: signed out, the sign-in page or 401, and nothing is built", async () => {
    for (const url of ["/preview", "/preview/", "/preview/about", "/preview/ar/about"]) {
      const response = await get(url, "");
      expect(response.statusCode, url).toBe(401);
      expect(response.body, url).toContain('aria-labelledby="sign-in"');
    }
    expect((await get("/api/preview", "")).statusCode).toBe(401);
    expect((await get("/assets/site-abc.css", "")).statusCode).toBe(401);
    expect((await readdir(workspace)).filter((name) => name.startsWith("build-"))).toEqual([]);
  });

  it("builds on the first request, saying so, then serves the build with the bar and noindex", async () => {
    const first = await get("/preview/");
    expect(first.statusCode).toBe(503);
    expect(first.headers["x-robots-tag"]).toBe("noindex");
    expect(first.body).toMatch(/<p role="status"[^>]*>The preview is being built/);
    await built();

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
    const style = await get("/assets/site-abc.css");
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

  it("is built again after a save, showing the last preview as being updated meanwhile", async () => {
    await saveSlide("heading: Plans into results\norder: 10\n");
    const during = await get("/preview/");
    expect(during.statusCode).toBe(200);
    expect(during.body).toContain("<h1>Welcome</h1>");
    expect(during.body).toMatch(/<span role="status"[^>]*>Being updated with the latest saves/);
    // A page the save may have added (a new post): the "being built" page, which shows it once
    // the build is ready, not the home page of the last build.
    const added = await get("/preview/blog/a-new-post");
    expect(added.statusCode).toBe(503);
    expect(added.body).toMatch(/<p role="status"[^>]*>The preview is being built/);
    await built();
    expect((await get("/preview/blog/a-new-post")).headers.location).toBe("/preview/");
    const after = await get("/preview/");
    expect(after.body).toContain("<h1>Plans into results</h1>");
    expect(after.body).not.toContain("Being updated");
    const builds = (await readdir(workspace)).filter((name) => name.startsWith("build-preview-"));
    expect(builds.length).toBeLessThanOrEqual(2);
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
    await saveSlide("heading: Throws\norder: 10\n");
    await built();
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

describe("preview builds and publishes", { timeout: 120_000 }, () => {
  it("runs one build at a time, and a publish stops the one under way; the preview builds after", async () => {
    const dir = await mkdtemp(join(tmpdir(), "preview-builds-"));
    try {
      const site = await makeWorkspace(dir);
      await writeFile(
        join(site, "build.mjs"),
        `import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
appendFileSync("started.log", "build\\n");
mkdirSync(process.env.BUILD_DIR + "/client", { recursive: true });
while (existsSync("hold")) await new Promise((resolve) => setTimeout(resolve, 50));
mkdirSync(process.env.BUILD_DIR + "/client", { recursive: true });
writeFileSync(process.env.BUILD_DIR + "/client/index.html", "<!DOCTYPE html><html><head></head><body>Home</body></html>");
`,
      );
      await writeFile(
        join(site, "package.json"),
        JSON.stringify({ name: "site", private: true, scripts: { build: "node build.mjs" } }),
      );
      await writeFile(join(site, "hold"), "");
      const workspace = await openWorkspace(site);
      const preview = previewer({ ADMIN_URL: testOrigin }, workspace, { debounceMs: 10 });
      const started = async () =>
        (await readFile(join(site, "started.log"), "utf8").catch(() => "")).split("\n").length - 1;

      expect((await preview.state()).kind).toBe("building");
      for (let save = 0; save < 5; save++) preview.changed();
      await vi.waitFor(async () => expect(await started()).toBe(1));
      expect((await preview.state()).kind).toBe("building");
      expect(await started()).toBe(1);

      let publishedWhileBuilding: boolean | undefined;
      await preview.aside(async () => {
        publishedWhileBuilding = (await readdir(site)).some((name) =>
          name.startsWith("build-preview-"),
        );
        await rm(join(site, "hold"));
      });
      expect(publishedWhileBuilding).toBe(false);
      await preview.settled();
      const state = await preview.state();
      expect(state.kind).toBe("ready");
      expect(await started()).toBe(2);
      await preview.close();
    } finally {
      // A stopped build's last writes may still be landing: retry rather than fail the test.
      await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    }
  });
});
