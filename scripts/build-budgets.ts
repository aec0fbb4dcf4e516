// Measures the client build against the budgets of docs/product.md. Used by tests/budgets.test.ts,
// which fails the build on a regression, and by scripts/bench-web.ts, which writes the figures down.
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;

/** Each budget, its limit, and why it is what it is (docs/benchmarks.md prints these). */
export const budgets = {
  initialJs: {
    limit: 150 * KB,
    label: "JavaScript loaded by a page before any interaction (gzip)",
    why: "An empty React Router 8 app already loads about 117 KB gzip (react-dom is about 69 KB of it); the rest pays for the header, carousels, form and map placeholder. On a mid-range phone every 100 KB of script costs roughly 1 s of parse and run time, which lands in TBT and LCP.",
  },
  initialCss: {
    limit: 25 * KB,
    label: "CSS linked by a page (gzip)",
    why: "Stylesheets block the first paint. 25 KB gzip holds the whole design system; Leaflet's 15 KB of CSS must load with the map, not here.",
  },
  html: {
    limit: 60 * KB,
    label: "Pre-rendered HTML of a page (gzip)",
    why: "The HTML carries the page's text, so it is the LCP's critical path. Above about 60 KB gzip the document no longer arrives in the first few round trips of a slow connection.",
  },
  image: {
    limit: 200 * KB,
    label: "Any single image file",
    why: "One image over 200 KB is a missed resize or format. Responsive AVIF/WebP renditions keep the LCP banner far below this on phones.",
  },
  font: {
    limit: 40 * KB,
    label: "Any font file (self-hosted WOFF2, subset)",
    why: "One brand typeface, Figtree, as a variable Latin subset WOFF2 for every weight (about 20 KB), and on Arabic pages only Cairo, a variable subset of Arabic letters (about 31 KB); self-hosted (the CSP allows no other origin), each preloaded on its language's pages. A full family is several times that.",
  },
} as const;

export interface PageFigures {
  /** URL path of the page, e.g. "/about". */
  path: string;
  htmlGzip: number;
  scripts: string[];
  /** `<link rel="modulepreload">` hints in the HTML (app/entry.server.tsx leaves none). */
  modulePreloads: string[];
  jsGzip: number;
  stylesheets: string[];
  cssGzip: number;
  /** Initial scripts that are (or contain) Leaflet. */
  leaflet: string[];
}

export interface BuildFigures {
  pages: PageFigures[];
  images: { file: string; bytes: number }[];
  /** `woff2`: the file starts with the WOFF2 signature. */
  fonts: { file: string; bytes: number; woff2: boolean }[];
  /** Stylesheets, fonts or CSS imports on other origins (a font must be self-hosted). */
  externalRefs: string[];
}

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

const modulePreload = /<link rel="modulepreload" href="([^"]+)"/g;
const scriptSrc = /<script[^>]*\bsrc="([^"]+)"/g;
const inlineModule = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g;
const importInInline = /\bimport\s*(?:\(\s*)?["']([^"']+\.js)["']|\bfrom\s*["']([^"']+\.js)["']/g;
// Static imports and re-exports only: `import(` (a lazy chunk) has a parenthesis before the quote.
const staticImport = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
const stylesheet = /<link rel="stylesheet" href="([^"]+)"/g;
const externalLink =
  /<link rel="(?:stylesheet|preload|preconnect|dns-prefetch|modulepreload)"[^>]*href="((?:https?:)?\/\/[^"]+)"/g;
// Leaflet keeps this property name in every build; app code has no reason to use it.
const leafletMarker = "_leaflet_id";

/** Every URL path a built page answers, with its HTML file. */
async function pageFiles(clientDir: string): Promise<{ path: string; file: string }[]> {
  const result: { path: string; file: string }[] = [];
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const rel = relative(clientDir, file).split(sep).join("/");
    const path =
      rel === "index.html" ? "/" : `/${rel.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
    result.push({ path, file });
  }
  return result.sort((a, b) => a.path.localeCompare(b.path));
}

/** The scripts a page loads before interaction: its preloads and inline imports, then their static imports. */
async function initialScripts(clientDir: string, html: string): Promise<string[]> {
  const queue: string[] = [];
  for (const m of html.matchAll(modulePreload)) queue.push(m[1] ?? "");
  for (const m of html.matchAll(scriptSrc)) queue.push(m[1] ?? "");
  for (const m of html.matchAll(inlineModule)) {
    for (const i of (m[1] ?? "").matchAll(importInInline)) queue.push(i[1] ?? i[2] ?? "");
  }
  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift() ?? "";
    if (!url.startsWith("/") || seen.has(url)) continue;
    seen.add(url);
    const code = await readFile(join(clientDir, url), "utf8");
    for (const m of code.matchAll(staticImport)) {
      queue.push(new URL(m[1] ?? "", `http://x${url}`).pathname);
    }
  }
  return [...seen].sort();
}

export async function measureBuild(clientDir: string): Promise<BuildFigures> {
  const figures: BuildFigures = { pages: [], images: [], fonts: [], externalRefs: [] };
  const sizeCache = new Map<string, { gzip: number; text: string }>();
  const asset = async (url: string) => {
    let cached = sizeCache.get(url);
    if (!cached) {
      const text = await readFile(join(clientDir, url), "utf8");
      cached = { gzip: gzipSize(text), text };
      sizeCache.set(url, cached);
    }
    return cached;
  };

  for (const { path, file } of await pageFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const scripts = await initialScripts(clientDir, html);
    const stylesheets = [...html.matchAll(stylesheet)].map((m) => m[1] ?? "");
    for (const m of html.matchAll(externalLink)) {
      figures.externalRefs.push(m[1] ?? "");
    }
    let jsGzip = 0;
    const leaflet: string[] = [];
    for (const url of scripts) {
      const { gzip, text } = await asset(url);
      jsGzip += gzip;
      if (/leaflet/i.test(url) || text.includes(leafletMarker)) leaflet.push(url);
    }
    let cssGzip = 0;
    for (const url of stylesheets) {
      if (!url.startsWith("/")) continue; // counted by externalLink
      const { gzip, text } = await asset(url);
      cssGzip += gzip;
      for (const m of text.matchAll(
        /url\(\s*["']?(https?:)?\/\/[^)]+\)|@import\s+["']?https?:[^;]+/g,
      )) {
        figures.externalRefs.push(m[0]);
      }
    }
    figures.pages.push({
      path,
      htmlGzip: gzipSize(html),
      scripts,
      modulePreloads: [...html.matchAll(modulePreload)].map((m) => m[1] ?? ""),
      jsGzip,
      stylesheets,
      cssGzip,
      leaflet,
    });
  }

  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const rel = relative(clientDir, file).split(sep).join("/");
    if (/\.(png|jpe?g|webp|avif|gif|svg|ico)$/i.test(entry.name)) {
      figures.images.push({ file: rel, bytes: (await stat(file)).size });
    } else if (/\.(woff2?|ttf|otf|eot)$/i.test(entry.name)) {
      const data = await readFile(file);
      figures.fonts.push({
        file: rel,
        bytes: data.length,
        woff2: data.subarray(0, 4).toString() === "wOF2",
      });
    } else if (entry.name.endsWith(".css")) {
      const text = await readFile(file, "utf8");
      for (const m of text.matchAll(/@font-face\s*{[^}]*url\(\s*["']?(?:https?:)?\/\/[^)]+\)/g)) {
        figures.externalRefs.push(m[0]);
      }
    }
  }
  return figures;
}

export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
