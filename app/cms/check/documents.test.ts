// @vitest-environment node
// The build's content check (scripts/check-content.ts) holds every document an entry names to the
// rules a save applies: a PDF by its bytes, within DOCUMENT_MAX_MB, a file and not a link.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { collection, config } from "@keystatic/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContent } from "../check.ts";
import { entryName, pdfDocument } from "../schema/fields.ts";

const repository = path.resolve(import.meta.dirname, "../../..");
const MB = 1024 * 1024;
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const pdfOf = (bytes: number) => Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length)]);

const model = config({
  storage: { kind: "local" },
  collections: {
    services: collection({
      label: "Services",
      path: "content/services/*",
      slugField: "name",
      format: { data: "yaml" },
      schema: { name: entryName("Name"), document: pdfDocument("services") },
    }),
  },
});

const url = "/documents/services/esg/document/file.pdf";
const file = `content${url}`;
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "document-check-"));
  await mkdir(path.join(root, "content/services"), { recursive: true });
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), pdf);
  await writeEntry("Download the brochure");
  await writeFile(path.join(root, "content/services/none.yaml"), "name: None\n");
});
afterEach(() => rm(root, { recursive: true, force: true }));

function writeEntry(words: string, at = url) {
  return writeFile(
    path.join(root, "content/services/esg.yaml"),
    `name: ESG\ndocument:\n  file: ${at}\n  linkText:\n    en: ${words}\n    ar: حمّل الكتيّب\n`,
  );
}

const problems = async (documentMaxBytes?: number) =>
  (await checkContent(root, model, documentMaxBytes ? { documentMaxBytes } : {})).problems;

describe("a document at build", () => {
  it("passes as a PDF within the limit; an entry without one needs nothing", async () => {
    expect(await checkContent(root, model)).toEqual({ problems: [], checked: 2 });
  });

  it("is refused when its bytes are not a PDF's, saying what to do", async () => {
    await writeFile(path.join(root, file), "<!DOCTYPE html><script>alert(1)</script>");
    expect(await problems()).toEqual([
      `content/services/esg.yaml: document.file: "${url}" is not a PDF: save it as PDF and upload again`,
    ]);
  });

  it("is refused over the limit, with its size and the limit", async () => {
    await writeFile(path.join(root, file), pdfOf(34 * MB));
    expect(await problems()).toEqual([
      `content/services/esg.yaml: document.file: "${url}" is 34 MB; the limit is 20 MB: make the PDF smaller (save it again "for the web" or with smaller pictures) and upload it again`,
    ]);
    expect(await problems(40 * MB)).toEqual([]);
  });

  it("is refused when it is a symbolic link", async () => {
    await mkdir(path.join(root, "elsewhere"));
    await writeFile(path.join(root, "elsewhere/file.pdf"), pdf);
    await rm(path.join(root, file));
    await symlink(path.join(root, "elsewhere/file.pdf"), path.join(root, file));
    expect(await problems()).toEqual([
      `${file}: is a symbolic link: content/ holds files only, never links (replace it with the file itself)`,
    ]);
  });

  it("is refused when it is missing or not under /documents/", async () => {
    await rm(path.join(root, file));
    expect(await problems()).toEqual([
      `content/services/esg.yaml: document.file: "${url}" does not exist: upload the PDF again in the editor`,
    ]);
    await writeEntry("Download the brochure", "/images/clients/logo.pdf");
    expect(await problems()).toEqual([
      'content/services/esg.yaml: document.file: "/images/clients/logo.pdf" is not a PDF under /documents/ (choose the PDF again in the editor)',
    ]);
  });

  it("needs the words of its link", async () => {
    await writeEntry("''");
    expect(await problems()).toEqual([
      'content/services/esg.yaml: document.linkText.en: a document needs the words of its download link, such as "Download the brochure" (and in Arabic)',
    ]);
  });

  it("is held by the build's check to DOCUMENT_MAX_MB", { timeout: 60_000 }, async () => {
    await writeFile(path.join(root, file), pdfOf(3 * MB));
    const configFile = path.join(root, "config.ts");
    const fields = pathToFileURL(path.join(repository, "app/cms/schema/fields.ts")).href;
    // Outside the repository, where no node_modules is: the package by its own address.
    const keystatic = pathToFileURL(
      path.join(repository, "node_modules/@keystatic/core/dist/keystatic-core.node.js"),
    ).href;
    await writeFile(
      configFile,
      `import { collection, config } from ${JSON.stringify(keystatic)};
import { entryName, pdfDocument } from ${JSON.stringify(fields)};
export default config({
  storage: { kind: "local" },
  collections: {
    services: collection({
      label: "Services",
      path: "content/services/*",
      slugField: "name",
      format: { data: "yaml" },
      schema: { name: entryName("Name"), document: pdfDocument("services") },
    }),
  },
});
`,
    );
    const check = (limit: string) =>
      promisify(execFile)(process.execPath, ["scripts/check-content.ts", "--config", configFile], {
        cwd: repository,
        env: { ...process.env, CONTENT_ROOT: root, DOCUMENT_MAX_MB: limit },
      }).then(
        ({ stdout }) => ({ ok: true, output: stdout }),
        (error: { stdout: string; stderr: string }) => ({
          ok: false,
          output: `${error.stdout}${error.stderr}`,
        }),
      );
    const refused = await check("2");
    expect(refused.ok).toBe(false);
    expect(refused.output).toContain(
      `content/services/esg.yaml: document.file: "${url}" is 3 MB; the limit is 2 MB`,
    );
    expect(await check("5")).toEqual({ ok: true, output: expect.stringContaining("OK") });
  });
});
