// Lighthouse's mobile throttling applied for real. The pointer rests on the link first, as a
// visitor's does, which is when speculation rules prefetch the next page.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium.ts";

const hoverMs = 300;

export async function clickToNextPaint(
  origin: string,
  from: string,
  linkName: string,
  runs: number,
) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const times: number[] = [];
  let prerenderedRuns = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // A prerendered page's paint entries date from its hidden rendering.
      await context.addInitScript(() => {
        const w = window as unknown as { shownAt?: number };
        document.addEventListener(
          "prerenderingchange",
          () => requestAnimationFrame(() => (w.shownAt = performance.now())),
          { once: true },
        );
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${origin}${from}`, { waitUntil: "networkidle" });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const link = page.getByRole("banner").getByRole("link", { name: linkName, exact: true });
      await link.hover();
      await page.waitForTimeout(hoverMs);
      await link.click();
      await page.waitForURL((url) => url.pathname !== from);
      const handle = await page.waitForFunction(() => {
        const entry = performance.getEntriesByType("navigation")[0] as
          | (PerformanceNavigationTiming & { activationStart?: number })
          | undefined;
        const activation = entry?.activationStart ?? 0;
        if (activation > 0) {
          const shownAt = (window as unknown as { shownAt?: number }).shownAt;
          return shownAt === undefined ? false : { ms: shownAt - activation, prerendered: true };
        }
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        return paint ? { ms: paint.startTime, prerendered: false } : false;
      });
      const { ms, prerendered } = (await handle.jsonValue()) as {
        ms: number;
        prerendered: boolean;
      };
      times.push(ms);
      if (prerendered) prerenderedRuns++;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { times, prerenderedRuns };
}
