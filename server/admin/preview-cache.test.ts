import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";

// A stand-in for the site's build: one page and a file of each kind the real one writes.
const build = `
import { mkdirSync, writeFileSync } from "node:fs";
const out = process.env.BUILD_DIR + "/client";
for (const dir of ["", "blog", "images/posts", "assets"]) mkdirSync(out + "/" + dir, { recursive: true });
writeFileSync(out + "/index.html", "<!DOCTYPE html><html><head></head><body>Home</body></html>");
writeFileSync(out + "/search-index.json", '[{"title":"A draft"}]');
writeFileSync(out + "/blog/feed.xml", "<rss><channel><title>Drafts too</title></channel></rss>");
writeFileSync(out + "/images/posts/cover.png", Buffer.from("89504e470d0a1a0a", "hex"));
writeFileSync(out + "/assets/site-abc.css", "h1 { color: navy }");
`;

let office: BackOffice;
let editor: string;
const get = (url: string) => office.inject({ method: "GET", url, headers: { cookie: editor } });

beforeAll(async () => {
  office = await startBackOffice();
  const workspace = office.config.ADMIN_WORKSPACE;
  await writeFile(join(workspace, "build.mjs"), build);
  await writeFile(
    join(workspace, "package.json"),
    JSON.stringify({ name: "site", private: true, scripts: { build: "node build.mjs" } }),
  );
  const git = (...args: string[]) => execFileSync("git", ["-C", workspace, ...args]);
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "A site to build");
  editor = await office.signedIn("editor");
  await get("/preview/");
  await vi.waitFor(
    async () => {
      const state = (await get("/api/preview")).json() as { kind: string; updating: boolean };
      expect(state).toEqual({ kind: "ready", updating: false });
    },
    { timeout: 60_000, interval: 200 },
  );
}, 90_000);
afterAll(() => office.close());

describe("the preview's files", { timeout: 30_000 }, () => {
  it.each([
    "/preview/",
    "/search-index.json",
    "/blog/feed.xml",
    "/images/posts/cover.png",
    "/assets/site-abc.css",
    "/preview/search-index.json",
    "/preview/blog/feed.xml",
  ])("%s is sent with no-store, never kept by a browser or proxy", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
  });
});
