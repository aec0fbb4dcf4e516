// SVG is refused rather than cleaned: every picture is served as AVIF, WebP or JPEG copies anyway,
// and cleaning SVG safely takes a full sanitiser to trust and keep up to date.
import { extname } from "node:path";
import sharp from "sharp";
import { uploadFormats as rasterFormats } from "../../../common/images.ts";
import { isDocumentPath } from "../document-rules.ts";
import { pixelLimit } from "../picture-rules.ts";
import { pictureOwner } from "./entries.ts";
import type { Save, SaveContext, SaveStep } from "./step.ts";

/** Room for a photograph straight from a camera or phone (10 to 30 MB), which the save then reduces. */
export const defaultUploadMaxMb = 40;

export const uploadsStep: SaveStep = async (save, context) => {
  const problems = [];
  for (const addition of save.additions) {
    // A document has rules of its own (./documents.ts): a PDF, within its own limit.
    if (isDocumentPath(addition.path)) continue;
    if (!(await isUpload(addition, save, context))) continue;
    const problem = await uploadProblem(addition.path, addition.contents, context.maxUploadBytes);
    if (problem) problems.push({ ...pictureOwner(save, addition.path), message: problem });
  }
  return { save, problems };
};

/** A file moving with its entry's new address is no upload: its bytes are in content/ already. */
export async function isUpload(
  addition: Save["additions"][number],
  save: Save,
  context: SaveContext,
): Promise<boolean> {
  const existing = await context.current(addition.path);
  if (existing?.equals(addition.contents)) return false;
  for (const deletion of save.deletions) {
    if ((await context.current(deletion.path))?.equals(addition.contents)) return false;
  }
  return true;
}

const textExtensions = new Set([".yaml", ".yml", ".mdoc", ".md", ".json"]);

/** An iPhone's HEIC (an ISO file whose brand is heic, heix, hevc or mif1), whatever its name. */
function isHeic(contents: Buffer): boolean {
  if (contents.subarray(4, 8).toString("latin1") !== "ftyp") return false;
  return ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(
    contents.subarray(8, 12).toString("latin1"),
  );
}

export async function uploadProblem(
  path: string,
  contents: Buffer,
  maxBytes: number,
): Promise<string | undefined> {
  const extension = extname(path).toLowerCase();
  if (contents.byteLength > maxBytes) {
    const size = `The file is ${Math.round(contents.byteLength / 1024 / 1024)} MB, more than the ${Math.round(maxBytes / 1024 / 1024)} MB the editor takes`;
    // Told a JPEG is already one, a person has nothing left to try.
    return rasterFormats[extension]?.includes("jpeg")
      ? `${size}: make it smaller first (fewer pixels, or a lower quality when saving it as JPEG)`
      : `${size}: save it as a JPEG, in which any photograph is smaller`;
  }
  if (textExtensions.has(extension)) return undefined;
  if (isHeic(contents) || extension === ".heic" || extension === ".heif") {
    return 'iPhone photos (HEIC) are not accepted: send it from the iPhone as a JPEG (Share, then Options, "Most Compatible"; or Settings › Camera › Formats › Most Compatible), or export it as JPEG on a computer, then upload that';
  }
  // Told apart by their first bytes, whatever the file's name says.
  if (contents.subarray(0, 5).toString("latin1") === "%PDF-") {
    return "This is a PDF document, not a picture: upload a JPEG, PNG or WebP picture";
  }
  if (
    extension === ".svg" ||
    /^\s*(<\?xml|<svg|<!DOCTYPE svg)/i.test(contents.subarray(0, 200).toString())
  ) {
    return "SVG drawings are not accepted: export the drawing as a PNG and upload that";
  }
  const formats = rasterFormats[extension];
  if (!formats) {
    return `Files of type "${extension || "none"}" are not accepted: upload a JPEG, PNG or WebP picture`;
  }
  try {
    const image = sharp(contents, { limitInputPixels: pixelLimit });
    const {
      format,
      width = 0,
      height = 0,
    } = await sharp(contents, {
      limitInputPixels: false,
    }).metadata();
    if (!format || !formats.includes(format)) {
      return `Not a ${extension.slice(1).toUpperCase()} picture: it cannot be read as one`;
    }
    if (width * height > pixelLimit) {
      return `The picture is ${width} × ${height} pixels, more than the ${pixelLimit / 1_000_000} megapixels the editor takes: make it smaller in a photo editor first`;
    }
    // Decoding every row, not only the header, is what shows the picture is whole; shrunk as it
    // is read (JPEG and WebP decode at an eighth of the size), a camera's photograph takes a
    // fraction of a second rather than seconds.
    await image.resize(256, 256, { fit: "inside" }).raw().toBuffer();
    return undefined;
  } catch {
    return "Not a picture that can be read: upload a JPEG, PNG or WebP picture";
  }
}
