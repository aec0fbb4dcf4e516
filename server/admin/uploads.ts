// Files the editor uploads into content/: pictures must be real raster images (decoded by sharp,
// the library the build encodes them with), no larger than the cap; SVG is refused, since a
// picture that can carry script has no place in content a browser may open directly (the site's
// own placeholder SVGs, written by its engineers, may be sent back unchanged, or moved with an
// entry whose address changed: server/admin/routes/editor.ts).
import { extname } from "node:path";
import sharp from "sharp";

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
    return `${path}: larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;
  }
  if (extension === ".svg") return `${path}: SVG pictures are not accepted; upload a PNG or JPEG`;
  if (textExtensions.has(extension)) return undefined;
  const formats = rasterFormats[extension];
  if (!formats) return `${path}: files of type "${extension || "none"}" are not accepted`;
  try {
    const image = sharp(contents, { limitInputPixels: 100_000_000 });
    const { format } = await image.metadata();
    if (!format || !formats.includes(format)) {
      return `${path}: not a ${extension.slice(1).toUpperCase()} picture`;
    }
    // Decoding every pixel, not only the header, is what shows the picture is whole.
    await image.stats();
    return undefined;
  } catch {
    return `${path}: not a picture that can be read`;
  }
}
