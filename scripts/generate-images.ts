// Draws every image the site shows and writes it to public/images.
// Run with `npm run images` (or `npm run images -- ID...` to redraw only those images). Reads ids, sizes and widths from content/images.ts; each raster image
// is an SVG illustration rasterised by sharp to every width as AVIF, WebP and JPEG. Output is
// deterministic: files whose bytes are unchanged are not rewritten, and stale files are removed.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  allImages,
  clientLogos,
  type ImageAsset,
  type ImageFormat,
  imageFormats,
  imageUrl,
  shareImage,
} from "../content/images.ts";
import { site } from "../content/site.ts";
import { scenes, shareScene, wordmark } from "./images/scenes.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = join(root, "public");
const imagesDir = join(publicDir, "images");
const maxBytes = 200 * 1024;

// Libvips threads per image; the machine is shared, and images are encoded one at a time.
sharp.concurrency(2);

async function encode(svg: string, image: ImageAsset, width: number, format: ImageFormat) {
  const height = Math.round((image.height * width) / image.width);
  const density = (72 * width) / image.width;
  const pipeline = sharp(Buffer.from(svg), { density }).resize(width, height, { fit: "fill" });
  switch (format) {
    case "avif":
      return pipeline.avif({ quality: 55, effort: 4 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality: 78, effort: 5, smartSubsample: true }).toBuffer();
    case "jpg":
      return pipeline.flatten().jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  }
}

function svgFor(image: ImageAsset): string {
  if (image.group === "share")
    return shareScene(site.name, site.tagline)(image.width, image.height);
  const scene = scenes[image.id];
  if (!scene)
    throw new Error(`No illustration drawn for image "${image.id}" (scripts/images/scenes.ts)`);
  return scene(image.width, image.height);
}

interface Written {
  file: string;
  bytes: number;
}

const written: Written[] = [];
let changed = 0;

async function write(url: string, data: Buffer | string) {
  const file = join(publicDir, url);
  const bytes = Buffer.from(data);
  const previous = await readFile(file).catch(() => undefined);
  if (!previous?.equals(bytes)) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    changed++;
  }
  written.push({ file: relative(root, file), bytes: bytes.length });
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((id) => !allImages.some((image) => image.id === id));
  if (unknown.length > 0) throw new Error(`Unknown image id(s): ${unknown.join(", ")}`);
  for (const image of allImages) {
    if (only.length > 0 && !only.includes(image.id)) continue;
    const lastWidth = image.widths[image.widths.length - 1];
    if (lastWidth !== image.width) {
      throw new Error(`Image "${image.id}": the largest width must equal its width ${image.width}`);
    }
    const svg = svgFor(image);
    for (const width of image.widths) {
      for (const format of imageFormats(image)) {
        await write(imageUrl(image, width, format), await encode(svg, image, width, format));
      }
    }
  }
  for (const [i, logo] of clientLogos.entries()) {
    await write(logo.src, wordmark(logo.name, i, logo.width, logo.height));
  }

  if (only.length > 0) return summarise(0);

  // Remove files left over from renamed or removed images.
  const expected = new Set(written.map((w) => join(root, w.file)));
  let removed = 0;
  for (const entry of await readdir(imagesDir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isFile() && !expected.has(file)) {
      await rm(file);
      removed++;
    }
  }
  summarise(removed);
}

function summarise(removed: number) {
  const total = written.reduce((sum, w) => sum + w.bytes, 0);
  const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const byFormat = new Map<string, number>();
  for (const w of written) {
    const ext = w.file.slice(w.file.lastIndexOf(".") + 1);
    byFormat.set(ext, (byFormat.get(ext) ?? 0) + w.bytes);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `images: ${written.length} files (${changed} written, ${removed} stale removed), ${kb(total)} in total`,
  );
  console.log(`images: by format ${[...byFormat].map(([f, b]) => `${f} ${kb(b)}`).join(", ")}`);
  console.log(`images: largest ${largest.file} (${kb(largest.bytes)})`);
  console.log(`images: Open Graph image ${imageUrl(shareImage, shareImage.width, "jpg")}`);

  const tooBig = written.filter((w) => w.bytes > maxBytes);
  if (tooBig.length > 0) {
    for (const w of tooBig)
      console.error(`images: ${w.file} is ${kb(w.bytes)}, over ${kb(maxBytes)}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
