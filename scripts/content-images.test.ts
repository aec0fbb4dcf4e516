// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageGroups } from "../common/images.ts";
import { contentImages } from "./vite-content-images.ts";

const repository = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

// A 4:3 photograph-like upload, larger than the team group's square: it must come out square.
async function upload(dir: string, src: string) {
  const file = path.join(dir, "content", src);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 139, g: 26, b: 26 } },
  })
    .png()
    .toFile(file);
}

describe("picture renditions", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "content-images-"));
    await upload(dir, "images/team/new-person/portrait/src.png");
    await writeFile(
      path.join(dir, "content/images/team/new-person/portrait/notes.txt"),
      "not a picture",
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("are written by the build: every width and format of the group, cropped to its shape", async () => {
    const { stdout } = await run(
      process.execPath,
      [path.join(repository, "scripts/build-images.ts")],
      { cwd: dir, env: { ...process.env, CONTENT_IMAGES_CACHE: path.join(dir, "cache") } },
    );
    const { widths, formats, height, width } = imageGroups.team;
    expect(stdout).toContain(`images: ${widths.length * formats.length} files`);
    const out = path.join(dir, "build/client/images/team/new-person/portrait");
    const names = (await readdir(out)).sort();
    expect(names).toEqual(widths.flatMap((w) => formats.map((f) => `src-${w}.${f}`)).sort());
    for (const w of widths) {
      const metadata = await sharp(path.join(out, `src-${w}.jpg`)).metadata();
      expect([metadata.width, metadata.height]).toEqual([w, Math.round((height * w) / width)]);
      expect(metadata.format).toBe("jpeg");
    }
    // The original is not copied into the build.
    await expect(stat(path.join(out, "src.png"))).rejects.toThrow();
  }, 120_000);
});

describe("the development server's pictures", () => {
  let dir: string;
  let server: ViteDevServer;
  let origin: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "content-images-dev-"));
    await upload(dir, "images/gallery/workshop/picture/src.png");
    server = await createServer({
      root: dir,
      configFile: false,
      logLevel: "silent",
      plugins: [contentImages()],
      server: { port: 0, host: "127.0.0.1", strictPort: false },
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === "string") throw new Error("no port");
    origin = `http://127.0.0.1:${address.port}`;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers a rendition of an uploaded picture, in its format and size", async () => {
    const response = await fetch(`${origin}/images/gallery/workshop/picture/src-400.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 400, 300]);
  });

  it("never serves the original, nor a width or format the group is not made in", async () => {
    for (const url of [
      "/images/gallery/workshop/picture/src.png",
      "/images/gallery/workshop/picture/src-500.webp",
      "/images/gallery/workshop/picture/src-400.png",
      "/images/gallery/missing/picture/src-400.webp",
    ]) {
      const response = await fetch(`${origin}${url}`);
      expect(response.headers.get("content-type") ?? "", url).not.toMatch(/^image\//);
    }
  });
});
