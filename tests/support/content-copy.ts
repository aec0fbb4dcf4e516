import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

const repository = path.resolve(import.meta.dirname, "../..");

export function withContentCopy(edit: (root: string) => Promise<void>): () => string {
  let root: string | undefined;
  let before: string | undefined;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "content-copy-"));
    await cp(path.join(repository, "content"), path.join(root, "content"), { recursive: true });
    await edit(root);
    before = process.env.CONTENT_ROOT;
    process.env.CONTENT_ROOT = root;
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.CONTENT_ROOT;
    else process.env.CONTENT_ROOT = before;
    if (root) await rm(root, { recursive: true, force: true });
  });
  return () => {
    if (!root) throw new Error("the content copy is made in beforeAll");
    return root;
  };
}
