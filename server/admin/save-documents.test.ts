// A document (a PDF to download) saved through the back office's editor is held to the back
// office's own limit, DOCUMENT_MAX_MB, and to being a PDF by its bytes.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";

const MB = 1024 * 1024;
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const pdfOf = (bytes: number) => Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length)]);
const path = "content/documents/services/first/document/file.pdf";

let office: BackOffice;
let cookie: string;
beforeAll(async () => {
  office = await startBackOffice({ DOCUMENT_MAX_MB: "1" });
  cookie = await office.signedIn("editor", "noor@example.test");
});
afterAll(() => office.close());

const git = (...args: string[]) =>
  execFileSync("git", ["-C", office.config.ADMIN_WORKSPACE, ...args], { encoding: "utf8" }).trim();

describe("a document saved in the editor", { timeout: 30_000 }, () => {
  it("is refused over DOCUMENT_MAX_MB, though within the pictures' upload limit", async () => {
    const head = git("rev-parse", "HEAD");
    const response = await office.editorSave(cookie, [{ path, contents: pdfOf(1.5 * MB) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `${path}: The document is 1.5 MB; the limit is 1 MB: make the PDF smaller (save it again "for the web" or with smaller pictures) and upload it again`,
    );
    expect(git("rev-parse", "HEAD")).toBe(head);
  });

  it("is refused when it is not a PDF", async () => {
    const response = await office.editorSave(cookie, [
      { path, contents: "<!DOCTYPE html><script>alert(1)</script>" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `${path}: The document is not a PDF: save it as PDF and upload again`,
    );
  });

  it("is committed as it was sent when it is a PDF within the limit", async () => {
    const response = await office.editorSave(cookie, [{ path, contents: pdfOf(0.5 * MB) }]);
    expect(response.statusCode).toBe(200);
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe(path);
  });
});
