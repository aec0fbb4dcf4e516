import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const script = resolve(import.meta.dirname, "compress.ts");
let dir: string;
let client: string;
let cache: string;

const compress = async () =>
  (
    await run(process.execPath, [script, client], {
      env: { ...process.env, COMPRESS_CACHE: cache },
    })
  ).stdout;
const unpacked = async (file: string) => ({
  br: brotliDecompressSync(await readFile(`${file}.br`)).toString(),
  gz: gunzipSync(await readFile(`${file}.gz`)).toString(),
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "compress-"));
  client = join(dir, "client");
  cache = join(dir, "cache");
  await mkdir(join(client, "assets"), { recursive: true });
  await writeFile(join(client, "index.html"), "<h1>First heading</h1>".repeat(50));
  await writeFile(join(client, "assets/app.js"), "console.log('app');".repeat(50));
  await writeFile(join(client, "picture.webp"), Buffer.alloc(100, 1));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("compressing the build", () => {
  it("writes .br and .gz of each text file, none for pictures", async () => {
    expect(await compress()).toContain("for 2 files");
    expect(await unpacked(join(client, "index.html"))).toEqual({
      br: "<h1>First heading</h1>".repeat(50),
      gz: "<h1>First heading</h1>".repeat(50),
    });
    expect((await readdir(client)).filter((name) => name.startsWith("picture"))).toEqual([
      "picture.webp",
    ]);
  });

  it("compresses files with the same bytes side by side into an empty cache", async () => {
    // Four workers take the files in turn: the same bytes at once once raced on one cache file.
    const twins = join(dir, "twins");
    await mkdir(twins, { recursive: true });
    const text = "the same page, twice ".repeat(200);
    for (let i = 0; i < 8; i += 1) await writeFile(join(twins, `page-${i}.html`), text);
    const { stdout } = await run(process.execPath, [script, twins], {
      env: { ...process.env, COMPRESS_CACHE: join(dir, "twins-cache") },
    });
    expect(stdout).toContain("for 8 files");
    for (let i = 0; i < 8; i += 1) {
      expect(await unpacked(join(twins, `page-${i}.html`))).toEqual({ br: text, gz: text });
    }
  });

  it("takes unchanged files from the cache and compresses a changed one afresh", async () => {
    await writeFile(join(client, "index.html"), "<h1>Second heading</h1>".repeat(50));
    for (const name of ["index.html", "assets/app.js"]) {
      await rm(join(client, `${name}.br`));
      await rm(join(client, `${name}.gz`));
    }
    expect(await compress()).toContain("(2 of 4 from the cache)");
    expect(await unpacked(join(client, "index.html"))).toEqual({
      br: "<h1>Second heading</h1>".repeat(50),
      gz: "<h1>Second heading</h1>".repeat(50),
    });
    expect((await unpacked(join(client, "assets/app.js"))).br).toBe(
      "console.log('app');".repeat(50),
    );
  });
});
