import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shareUnchangedFiles } from "./share-files.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "share-files-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function release(name: string, files: Record<string, string | Buffer>) {
  const root = join(dir, name);
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(join(root, path, ".."), { recursive: true });
    await writeFile(join(root, path), contents);
  }
  return root;
}

const inode = async (path: string) => (await stat(path)).ino;
const picture = Buffer.alloc(64 * 1024, 7);

describe("sharing unchanged files between releases", () => {
  it("links identical files and leaves changed, resized and new ones as copies", async () => {
    const old = await release("old", {
      "images/team/noor.webp": picture,
      "index.html": "<h1>Old</h1>",
      "about/index.html": "<h1>About</h1>",
      "sitemap.xml": "<urlset/>",
    });
    const next = await release("new", {
      "images/team/noor.webp": picture,
      "index.html": "<h1>New</h1>",
      "about/index.html": "<h1>About</h1>",
      "sitemap.xml": "<urlset>1</urlset>",
      "images/team/sam.webp": picture,
    });

    const shared = await shareUnchangedFiles(old, next);

    expect(shared).toEqual({ files: 2, bytes: picture.length + "<h1>About</h1>".length });
    for (const path of ["images/team/noor.webp", "about/index.html"]) {
      expect(await inode(join(next, path))).toBe(await inode(join(old, path)));
    }
    for (const path of ["index.html", "sitemap.xml"]) {
      expect(await inode(join(next, path))).not.toBe(await inode(join(old, path)));
    }
    expect(await readFile(join(next, "index.html"), "utf8")).toBe("<h1>New</h1>");
    expect(await readFile(join(next, "images/team/sam.webp"))).toEqual(picture);
    expect((await stat(join(next, "images/team/noor.webp"))).nlink).toBe(2);
  });

  it("keeps the copy when the previous release is not there", async () => {
    const next = await release("new", { "index.html": "<h1>New</h1>" });
    expect(await shareUnchangedFiles(join(dir, "missing"), next)).toEqual({ files: 0, bytes: 0 });
    expect(await readFile(join(next, "index.html"), "utf8")).toBe("<h1>New</h1>");
  });
});
