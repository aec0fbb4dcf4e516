import { existsSync } from "node:fs";

const installed = (path: string) => (existsSync(path) ? path : undefined);

/** The browser the benchmarks measure: `CHROMIUM_PATH`, else Debian's Chromium. */
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? installed("/usr/bin/chromium");

/**
 * The browser the tests drive: `CHROMIUM_PATH`, else Debian's headless shell of the same Chromium
 * build (`apt-get install chromium-headless-shell`), else Debian's Chromium. The shell renders with
 * the same engine at less than half the CPU (the header spec: 34-40 s against 80-93 s on two cores);
 * it is what Playwright itself runs headless.
 */
export const testChromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? installed("/usr/bin/chromium-headless-shell") ?? chromiumPath;

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// machine's closed network refuses.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
