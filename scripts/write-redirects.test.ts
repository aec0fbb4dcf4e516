// The real build's last step (`npm run build`), run as the build runs it: the editor's redirects
// become the release's table, each address in both languages. The back-office end-to-end test of a
// renamed post publishes with the fake build, so this is what checks the real step.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, expect, it } from "vitest";
import { redirectsFile } from "../common/redirects.ts";
import { contentCopyEachTest } from "../tests/support/content-copy.ts";

const run = promisify(execFile);
const repository = resolve(import.meta.dirname, "..");
const content = contentCopyEachTest();
let out: string | undefined;

afterEach(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

it("writes the editor's redirects into the release, in English and Arabic", async () => {
  await content.edit(
    "content/redirects.yaml",
    () => "redirects:\n  - from: /blog/old-name\n    to: /blog/new-name\n",
  );
  out = await mkdtemp(join(tmpdir(), "redirects-"));
  await run(process.execPath, ["scripts/write-redirects.ts", out], {
    cwd: repository,
    env: { ...process.env, CONTENT_ROOT: content.root() },
  });
  expect(JSON.parse(await readFile(join(out, redirectsFile), "utf8"))).toEqual({
    "/blog/old-name": "/blog/new-name",
    "/ar/blog/old-name": "/ar/blog/new-name",
  });
});
