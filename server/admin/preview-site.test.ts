// The rewriting leans on how the build writes its links and files, so a change there fails here.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { findPages } from "../plugins/static-site.ts";
import { forPreview } from "./preview.ts";

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(join(clientDir, "index.html"))) {
  throw new Error(`No build in ${clientDir}: run npm run build first (this test reads its pages).`);
}

describe("a page of the site's build under /preview", () => {
  it("keeps links to pages inside the preview, and marks every page noindex", async () => {
    const pages = await findPages(clientDir);
    for (const url of ["/", "/about", "/ar/about"]) {
      const html = await readFile(join(clientDir, pages.get(url)!), "utf8");
      const preview = forPreview(html, pages);
      expect(preview, url).toContain('<meta name="robots" content="noindex"/>');
      const links = [...preview.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)].map((m) => m[1]!);
      expect(links.length, url).toBeGreaterThan(0);
      for (const link of links) {
        const path = link.split(/[?#]/)[0]!.replace(/(.)\/$/, "$1");
        if (pages.has(path)) throw new Error(`${url}: a link to ${link} leaves the preview`);
      }
      expect(links.filter((link) => link.startsWith("/preview/")).length, url).toBeGreaterThan(0);
      expect(preview, url).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    }
  });
});
