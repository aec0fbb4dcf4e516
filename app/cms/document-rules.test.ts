// @vitest-environment node
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  documentSize,
  downloadName,
  isDocumentUrl,
  isPdf,
  megabytes,
} from "../../common/documents.ts";
import { onePagePdf } from "../../tests/support/pdf.ts";
import {
  defaultDocumentMaxBytes,
  documentFileProblems,
  documentProblems,
  isDocumentPath,
} from "./document-rules.ts";

/** A PDF of one empty page, as a document program writes it. */
const onePage = Buffer.from(onePagePdf);

const page = Buffer.from("<!DOCTYPE html><html><script>alert(document.cookie)</script></html>");
const MB = 1024 * 1024;

/** A PDF of `bytes` bytes: its header, then filler. */
const pdfOf = (bytes: number) => Buffer.concat([onePage, Buffer.alloc(bytes - onePage.length)]);

describe("a document's bytes", () => {
  it("are a PDF by their first bytes, whatever the file is called", () => {
    expect(isPdf(onePage)).toBe(true);
    expect(isPdf(page)).toBe(false);
    // "%PDF" further in is not a PDF: a page can quote it.
    expect(isPdf(Buffer.from(" %PDF-1.7"))).toBe(false);
    expect(isPdf(Buffer.from("%PD"))).toBe(false);
    expect(documentProblems(onePage, defaultDocumentMaxBytes)).toEqual([]);
  });

  it("are refused when they are not a PDF, saying what to do", () => {
    expect(documentProblems(page, defaultDocumentMaxBytes)).toEqual([
      "is not a PDF: save it as PDF and upload again",
    ]);
  });

  it("are refused over the limit, with the file's size and the limit", () => {
    expect(documentProblems(pdfOf(20 * MB), 20 * MB)).toEqual([]);
    expect(documentProblems(pdfOf(34 * MB), 20 * MB)).toEqual([
      'is 34 MB; the limit is 20 MB: make the PDF smaller (save it again "for the web" or with smaller pictures) and upload it again',
    ]);
    // Just over: the size says by how much, never "20 MB; the limit is 20 MB".
    expect(documentProblems(pdfOf(20.4 * MB), 20 * MB)[0]).toMatch(/^is 20\.4 MB; the limit/);
  });

  it("are held to 20 MB unless the site says otherwise", () => {
    expect(defaultDocumentMaxBytes).toBe(20 * MB);
    expect(megabytes(1.25 * MB)).toBe("1.3 MB");
  });
});

describe("a document on disk", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "document-rules-"));
    await mkdir(path.join(root, "outside"));
    await writeFile(path.join(root, "brochure.pdf"), onePage);
    await writeFile(path.join(root, "page.pdf"), page);
    await writeFile(path.join(root, "large.pdf"), pdfOf(3 * MB));
    await writeFile(path.join(root, "outside", "secret.pdf"), onePage);
    await symlink(path.join(root, "outside", "secret.pdf"), path.join(root, "linked.pdf"));
    await writeFile(path.join(root, "short.pdf"), "%P");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const problems = (name: string, maxBytes = defaultDocumentMaxBytes) =>
    documentFileProblems(path.join(root, name), maxBytes);

  it("passes as a PDF file within the limit", async () => {
    expect(await problems("brochure.pdf")).toEqual([]);
  });

  it("is refused when it is not a PDF, by its bytes", async () => {
    expect(await problems("page.pdf")).toEqual(["is not a PDF: save it as PDF and upload again"]);
    expect(await problems("short.pdf")).toEqual(["is not a PDF: save it as PDF and upload again"]);
  });

  it("is refused over the limit", async () => {
    expect(await problems("large.pdf", 2 * MB)).toEqual([
      'is 3 MB; the limit is 2 MB: make the PDF smaller (save it again "for the web" or with smaller pictures) and upload it again',
    ]);
  });

  it("is refused when it is a symbolic link, even to a PDF", async () => {
    expect(await problems("linked.pdf")).toEqual([
      "is a symbolic link, not a file: upload the PDF itself in the editor",
    ]);
  });

  it("is refused when it is missing", async () => {
    expect(await problems("gone.pdf")).toEqual([
      "does not exist: upload the PDF again in the editor",
    ]);
  });
});

describe("documents' places and names", () => {
  it("are under content/documents/ in the editor's saves", () => {
    expect(isDocumentPath("content/documents/posts/a/document/file.pdf")).toBe(true);
    expect(isDocumentPath("content/images/blog/a/cover/src.jpg")).toBe(false);
  });

  it("are PDFs under /documents/<list>/<entry>/ on the site", () => {
    expect(isDocumentUrl("/documents/posts/a-post/document/file.pdf")).toBe(true);
    expect(isDocumentUrl("/documents/services/esg/document/file.PDF")).toBe(true);
    expect(isDocumentUrl("/documents/posts/a-post/document/file.html")).toBe(false);
    expect(isDocumentUrl("/documents/posts/a-post/../../index.pdf")).toBe(false);
    expect(isDocumentUrl("/documents/file.pdf")).toBe(false);
    expect(isDocumentUrl("/images/blog/a/file.pdf")).toBe(false);
  });

  it("are downloaded under the entry's own name", () => {
    expect(downloadName("/documents/services/esg-sustainability/document/file.pdf")).toBe(
      "esg-sustainability.pdf",
    );
  });

  it("show their size as the site writes numbers, in each language", () => {
    expect(documentSize(1.2 * MB)).toBe("PDF, 1.2 MB");
    expect(documentSize(340 * 1024)).toBe("PDF, 340 KB");
    expect(documentSize(12 * MB)).toBe("PDF, 12 MB");
    expect(documentSize(1.2 * MB, "ar", "latin")).toBe("PDF، 1.2 ميغابايت");
    expect(documentSize(1.2 * MB, "ar", "arabic")).toBe("PDF، ١٫٢ ميغابايت");
    expect(documentSize(340 * 1024, "ar", "arabic")).toBe("PDF، ٣٤٠ كيلوبايت");
    // English pages always use 0-9.
    expect(documentSize(1.2 * MB, "en", "arabic")).toBe("PDF, 1.2 MB");
  });
});
