import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";

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

/**
 * A fresh copy of content/ for each test, which the loaders read (CONTENT_ROOT). `edit` rewrites one
 * of its files and fails the test if the change finds nothing to change.
 */
export function contentCopyEachTest(env: Record<string, string> = {}) {
  let root: string | undefined;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "content-copy-"));
    await cp(path.join(repository, "content"), path.join(root, "content"), { recursive: true });
    vi.stubEnv("CONTENT_ROOT", root);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    if (root) await rm(root, { recursive: true, force: true });
  });
  const rootOf = () => {
    if (!root) throw new Error("the content copy is made in beforeEach");
    return root;
  };
  return {
    root: rootOf,
    async edit(file: string, change: (text: string) => string): Promise<void> {
      const full = path.join(rootOf(), file);
      const before = await readFile(full, "utf8");
      const after = change(before);
      expect(after).not.toBe(before);
      await writeFile(full, after);
    },
  };
}
