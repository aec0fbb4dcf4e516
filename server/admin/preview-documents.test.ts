// The back office's preview serves an entry's document as the public site does: a download only,
// never a file opened in the back office's own origin.
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";

const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const url = "/documents/posts/a-post/document/file.pdf";

let office: BackOffice;
let editor: string;
const get = (path: string) =>
  office.inject({ method: "GET", url: path, headers: { cookie: editor } });

beforeAll(async () => {
  office = await startBackOffice(
    { SITE_URL: "https://www.consulting.test" },
    { build: fakeBuild() },
  );
  const workspace = office.config.ADMIN_WORKSPACE;
  await mkdir(dirname(join(workspace, `content${url}`)), { recursive: true });
  await writeFile(join(workspace, `content${url}`), pdf);
  const git = (...args: string[]) => execFileSync("git", ["-C", workspace, ...args]);
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "A document");
  editor = await office.signedIn("editor");
}, 60_000);
afterAll(() => office.close());

describe("a document in the preview", { timeout: 60_000 }, () => {
  it("is served as a PDF to download, with the public site's headers", async () => {
    await get("/preview/");
    await vi.waitFor(
      async () => {
        const state = (await get("/api/preview")).json() as { kind: string; updating: boolean };
        expect(state.kind).toBe("ready");
        expect(state.updating).toBe(false);
      },
      { timeout: 30_000, interval: 50 },
    );
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="a-post.pdf"');
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });
});
