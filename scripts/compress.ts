// Cached by the files' bytes, so a publish after a text change compresses only what changed.
import { createHash, randomUUID } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const root = process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`;
const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const cacheDir =
  process.env.COMPRESS_CACHE ??
  join(dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".cache", "compressed");
/** Raised when the settings below change, so stale cached files are not reused. */
const settingsVersion = 1;

const encoders = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
};

let count = 0;
let fromCache = 0;
await mkdir(cacheDir, { recursive: true });

async function compress(file: string) {
  const data = await readFile(file);
  const key = createHash("sha256").update(`${settingsVersion}\0`).update(data).digest("hex");
  for (const [extension, encode] of Object.entries(encoders)) {
    const cached = join(cacheDir, `${key}.${extension}`);
    try {
      await copyFile(cached, `${file}.${extension}`);
      fromCache++;
      continue;
    } catch {
      // not compressed before
    }
    const bytes = await encode(data);
    await writeFile(`${file}.${extension}`, bytes);
    // Written aside and renamed, so a build running beside this one never reads half a file. The
    // name is this write's own: two files with the same bytes are compressed side by side here, and
    // a name shared by both (the process id alone) was renamed away under the second one's feet.
    const partial = `${cached}.${process.pid}.${randomUUID()}`;
    await writeFile(partial, bytes);
    await rename(partial, cached);
  }
  count++;
}

const files = (await readdir(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && compressible.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
// A few at a time: zlib's work runs on libuv's thread pool, one file per thread.
const queue = [...files];
const worker = async () => {
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) await compress(file);
};
await Promise.all(Array.from({ length: 4 }, worker));
console.log(
  `compress: wrote .br and .gz for ${count} files in ${root} (${fromCache} of ${count * 2} from the cache)`,
);
