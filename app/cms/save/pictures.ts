// Uploads are reduced to the largest copy the layout shows, turned upright and stripped of their
// metadata (location, camera) before they reach the history; then held to the build's own rules.
import sharp, { type Metadata, type Sharp } from "sharp";
import { type ImageGroup, imageGroupOf, imageGroups } from "../../../common/images.ts";
import { pictureProblems, pixelLimit } from "../picture-rules.ts";
import { pictureOwner, shapesOf } from "./entries.ts";
import type { SaveProblem, SaveStep } from "./step.ts";
import { isUpload } from "./uploads.ts";

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
