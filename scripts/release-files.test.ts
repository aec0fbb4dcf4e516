// The real build's last steps (`npm run build`), run as the build runs them, on a copy of the
// content: each writes a file of the editor's into the release, which the public server reads.
// The back-office end-to-end tests publish with the fake build, so these are what check the real
// steps.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, expect, it } from "vitest";
import { acknowledgementFile, parseAcknowledgementWords } from "../common/acknowledgement.ts";
import { redirectsFile } from "../common/redirects.ts";
import { contentCopyEachTest } from "../tests/support/content-copy.ts";

const run = promisify(execFile);
const repository = resolve(import.meta.dirname, "..");
const content = contentCopyEachTest();
let out: string | undefined;

afterEach(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

/** Runs the build step `script` on the content copy; the text of `file` it wrote in the release. */
async function writtenBy(script: string, file: string): Promise<string> {
  out = await mkdtemp(join(tmpdir(), "release-files-"));
  await run(process.execPath, [script, out], {
    cwd: repository,
    env: { ...process.env, CONTENT_ROOT: content.root() },
  });
  return readFile(join(out, file), "utf8");
}

it("writes the editor's redirects into the release, in English and Arabic", async () => {
  await content.edit(
    "content/redirects.yaml",
    () => "redirects:\n  - from: /blog/old-name\n    to: /blog/new-name\n",
  );
  expect(JSON.parse(await writtenBy("scripts/write-redirects.ts", redirectsFile))).toEqual({
    "/blog/old-name": "/blog/new-name",
    "/ar/blog/old-name": "/ar/blog/new-name",
  });
});

it("writes the editor's acknowledgement into the release, a paragraph or closing line per line", async () => {
  await content.edit("content/acknowledgement.yaml", (yaml) =>
    yaml
      .replace("We have received your enquiry (reference {reference})", "Thanks! Ref {reference}")
      .replace("We reply within two working days.", "We reply within one working day.\n\n"),
  );
  const words = parseAcknowledgementWords(
    await writtenBy("scripts/write-acknowledgement.ts", acknowledgementFile),
  );
  expect(words.en.subject).toBe("Thanks! Ref {reference}");
  expect(words.en.paragraphs).toEqual([
    "Thank you for contacting Redefine Consulting Group. We have received your enquiry.",
    "Your reference is {reference}. Please quote it if you write to us about this enquiry.",
    "We reply within one working day.",
  ]);
  expect(words.en.closing).toEqual(["Kind regards,", "Redefine Consulting Group"]);
  expect(words.ar.paragraphs).toHaveLength(3);
});
