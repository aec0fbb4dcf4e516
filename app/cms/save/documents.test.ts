// @vitest-environment node
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { collection, config } from "@keystatic/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onePagePdf } from "../../../tests/support/pdf.ts";
import { entryName, pdfDocument } from "../schema/fields.ts";
import { checkSave } from "./checks.ts";
import { documentsStep } from "./documents.ts";
import { prepareSave } from "./save.ts";
import type { Save } from "./step.ts";
import { uploadsStep } from "./uploads.ts";

const MB = 1024 * 1024;

/** A PDF of one empty page, as a document program writes it. */
const pdf = Buffer.from(onePagePdf);
const pdfOf = (bytes: number) => Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length)]);

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "save-documents-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const steps = [uploadsStep, documentsStep];
const options = (maxDocumentBytes = 20 * MB) => ({
  root,
  maxUploadBytes: 40 * MB,
  maxDocumentBytes,
});

function postWithDocument(slug: string, url: string): Save["additions"][number] {
  return {
    path: `content/posts/${slug}.mdoc`,
    contents: Buffer.from(
      `---\ntitle: A post\ndocument:\n  file: ${url}\n  linkText:\n    en: Download the brochure\n    ar: حمّل الكتيّب\n---\nText.\n`,
    ),
  };
}

function upload(slug: string, contents: Buffer, name = "file.pdf"): Save {
  const url = `/documents/posts/${slug}/document/${name}`;
  return {
    additions: [postWithDocument(slug, url), { path: `content${url}`, contents }],
    deletions: [],
  };
}

const owner = { file: "content/posts/a-post.mdoc", field: "Document (PDF) › PDF file" };

describe("a document uploaded to a post", () => {
  it("is kept as it was sent when it is a PDF", async () => {
    const save = upload("a-post", pdf);
    const result = await prepareSave(save, options(), steps);
    expect(result.problems).toEqual([]);
    expect(result.save.additions[1]!.contents.equals(pdf)).toBe(true);
  });

  it("is refused when its bytes are not a PDF's, whatever its name, naming the entry and field", async () => {
    const page = Buffer.from("<!DOCTYPE html><script>alert(document.cookie)</script>");
    const result = await prepareSave(upload("a-post", page), options(), steps);
    expect(result.problems).toEqual([
      { ...owner, message: "The document is not a PDF: save it as PDF and upload again" },
    ]);
  });

  it("is refused over the document limit, with its size and the limit", async () => {
    const result = await prepareSave(upload("a-post", pdfOf(2.5 * MB)), options(1 * MB), steps);
    expect(result.problems).toEqual([
      {
        ...owner,
        message:
          'The document is 2.5 MB; the limit is 1 MB: make the PDF smaller (save it again "for the web" or with smaller pictures) and upload it again',
      },
    ]);
  });

  it("is held to the document limit, not the pictures' upload limit", async () => {
    const save = upload("a-post", pdfOf(2 * MB));
    const result = await prepareSave(
      save,
      { root, maxUploadBytes: 1 * MB, maxDocumentBytes: 5 * MB },
      steps,
    );
    expect(result.problems).toEqual([]);
  });

  it("is refused when it is a PDF whose name does not end in .pdf", async () => {
    const result = await prepareSave(upload("a-post", pdf, "file."), options(), steps);
    expect(result.problems).toEqual([
      {
        ...owner,
        message:
          'The document is a PDF whose name does not end in ".pdf": rename the file to end in .pdf and choose it again',
      },
    ]);
  });

  it("is refused when its place in content/ is a symbolic link", async () => {
    const folder = join(root, "content/documents/posts/linked/document");
    await mkdir(folder, { recursive: true });
    await mkdir(join(root, "elsewhere"), { recursive: true });
    await writeFile(join(root, "elsewhere/file.pdf"), pdf);
    await symlink(join(root, "elsewhere/file.pdf"), join(folder, "file.pdf"));
    const result = await prepareSave(upload("linked", pdf), options(), steps);
    expect(result.problems).toEqual([
      {
        file: "content/posts/linked.mdoc",
        field: "Document (PDF) › PDF file",
        message:
          "The document's place in content/ is a symbolic link, not a file: ask a developer to replace the link with the file itself",
      },
    ]);
  });

  it("leaves a PDF sent as a picture refused as before", async () => {
    const src = "/images/blog/a-post/cover/src.png";
    const result = await prepareSave(
      { additions: [{ path: `content${src}`, contents: pdf }], deletions: [] },
      options(),
      steps,
    );
    expect(result.problems.map((problem) => problem.message)).toEqual([
      "This is a PDF document, not a picture: upload a JPEG, PNG or WebP picture",
    ]);
  });
});

describe("the content check at Save, for an entry with a document", () => {
  const model = config({
    storage: { kind: "local" },
    collections: {
      posts: collection({
        label: "Posts",
        path: "content/posts/*",
        slugField: "name",
        format: { data: "yaml" },
        schema: { name: entryName("Name"), document: pdfDocument("posts") },
      }),
    },
  });
  let site: string;
  const url = "/documents/posts/kept/document/file.pdf";
  const entry = (words: string) =>
    Buffer.from(
      `name: Kept\ndocument:\n  file: ${url}\n  linkText:\n    en: ${words}\n    ar: حمّل الكتيّب\n`,
    );
  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), "save-documents-check-"));
    await mkdir(join(site, "content/posts"), { recursive: true });
    await mkdir(join(site, "content/documents/posts/kept/document"), { recursive: true });
    await writeFile(join(site, `content${url}`), pdf);
    await writeFile(join(site, "content/posts/kept.yaml"), entry("Download the brochure"));
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it("passes an edit that leaves the document as it is", async () => {
    const save = {
      additions: [{ path: "content/posts/kept.yaml", contents: entry("Download the report") }],
      deletions: [],
    };
    expect((await checkSave(save, site, model)).problems).toEqual([]);
  });

  it("checks the document it names against the limit it is given", async () => {
    const save = {
      additions: [
        { path: "content/posts/kept.yaml", contents: entry("Download the report") },
        { path: `content${url}`, contents: pdfOf(2 * MB) },
      ],
      deletions: [],
    };
    const { problems } = await checkSave(save, site, model, { documentMaxBytes: 1 * MB });
    expect(problems).toEqual([
      {
        file: "content/posts/kept.yaml",
        field: "Document (PDF) › PDF file",
        message: expect.stringMatching(
          /^"\/documents\/posts\/kept\/document\/file\.pdf" is 2 MB; the limit is 1 MB/,
        ),
      },
    ]);
  });

  it("asks for the words of the link when a document is chosen", async () => {
    const save = {
      additions: [{ path: "content/posts/kept.yaml", contents: entry("''") }],
      deletions: [],
    };
    expect((await checkSave(save, site, model)).problems).toEqual([
      {
        file: "content/posts/kept.yaml",
        field: "Document (PDF) › Words on the download link › English",
        message:
          'a document needs the words of its download link, such as "Download the brochure" (and in Arabic)',
      },
    ]);
  });
});
