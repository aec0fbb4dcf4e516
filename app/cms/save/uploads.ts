// Files the editor uploads into content/: pictures must be real raster images (decoded by sharp,
// the library the build encodes them with), no larger than the cap; SVG is refused, since a
// picture that can carry script has no place in content a browser may open directly (the site's
// own placeholder SVGs, written by its engineers, may be sent back unchanged, or moved with an
// entry whose address changed).
import { extname } from "node:path";
import sharp from "sharp";
import type { SaveStep } from "./save.ts";

/** The largest upload when nothing else is set (the back office's ADMIN_UPLOAD_MAX_MB). */
export const defaultUploadMaxMb = 10;

/**
 * Refuses every file the save writes that is not acceptable as an upload. A file already in the
 * working copy with the same bytes, or one this save deletes and writes again under another name
 * (a post's picture moving with the post's new address), is no upload: its bytes are in content/.
 */
export const uploadsStep: SaveStep = async (save, context) => {
  const moving = await Promise.all(save.deletions.map((item) => context.current(item.path)));
  const problems = [];
  for (const addition of save.additions) {
    const existing = await context.current(addition.path);
    const unchanged =
      existing?.equals(addition.contents) ||
      moving.some((moved) => moved?.equals(addition.contents));
    const problem = unchanged
      ? undefined
      : await uploadProblem(addition.path, addition.contents, context.maxUploadBytes);
    if (problem) problems.push({ file: addition.path, field: "", message: problem });
  }
  return { save, problems };
};

const rasterFormats: Record<string, string[]> = {
  ".jpg": ["jpeg"],
  ".jpeg": ["jpeg"],
  ".png": ["png"],
  ".webp": ["webp"],
  ".gif": ["gif"],
  ".avif": ["heif"],
};
/** Text the content model stores (entries, articles). */
const textExtensions = new Set([".yaml", ".yml", ".mdoc", ".md", ".json"]);

/** Why the file may not be written, or undefined when it may. */
export async function uploadProblem(
  path: string,
  contents: Buffer,
  maxBytes: number,
): Promise<string | undefined> {
  const extension = extname(path).toLowerCase();
  if (contents.byteLength > maxBytes) {
    return `Larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;
  }
  if (extension === ".svg") return "SVG pictures are not accepted; upload a PNG or JPEG";
  if (textExtensions.has(extension)) return undefined;
  const formats = rasterFormats[extension];
  if (!formats) return `Files of type "${extension || "none"}" are not accepted`;
  try {
    const image = sharp(contents, { limitInputPixels: 100_000_000 });
    const { format } = await image.metadata();
    if (!format || !formats.includes(format)) {
      return `Not a ${extension.slice(1).toUpperCase()} picture`;
    }
    // Decoding every pixel, not only the header, is what shows the picture is whole.
    await image.stats();
    return undefined;
  } catch {
    return "Not a picture that can be read";
  }
}
