// `npm run screenshots`: one page of each kind, at a phone's width (375 px) and a laptop's
// (1280 px), in English and Arabic, as whole-page JPEGs in docs/screenshots/pages/. They are for
// looking at the site as one design after a change to its shapes; the tests check behaviour.
// Runs on the build in BUILD_DIR (default build/): `npm run build` first.
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.ts";
import { repoRoot, startServer } from "./bench/harness.ts";

const pages: [name: string, path: string][] = [
  ["home", "/"],
  ["about", "/about"],
  ["what-we-do", "/what-we-do"],
  ["service", "/what-we-do/esg-sustainability"],
  ["industries", "/industries"],
  ["industry", "/industries/textile-apparel"],
  ["industry-small", "/industries/mining"],
  ["impact", "/impact"],
  ["impact-filter", "/impact/industry/textile-apparel"],
  ["case-study", "/impact/knitwear-productivity"],
  ["news-blogs", "/news-blogs"],
  ["news-blogs-filter", "/news-blogs/topic/esg"],
  ["blog-post", "/blog/supply-chain-esg"],
  ["person", "/people/asha-verma"],
  ["office", "/offices/dhaka"],
  ["contact", "/contact"],
  ["gallery", "/gallery"],
];
const widths = [375, 1280];
const languages = [
  ["en", ""],
  ["ar", "/ar"],
] as const;

const out = join(repoRoot, "docs", "screenshots", "pages");
await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

const buildDir = process.env.BUILD_DIR ?? "build";
const server = await startServer({
  STATIC_DIR: join(repoRoot, buildDir, "client"),
  DATA_DIR: join(repoRoot, "test-results", "screenshots-data"),
  AUDIENCE: "off",
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const width of widths) {
    // Reduced motion: the preloader and carousels stand still, so a picture shows the page itself.
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 812 : 800 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const [name, path] of pages) {
      for (const [language, prefix] of languages) {
        const url = `${server.origin}${prefix}${path === "/" && prefix ? "" : path}`;
        await page.goto(url, { waitUntil: "networkidle" });
        // Lazy pictures load as they come near: scroll through once, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        // The brief's preloader covers the page for its first 2 s.
        await page.locator("#preloader").waitFor({ state: "hidden" });
        const file = join(out, `${name}-${language}-${width}.jpg`);
        await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 55 });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
