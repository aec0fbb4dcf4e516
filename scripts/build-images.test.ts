import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const script = resolve(import.meta.dirname, "build-images.ts");

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "build-images-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A PNG whose header declares 50000 × 50000 pixels: a few bytes that no decoder should open. */
function declaredHugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(16))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

describe("the picture build step", { timeout: 60_000 }, () => {
  it("names the picture it cannot make copies of, with the reason, not only a stack", async () => {
    await mkdir(join(dir, "content/images/banner"), { recursive: true });
    await writeFile(join(dir, "content/images/banner/huge.png"), declaredHugePng());
    const failed = await run(process.execPath, [script], {
      cwd: dir,
      env: {
        ...process.env,
        BUILD_DIR: join(dir, "build"),
        CONTENT_IMAGES_CACHE: join(dir, "cache"),
      },
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/^content\/images\/banner\/huge\.png: .*pixel/m);
    expect(failed?.stderr).not.toMatch(/^\s+at /m);
  });
});
