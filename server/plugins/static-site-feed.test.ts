import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogFeed } from "../../common/paths.ts";
import { makeFakeSite } from "../../tests/support/fake-site.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";

const atom = '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"/>';
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const staticDir = await makeFakeSite();
  const file = join(staticDir, blogFeed);
  await mkdir(join(file, ".."), { recursive: true });
  await writeFile(file, atom);
  await writeFile(`${file}.br`, brotliCompressSync(atom));
  await writeFile(`${file}.gz`, gzipSync(atom));
  await writeFile(join(staticDir, "sitemap.xml"), "<urlset/>");
  app = await buildApp(
    loadConfig({ STATIC_DIR: staticDir, DATA_DIR: `${staticDir}/data`, LOG_LEVEL: "silent" }),
  );
});
afterAll(() => app.close());

describe("the blog's feed", () => {
  for (const encoding of ["identity", "br", "gzip"]) {
    it(`is served as Atom (${encoding})`, async () => {
      const response = await app.inject({
        url: blogFeed,
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
      expect(response.headers["content-encoding"]).toBe(
        encoding === "identity" ? undefined : encoding,
      );
    });
  }

  it("leaves other XML files as they are", async () => {
    const response = await app.inject({ url: "/sitemap.xml" });
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
  });
});
