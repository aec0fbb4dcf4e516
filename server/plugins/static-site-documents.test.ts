// The documents entries offer (PDFs under /documents/, common/documents.ts) are served as downloads
// only, and nothing in their folder that is not a PDF is served at all.
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeSite } from "../../tests/support/fake-site.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";

const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const page = "<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>";
const brochure = "/documents/services/esg-sustainability/document/file.pdf";

let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const staticDir = await makeFakeSite();
  const put = async (url: string, contents: string | Buffer) => {
    await mkdir(join(staticDir, url, ".."), { recursive: true });
    await writeFile(join(staticDir, url), contents);
  };
  await put(brochure, pdf);
  // What must never be served from there, however it got in.
  await put("/documents/posts/a-post/document/file.pdf", page);
  await put("/documents/posts/a-post/document/page.html", page);
  await put("/documents/posts/a-post/document/index.html", page);
  await put("/elsewhere/secret.pdf", pdf);
  await symlink(
    join(staticDir, "elsewhere/secret.pdf"),
    join(staticDir, "documents/posts/a-post/document/linked.pdf"),
  );
  app = await buildApp(
    loadConfig({ STATIC_DIR: staticDir, DATA_DIR: `${staticDir}/data`, LOG_LEVEL: "silent" }),
  );
});
afterAll(() => app.close());

describe("a document on the public site", () => {
  it("is served as a PDF to download, never sniffed", async () => {
    const response = await app.inject({ url: brochure });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="esg-sustainability.pdf"',
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it("keeps its headers however its address is spelt", async () => {
    const response = await app.inject({ url: brochure.replace("/documents/", "/%64ocuments/") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="esg-sustainability.pdf"',
    );
  });

  it("keeps its headers for a part of it and for a HEAD request", async () => {
    const part = await app.inject({ url: brochure, headers: { range: "bytes=0-4" } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("%PDF-");
    expect(part.headers["content-type"]).toBe("application/pdf");
    expect(part.headers["content-disposition"]).toMatch(/^attachment;/);
    const head = await app.inject({ method: "HEAD", url: brochure });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("application/pdf");
    expect(head.headers["content-disposition"]).toMatch(/^attachment;/);
  });

  it("is not served when it is not a PDF, whatever its name", async () => {
    for (const url of [
      "/documents/posts/a-post/document/file.pdf",
      "/documents/posts/a-post/document/page.html",
      "/documents/posts/a-post/document/index.html",
      "/documents/posts/a-post/document",
      "/documents/posts/a-post/document/linked.pdf",
      "/documents/posts/a-post/document/..%2f..%2f..%2f..%2felsewhere%2fsecret.pdf",
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).not.toMatch(/html/);
      expect(response.body, url).not.toContain("<script>");
    }
  });

  it("is a plain 404 when missing, not a page's redirect", async () => {
    const response = await app.inject({ url: "/documents/posts/gone/document/file.pdf" });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });
});
