// The budgets of docs/product.md, checked by tests/budgets.test.ts and printed by scripts/bench-web.ts.
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;

export const budgets = {
  noJs: {
    limit: 0,
    label: "JavaScript loaded without interaction by a page with no island in its first view",
    why: "The page is pre-rendered HTML and its text is there: the header's Search loads its code on hover or focus, the menu and preloader are a few inline lines. Any script file here is parse and run time on a phone for nothing the visitor asked for.",
  },
  islandJs: {
    limit: 80 * KB,
    label:
      "JavaScript on the wire within 5 s of load on /, /about, /contact, /gallery (both languages), none before the first paint",
    why: "React costs about 64-69 KB gzip and comes with the first island that wakes (the home page's banner, when the browser is idle); the rest waits for the viewport or a press. On a mid-range phone every 100 KB of script costs roughly 1 s of parse and run time, which lands in TBT and LCP.",
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

export const budgetPages = {
  noJs: ["/what-we-do", "/industries", "/impact", "/news-blogs", "/blog", "/privacy"],
  islandJs: ["/", "/home", "/about", "/contact", "/gallery"],
} as const;

export interface PageFigures {
  path: string;
  htmlGzip: number;
  scripts: string[];
  /** `<link rel="modulepreload">` hints in the HTML (app/entry.server.tsx leaves none). */
  modulePreloads: string[];
  jsGzip: number;
  stylesheets: string[];
  cssGzip: number;
  leaflet: string[];
  islandsLoader?: string;
}

export interface BuildFigures {
  pages: PageFigures[];
  images: { file: string; bytes: number }[];
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
// The loader's URL in the islands' inline start-up script (app/islands/bootstrap.ts).
const islandsLoaderUrl = /\("(\/assets\/islands-[\w-]+\.js)"/;
const externalLink =
  /<link rel="(?:stylesheet|preload|preconnect|dns-prefetch|modulepreload)"[^>]*href="((?:https?:)?\/\/[^"]+)"/g;
// Leaflet keeps this property name in every build; app code has no reason to use it.
const leafletMarker = "_leaflet_id";

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

async function initialScripts(clientDir: string, html: string): Promise<string[]> {
  const queue: string[] = [];
  for (const m of html.matchAll(modulePreload)) queue.push(m[1] ?? "");
  for (const m of html.matchAll(scriptSrc)) queue.push(m[1] ?? "");
  for (const m of html.matchAll(inlineModule)) {
    for (const i of (m[1] ?? "").matchAll(importInInline)) queue.push(i[1] ?? i[2] ?? "");
  }
  return withStaticImports(clientDir, queue);
}

export async function withStaticImports(clientDir: string, urls: string[]): Promise<string[]> {
  const queue = [...urls];
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
    const islandsLoader = html.match(islandsLoaderUrl)?.[1];
    figures.pages.push({
      path,
      islandsLoader,
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

export async function gzipTotal(clientDir: string, urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) total += gzipSize(await readFile(join(clientDir, url)));
  return total;
}

export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
