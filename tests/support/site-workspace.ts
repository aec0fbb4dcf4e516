// A small workspace with a few of the site's own entries, for tests that publish it with the fake
// build (fake-build.ts).
import { execFileSync } from "node:child_process";
import { cp, mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { makeWorkspace } from "./back-office.ts";

const repository = resolve(import.meta.dirname, "../..");

/** Entries copied from this repository's content, as the editor writes them. */
export const siteEntries = [
  "content/banner-slides/transformation.yaml",
  "content/banner-slides/global.yaml",
  "content/posts/supply-chain-esg.mdoc",
  "content/images/banner/transformation/picture/src.svg",
  "content/images/banner/global/picture/src.svg",
];

/**
 * A small workspace in `dir/workspace` (tests/support/back-office.ts) with a few of the
 * site's own entries and a picture, committed: what the fake build makes a release of.
 */
export async function siteWorkspace(dir: string): Promise<string> {
  const workspace = await makeWorkspace(dir);
  for (const file of siteEntries) {
    await mkdir(dirname(join(workspace, file)), { recursive: true });
    await cp(join(repository, file), join(workspace, file));
  }
  // Raster pictures are what a release shares with the one before: one stands for them.
  await writeFile(join(workspace, "content/images/banner/global/picture/photo.png"), tinyPng);
  await writeFile(join(workspace, ".gitignore"), "node_modules\nbuild-*\nhold-*\n");
  // A checkout of the live commit links the workspace's node_modules (workspace.ts).
  await mkdir(join(workspace, "node_modules"));
  const git = (...args: string[]) => execFileSync("git", ["-C", workspace, ...args]);
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "Site content");
  return workspace;
}

const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
