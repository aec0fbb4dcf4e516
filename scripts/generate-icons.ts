// Run by hand after changing public/favicon.svg; the output is committed.
import { mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { manifestColours } from "../app/seo/manifest.ts";
import { headFiles } from "../common/site-url.ts";

const publicDir = join(import.meta.dirname, "..", "public");
const svg = await readFile(join(publicDir, "favicon.svg"));

async function drawIcon(file: string, size: number, flatten: boolean) {
  // The SVG is 36 units wide; render at a density that gives `size` pixels without upscaling.
  let image = sharp(svg, { density: (72 * size) / 36 }).resize(size, size);
  if (flatten) image = image.flatten({ background: manifestColours.theme });
  const out = join(publicDir, file);
  await mkdir(dirname(out), { recursive: true });
  await image.png({ compressionLevel: 9, palette: true }).toFile(out);
  console.log(`icons: wrote ${file}`);
}

await drawIcon(headFiles.icon192, 192, false);
await drawIcon(headFiles.icon512, 512, false);
// The glyph lies within the maskable safe zone, so the full-bleed square can be cropped to any shape.
await drawIcon(headFiles.maskableIcon, 512, true);
// iOS paints transparent pixels black.
await drawIcon(headFiles.appleTouchIcon, 180, true);
