// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ContentProblem, explained } from "./problems.server.ts";
import { readCollection } from "./reader.server.ts";

const repository = path.resolve(import.meta.dirname, "../..");
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "content-problems-"));
  await cp(path.join(repository, "content"), path.join(root, "content"), { recursive: true });
  vi.stubEnv("CONTENT_ROOT", root);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(root, { recursive: true, force: true });
});

async function pdfCover(): Promise<string> {
  const [post] = await readCollection("posts");
  if (!post) throw new Error("The content has no blog post to break");
  const file = `content/posts/${post.slug}.mdoc`;
  const text = await readFile(path.join(root, file), "utf8");
  const broken = text.replace(/(cover:\s*\n\s*src: \S+)\.\w+/, "$1.pdf");
  expect(broken).not.toBe(text);
  await writeFile(path.join(root, file), broken);
  return file;
}

it("names the file, the field and the reason behind a failed page", async () => {
  const file = await pdfCover();
  const failure = await explained(new Error("not a picture"), true);
  expect(failure).toBeInstanceOf(ContentProblem);
  expect((failure as ContentProblem).lines).toContainEqual(
    expect.stringMatching(new RegExp(`^${file}: cover\\.src: ".*\\.pdf" is not a picture`)),
  );
});

it("passes the error's own words on when the content check finds nothing", async () => {
  const failure = await explained(new Error("The map's tiles did not load"), true);
  expect(failure).toEqual(new ContentProblem(["The map's tiles did not load"]));
});

it("leaves errors as they are outside the development server and answers a loader chose", async () => {
  await pdfCover();
  const error = new Error("not a picture");
  expect(await explained(error, false)).toBe(error);
  const notFound = new Response(null, { status: 404 });
  expect(await explained(notFound, true)).toBe(notFound);
});
