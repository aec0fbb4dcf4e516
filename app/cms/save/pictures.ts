// Uploads are reduced to the largest copy the layout shows, turned upright and stripped of their
// metadata (location, camera) before they reach the history; then held to the build's own rules.
import { readFile } from "node:fs/promises";
import sharp, { type Metadata, type Sharp } from "sharp";
import { type ImageGroup, imageGroupOf, imageGroups } from "../../../common/images.ts";
import { contentImagesCacheDir, maxRenditionBytes, renderBytes } from "../picture-renditions.ts";
import { pictureOwner, shapesOf } from "./entries.ts";
import type { SaveProblem, SaveStep } from "./save.ts";
import { isUpload, pixelLimit } from "./uploads.ts";

export const picturesStep: SaveStep = async (save, context) => {
  const shapes = shapesOf();
  const problems: SaveProblem[] = [];
  const additions = [];
  for (const addition of save.additions) {
    const group = imageGroupOf(addition.path.replace(/^content/, ""));
    if (!isRaster(addition.path) || !(await isUpload(addition, save, context))) {
      additions.push(addition);
      continue;
    }
    // Outside the picture folders nothing is reduced, but a location is no less private there.
    if (group === undefined) {
      additions.push({ ...addition, contents: await stripMetadata(addition.contents) });
      continue;
    }
    const contents = await reducePicture(addition.contents, group);
    additions.push({ ...addition, contents });
    const reasons = await pictureProblems(contents, group);
    const owner = pictureOwner(save, addition.path, shapes);
    for (const reason of reasons) problems.push({ ...owner, message: `The picture ${reason}` });
  }
  return { save: { ...save, additions }, problems };
};

const rasterExtension = /\.(jpe?g|png|webp|avif|gif)$/i;

function isRaster(path: string): boolean {
  return rasterExtension.test(path);
}

function hasMetadata(metadata: Metadata): boolean {
  return (
    metadata.exif !== undefined ||
    metadata.xmp !== undefined ||
    metadata.iptc !== undefined ||
    metadata.icc !== undefined ||
    (metadata.orientation ?? 1) !== 1
  );
}

/** The picture as it is, without EXIF (location, camera), XMP, IPTC or ICC text; turned upright. */
export async function stripMetadata(input: Buffer): Promise<Buffer> {
  const image = sharp(input, { limitInputPixels: pixelLimit, animated: true });
  const metadata = await image.metadata();
  if (!hasMetadata(metadata)) return input;
  // Sharp writes no metadata unless asked to.
  return encodeAs(image.rotate(), metadata.format, 90, input);
}

/** The picture re-encoded in the format it came in; `input` as it is for any other format. */
function encodeAs(
  pipeline: Sharp,
  format: string | undefined,
  jpegQuality: number,
  input: Buffer,
): Promise<Buffer> {
  switch (format) {
    case "jpeg":
      return pipeline.jpeg({ quality: jpegQuality, mozjpeg: true }).toBuffer();
    case "png":
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality: 90 }).toBuffer();
    case "heif":
      return pipeline.avif({ quality: 70 }).toBuffer();
    case "gif":
      return pipeline.gif().toBuffer();
    default:
      return Promise.resolve(input);
  }
}

/** A picture already small with nothing to strip is kept as it is: each encoding loses a little. */
export async function reducePicture(input: Buffer, group: ImageGroup): Promise<Buffer> {
  const image = sharp(input, { limitInputPixels: pixelLimit });
  const metadata = await image.metadata();
  if (metadata.format === "svg") return input;
  const { width, height } = metadata.autoOrient ?? metadata;
  const spec = imageGroups[group];
  const larger = (width ?? 0) > spec.width && (height ?? 0) > spec.height;
  const marked = hasMetadata(metadata);
  if (!larger && !marked) return input;
  // Sharp writes no metadata unless asked to: location, camera and orientation marks all go.
  const pipeline = image
    .rotate()
    .resize(spec.width, spec.height, { fit: "outside", withoutEnlargement: true });
  // A GIF is kept as sent here: this pipeline reads its first frame only.
  if (metadata.format === "gif") return input;
  return encodeAs(pipeline, metadata.format, 88, input);
}

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
