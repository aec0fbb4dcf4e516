// A tiny built site in a temp folder, so server tests don't depend on a real build.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const fakeInlineScript = "window.__boot = 1;";

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1><script>${fakeInlineScript}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

export async function makeFakeSite(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "site-"));
  await mkdir(join(root, "about"));
  await mkdir(join(root, "assets"));
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "about/index.html": page("About"),
    "assets/app-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, body] of Object.entries(files)) {
    await writeFile(join(root, name), body);
    await writeFile(join(root, `${name}.br`), brotliCompressSync(body));
    await writeFile(join(root, `${name}.gz`), gzipSync(body));
  }
  return root;
}
