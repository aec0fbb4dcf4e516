// The build's step that puts the editor's acknowledgement into the release, run as the build runs
// it, on a copy of the content.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, expect, it } from "vitest";
import { acknowledgementFile, parseAcknowledgementWords } from "../common/acknowledgement.ts";
import { contentCopyEachTest } from "../tests/support/content-copy.ts";

const run = promisify(execFile);
const repository = resolve(import.meta.dirname, "..");
const content = contentCopyEachTest();
let out: string | undefined;

afterEach(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

it("writes the editor's words into the release, a paragraph or closing line per line", async () => {
  await content.edit("content/acknowledgement.yaml", (yaml) =>
    yaml
      .replace("We have received your enquiry (reference {reference})", "Thanks! Ref {reference}")
      .replace("We reply within two working days.", "We reply within one working day.\n\n"),
  );
  out = await mkdtemp(join(tmpdir(), "acknowledgement-"));
  await run(process.execPath, ["scripts/write-acknowledgement.ts", out], {
    cwd: repository,
    env: { ...process.env, CONTENT_ROOT: content.root() },
  });
  const words = parseAcknowledgementWords(await readFile(join(out, acknowledgementFile), "utf8"));
  expect(words.en.subject).toBe("Thanks! Ref {reference}");
  expect(words.en.paragraphs).toEqual([
    "Thank you for contacting Redefine Consulting Group. We have received your enquiry.",
    "Your reference is {reference}. Please quote it if you write to us about this enquiry.",
    "We reply within one working day.",
  ]);
  expect(words.en.closing).toEqual(["Kind regards,", "Redefine Consulting Group"]);
  expect(words.ar.paragraphs).toHaveLength(3);
});
