import { existsSync } from "node:fs";

export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

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
