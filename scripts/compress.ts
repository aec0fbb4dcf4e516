// Writes .br and .gz next to every compressible file of the client build, so the server sends
// pre-compressed bytes instead of compressing on each request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`;
const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

let count = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const data = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`compress: wrote .br and .gz for ${count} files in ${root}`);
