// Encoded files are cached by the original's bytes and the settings, so a rebuild only encodes what changed.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  type ImageFormat,
  type ImageGroup,
  imageAsset,
  imageGroupOf,
  imageGroups,
  imageUrl,
} from "../../common/images.ts";

// Libvips threads per picture; the build encodes pictures two at a time.
sharp.concurrency(2);

/** Raised for every settings change below, so stale cached files are not reused. */
const encoderVersion = 2;

export const contentImagesCacheDir =
  process.env.CONTENT_IMAGES_CACHE ??
  join(
    dirname(fileURLToPath(import.meta.url)),
    "..",
    "..",
    "node_modules",
    ".cache",
    "content-images",
  );

/** No single picture file may weigh more than this (docs/product.md, performance). */
export const maxRenditionBytes = 200 * 1024;

export const originalExtensions = ["svg", "png", "jpg", "jpeg", "webp", "avif"] as const;

export interface Rendition {
  url: string;
  original: string;
  group: ImageGroup;
  width: number;
  height: number;
  format: ImageFormat;
}

export async function listOriginals(imagesDir: string): Promise<string[]> {
  const entries = await readdir(imagesDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map(
      (entry) =>
        `/images/${relative(imagesDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`,
    )
    .sort();
}

export function renditionsOf(src: string, imagesDir: string): Rendition[] {
  const group = imageGroupOf(src);
  if (group === undefined) return [];
  const asset = imageAsset(src, "");
  const original = join(imagesDir, src.slice("/images/".length));
  return asset.widths.flatMap((width) =>
    asset.formats.map((format) => ({
      url: imageUrl(asset, width, format),
      original,
      group,
      width,
      height: Math.round((asset.height * width) / asset.width),
      format,
    })),
  );
}

export async function renditionFor(url: string, imagesDir: string): Promise<Rendition | undefined> {
  const match = /^(\/images\/.+)-(\d+)\.(avif|webp|jpg)$/.exec(url);
  if (!match) return undefined;
  const [, stem] = match;
  for (const extension of originalExtensions) {
    const src = `${stem}.${extension}`;
    const rendition = renditionsOf(src, imagesDir).find((candidate) => candidate.url === url);
    if (rendition === undefined) continue;
    const exists = await readFile(rendition.original).then(
      () => true,
      () => false,
    );
    if (exists) return rendition;
  }
  return undefined;
}

async function encode(
  input: Buffer,
  rendition: Omit<Rendition, "original" | "url">,
): Promise<Buffer> {
  const spec = imageGroups[rendition.group];
  // Drawings are rasterised at the density that makes them exactly as wide as the rendition.
  const metadata = await sharp(input).metadata();
  const density =
    metadata.format === "svg" && metadata.width
      ? Math.min(2400, (72 * rendition.width) / Math.min(metadata.width, spec.width))
      : undefined;
  const pipeline = sharp(input, density ? { density } : {})
    .rotate()
    .resize(rendition.width, rendition.height, { fit: "cover", position: "attention" });
  switch (rendition.format) {
    case "avif":
      // Effort 3 of 9: a fresh build encodes every picture (232 files in 11 s on two cores, where
      // effort 4 took 25 s) for AVIF files about 9% larger.
      return pipeline.avif({ quality: 55, effort: 3 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality: 78, effort: 5, smartSubsample: true }).toBuffer();
    case "jpg":
      return pipeline
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
  }
}

export async function renderRendition(rendition: Rendition, cacheDir?: string): Promise<Buffer> {
  return renderBytes(await readFile(rendition.original), rendition, cacheDir);
}

/** Shares the build's cache: what a save measured, the build then finds ready. */
export async function renderBytes(
  input: Buffer,
  rendition: Omit<Rendition, "original" | "url">,
  cacheDir?: string,
): Promise<Buffer> {
  if (cacheDir === undefined) return encode(input, rendition);
  const key = createHash("sha256")
    .update(input)
    .update(`${encoderVersion}:${rendition.width}x${rendition.height}.${rendition.format}`)
    .digest("hex");
  const cached = join(cacheDir, `${key}.${rendition.format}`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const output = await encode(input, rendition);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, output);
  return output;
}
