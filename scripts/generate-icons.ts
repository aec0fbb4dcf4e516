// Draws the PNG icons (web app manifest, Apple touch icon) from public/favicon.svg and writes
// public/manifest.webmanifest from content/seo.ts. Run `node scripts/generate-icons.ts` after
// changing the favicon or the manifest texts; the output is committed.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { paths } from "../common/paths.ts";
import { headFiles, manifestText } from "../content/seo.ts";

const publicDir = join(import.meta.dirname, "..", "public");
const svg = await readFile(join(publicDir, "favicon.svg"));

/** Renders the favicon at `size` px; `flatten` fills the transparent corners with the brand colour. */
async function drawIcon(file: string, size: number, flatten: boolean) {
  // The SVG is 36 units wide; render at a density that gives `size` pixels without upscaling.
  let image = sharp(svg, { density: (72 * size) / 36 }).resize(size, size);
  if (flatten) image = image.flatten({ background: manifestText.themeColor });
  const out = join(publicDir, file);
  await mkdir(dirname(out), { recursive: true });
  await image.png({ compressionLevel: 9, palette: true }).toFile(out);
  console.log(`icons: wrote ${file}`);
}

await drawIcon(headFiles.icon192, 192, false);
await drawIcon(headFiles.icon512, 512, false);
// The glyph lies within 28% of the centre, inside the maskable safe zone (a 40% radius circle), so
// the full-bleed brand square can be cropped to any shape.
await drawIcon(headFiles.maskableIcon, 512, true);
// iOS paints transparent pixels black.
await drawIcon(headFiles.appleTouchIcon, 180, true);

const manifest = {
  name: manifestText.name,
  short_name: manifestText.shortName,
  description: manifestText.description,
  lang: "en",
  start_url: paths.home,
  scope: paths.home,
  display: "standalone",
  theme_color: manifestText.themeColor,
  background_color: manifestText.backgroundColor,
  icons: [
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    { src: headFiles.icon192, sizes: "192x192", type: "image/png" },
    { src: headFiles.icon512, sizes: "512x512", type: "image/png" },
    { src: headFiles.maskableIcon, sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
await writeFile(join(publicDir, headFiles.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`icons: wrote ${headFiles.manifest}`);
