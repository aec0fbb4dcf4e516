import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import {
  contentImagesCacheDir as cacheDir,
  listOriginals,
  maxRenditionBytes,
  type Rendition,
  renderRendition,
  renditionsOf,
} from "../app/cms/picture-renditions.ts";

const imagesDir = resolve("content", "images");
const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");

const renditions: Rendition[] = (await listOriginals(imagesDir)).flatMap((src) =>
  renditionsOf(src, imagesDir),
);
const tooBig: string[] = [];
/** Each picture that failed, with why: a stack alone does not say which of hundreds it was. */
const failed = new Map<string, string>();
let total = 0;
const started = Date.now();

// Two at a time: each encode already uses two libvips threads.
const queue = [...renditions];
async function worker() {
  for (let rendition = queue.shift(); rendition; rendition = queue.shift()) {
    const name = relative(process.cwd(), rendition.original);
    if (failed.has(name)) continue;
    let bytes: Buffer;
    try {
      bytes = await renderRendition(rendition, cacheDir);
    } catch (error) {
      failed.set(name, (error as Error).message);
      continue;
    }
    const file = join(clientDir, rendition.url);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    total += bytes.length;
    if (bytes.length > maxRenditionBytes) {
      tooBig.push(`${name}: its copy ${rendition.url} is ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
}
await Promise.all([worker(), worker()]);

console.log(
  `images: ${renditions.length} files, ${(total / 1024).toFixed(1)} KB in total, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (tooBig.length > 0) {
  console.error(
    `images: over ${maxRenditionBytes / 1024} KB (too much fine detail; a smaller file will not help: use a calmer picture or a closer crop):\n${tooBig.join("\n")}`,
  );
  process.exitCode = 1;
}
if (failed.size > 0) {
  console.error(
    `images: ${failed.size} picture${failed.size === 1 ? "" : "s"} could not be made into copies (replace ${failed.size === 1 ? "it" : "each"} with a JPEG, PNG or WebP of at most 100 megapixels):`,
  );
  for (const [name, reason] of failed) console.error(`${name}: ${reason}`);
  process.exitCode = 1;
}
