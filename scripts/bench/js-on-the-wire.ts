// Every script Chromium fetches until 5 s of network idle: the measure of tests/e2e/budgets.spec.ts.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium.ts";

const quietMs = 5000;

export async function jsOnTheWire(origin: string, paths: string[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const figures: { path: string; bytes: number; files: number }[] = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      const scripts = new Set<string>();
      let bytes = 0;
      cdp.on("Network.responseReceived", ({ requestId, type }) => {
        if (type === "Script") scripts.add(requestId);
      });
      cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
        if (scripts.has(requestId)) bytes += encodedDataLength;
      });
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(quietMs);
      figures.push({ path, bytes, files: scripts.size });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
