import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyDocuments } from "./copy-documents.ts";

const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

let root: string;
let client: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "copy-documents-"));
  client = join(root, "build/client");
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function put(file: string, contents: string | Buffer) {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), contents);
}

describe("the build's copy of the documents", () => {
  it("copies each PDF to /documents/, and nothing that is not one", async () => {
    await put("content/documents/services/esg/document/file.pdf", pdf);
    await put("content/documents/posts/a-post/document/file.pdf", "<script>alert(1)</script>");
    await put("content/documents/posts/a-post/document/page.html", "<script>alert(1)</script>");
    expect(await copyDocuments(root, client)).toBe(1);
    const copied = await readdir(join(client, "documents"), { recursive: true });
    expect(copied.filter((name) => name.includes("."))).toEqual(["services/esg/document/file.pdf"]);
    expect(
      (await readFile(join(client, "documents/services/esg/document/file.pdf"))).equals(pdf),
    ).toBe(true);
  });

  it("stops the build at a link rather than publish what it points to", async () => {
    await put("outside/secret.pdf", pdf);
    await mkdir(join(root, "content/documents/posts/a-post/document"), { recursive: true });
    await symlink(
      join(root, "outside/secret.pdf"),
      join(root, "content/documents/posts/a-post/document/file.pdf"),
    );
    await expect(copyDocuments(root, client)).rejects.toThrow(
      "content/documents/posts/a-post/document/file.pdf is a symbolic link",
    );
  });

  it("has nothing to do for a site without documents", async () => {
    expect(await copyDocuments(root, client)).toBe(0);
  });
});
