// A PDF attached to a blog post in the editor, as a marketing person does it: a file that only
// claims to be a PDF is refused at Save in plain words, beside the box; a real one is saved as it
// was sent, published, and served by the public server as a download with its safe headers.
// Runs on the worker's shared back office (tests/support/back-office-fixture.ts): the post
// closing-skills-gap gets a document, which the specs that use its cover (pictures, refusals) do
// not read.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/back-office-fixture.ts";
import { publishInBrowser, run, signInToBackOffice } from "../support/back-office-servers.ts";
import { pdfDocument } from "../support/pdf.ts";

const slug = "closing-skills-gap";
const postFile = `content/posts/${slug}.mdoc`;
const documentUrl = `/documents/posts/${slug}/document/file.pdf`;

let filesDir: string;

/** A one-page PDF as a document program writes it. */
const brochure = () => pdfDocument("Skills centre brochure");

test.beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), "document-"));
  await writeFile(path.join(filesDir, "brochure.pdf"), brochure());
  // A page saved under a PDF's name: it would run its script if the site served it as a page.
  await writeFile(
    path.join(filesDir, "report.pdf"),
    "<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>",
  );
});

test.afterAll(async () => {
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

test.beforeEach(async ({ office, enrolled, page }) => {
  test.setTimeout(300_000);
  const person = await enrolled("publisher");
  await signInToBackOffice(page, office.origin, person.email, person.password);
});

/** The post's form, its document chosen and its link's words written. */
async function attach(page: Page, origin: string, file: string) {
  await page.goto(`${origin}/keystatic/collection/posts/item/${slug}`);
  await expect(page.getByRole("textbox", { name: "File name", exact: true })).toHaveValue(slug, {
    timeout: 60_000,
  });
  const field = page.getByRole("group", { name: "Document (PDF)", exact: true });
  const pdf = field.getByRole("group", { name: "PDF file", exact: true });
  const chooser = page.waitForEvent("filechooser");
  await pdf.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(path.join(filesDir, file));
  // Read by the editor once it offers to take it off again.
  await expect(pdf.getByRole("button", { name: "Remove" })).toBeVisible({ timeout: 60_000 });
  const words = field.getByRole("group", { name: "Words on the download link", exact: true });
  await words.getByRole("textbox", { name: "English", exact: true }).fill("Download the brochure");
  await words.getByRole("textbox", { name: "Arabic", exact: true }).fill("حمّل الكتيّب");
  return pdf;
}

function save(page: Page) {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith("/api/keystatic/update"),
  );
  return page
    .getByRole("button", { name: "Save", exact: true })
    .click()
    .then(() => answer);
}

test("a file that only claims to be a PDF is refused at Save, beside the box, and nothing is written", async ({
  office,
  page,
}) => {
  const before = await readFile(path.join(office.workspace, postFile), "utf8");
  const head = await office.git("rev-parse", "HEAD");

  const pdf = await attach(page, office.origin, "report.pdf");
  expect((await save(page)).status()).toBe(400);

  const words = "The document is not a PDF: save it as PDF and upload again";
  const alert = page.getByRole("alert").filter({ hasText: "problem:" });
  await expect(alert).toContainText("1 problem: nothing was saved.");
  await expect(alert.getByRole("listitem")).toHaveText([`Document (PDF) › PDF file: ${words}`]);
  await expect(pdf.getByText(words)).toBeVisible();

  expect(await readFile(path.join(office.workspace, postFile), "utf8")).toBe(before);
  expect(await office.git("rev-parse", "HEAD")).toBe(head);
  expect(await office.git("status", "--porcelain", "--untracked-files=all", "--", "content")).toBe(
    "",
  );
});

test("a PDF uploaded to a post is served with its safe headers on the public site", async ({
  office,
  page,
}) => {
  await attach(page, office.origin, "brochure.pdf");
  expect((await save(page)).status()).toBe(200);

  // Committed as it was sent, where the post names it.
  const { stdout } = await run(
    "git",
    ["-C", office.workspace, "show", `HEAD:content${documentUrl}`],
    { encoding: "buffer", maxBuffer: 16 * 1024 * 1024 },
  );
  expect(Buffer.from(stdout).equals(brochure())).toBe(true);
  expect(await office.git("show", `HEAD:${postFile}`)).toContain(`file: ${documentUrl}`);

  await publishInBrowser(page, office.origin);

  const response = await fetch(`${office.publicSite.origin}${documentUrl}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${slug}.pdf"`);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(Buffer.from(await response.arrayBuffer()).equals(brochure())).toBe(true);
});
