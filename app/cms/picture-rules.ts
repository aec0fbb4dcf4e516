// The rules every picture of the site is held to, one module for both sides: a save applies them
// to an upload, the content check to each original in content/images. Both load sharp and the
// renditions cache, so the content check loads this module only when it meets a picture.
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { type ImageGroup, imageGroupOf, imageGroups } from "../../common/images.ts";
import { contentImagesCacheDir, maxRenditionBytes, renderBytes } from "./picture-renditions.ts";

/** A 108-megapixel phone photograph fits; decoding a PNG or WebP this size holds about 400 MB. */
export const pixelLimit = 100_000_000;

const unreadable = "cannot be read (upload it again as JPEG, PNG or WebP)";

export async function pictureProblems(
  input: Buffer,
  group: ImageGroup,
  cacheDir: string | undefined = contentImagesCacheDir,
): Promise<string[]> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    metadata = await sharp(input, { limitInputPixels: pixelLimit }).metadata();
  } catch {
    return [unreadable];
  }
  const spec = imageGroups[group];
  // Drawings scale to any size; a photograph smaller than the smallest copy is blurred everywhere.
  if (metadata.format !== "svg") {
    const least = {
      width: spec.widths[0],
      height: Math.round((spec.widths[0] * spec.height) / spec.width),
    };
    const { width = 0, height = 0 } = metadata.autoOrient ?? metadata;
    if (width < least.width || height < least.height) {
      return [
        `is ${width} × ${height} pixels, too small (at least ${least.width} × ${least.height}; ${spec.width} × ${spec.height} looks sharp everywhere)`,
      ];
    }
  }
  // The largest copy in each format is the heaviest: if it fits, the smaller ones do.
  const largest = spec.widths[spec.widths.length - 1]!;
  const over: string[] = [];
  for (const format of spec.formats) {
    const rendition = { group, width: largest, height: spec.height, format };
    let bytes: Buffer;
    try {
      bytes = await renderBytes(input, rendition, cacheDir);
    } catch {
      return [unreadable];
    }
    if (bytes.length > maxRenditionBytes) {
      over.push(`${format.toUpperCase()} ${Math.round(bytes.length / 1024)} KB`);
    }
  }
  if (over.length === 0) return [];
  return [
    `has too much fine detail to show in ${maxRenditionBytes / 1024} KB at ${spec.width} × ${spec.height} pixels, the largest size the site shows it (${over.join(", ")}). A smaller file will not help: choose a calmer picture (less grain, noise or dense pattern), or a closer crop of this one`,
  ];
}

export async function originalFileProblems(file: string): Promise<string[]> {
  const src = /[/\\]content([/\\]images[/\\].*)$/.exec(file)?.[1]?.replaceAll("\\", "/");
  const group = src === undefined ? undefined : imageGroupOf(src);
  if (group === undefined) return [];
  return pictureProblems(await readFile(file), group);
}
