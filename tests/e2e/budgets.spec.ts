// The JavaScript budget of docs/product.md, "Performance budgets", measured as the browser loads a
// page: every script it fetches from navigation until the network has been quiet and a few seconds
// more have passed with no interaction. Each is counted at its size in the server's gzip encoding,
// the budget's unit (the browser itself is sent the smaller brotli files; both are reported).
// tests/budgets.test.ts computes a figure from the build alone; this is the one that holds.
import { developerPages, paths } from "../../common/paths.ts";
import { budgets, formatKb } from "../../scripts/build-budgets.ts";
import { expect, test } from "./fixtures.ts";

const publicPaths = Object.values(paths).filter((path) => !developerPages.includes(path));

// After the network is idle, what may still come without interaction: timers, idle callbacks and
// observers that load code later (the map and the contact form near the viewport, for example).
const quietMs = 5000;

interface Script {
  url: string;
  headerBytes: number;
  /** Bytes of the body as the browser received it (brotli), once it has finished loading. */
  wireBytes?: number;
  gzipBytes?: number;
}

for (const path of publicPaths) {
  test(`${path} loads at most ${formatKb(budgets.initialJs.limit)} of JavaScript without interaction`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const cdp = await page.context().newCDPSession(page);
    const scripts = new Map<string, Script>();
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      if (type === "Script") {
        scripts.set(requestId, { url: response.url, headerBytes: response.encodedDataLength });
      }
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.wireBytes = encodedDataLength - script.headerBytes;
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

    await page.goto(path, { waitUntil: "networkidle" });
    // The measure is what loads in a window without interaction: nothing to wait for but time.
    await page.waitForTimeout(quietMs);

    const loaded = [...scripts.values()];
    for (const script of loaded) {
      const response = await request.get(script.url, { headers: { "accept-encoding": "gzip" } });
      expect(response.headers()["content-encoding"]).toBe("gzip");
      script.gzipBytes = Number(response.headers()["content-length"]);
    }
    const sum = (bytes: (script: Script) => number | undefined) =>
      loaded.reduce((total, script) => total + (bytes(script) ?? Number.NaN), 0);
    const gzip = sum((script) => script.gzipBytes);
    const files = loaded
      .map((script) => `${new URL(script.url).pathname} ${formatKb(script.gzipBytes ?? 0)}`)
      .join("\n");
    console.log(
      `${path}: ${formatKb(gzip)} gzip (${formatKb(sum((s) => s.wireBytes))} brotli received, ` +
        `${formatKb(sum((s) => s.headerBytes))} of headers) in ${loaded.length} files`,
    );
    expect(gzip, files).toBeLessThanOrEqual(budgets.initialJs.limit);
  });
}
