// No request leaves the machine: map tiles get a local blank tile, anything else off-host is aborted.
import { test as base, expect, type Page } from "@playwright/test";
import { visibleMargin } from "../../app/islands/bootstrap.ts";

// A 1×1 transparent PNG; Leaflet stretches it over the tile.
const blankTile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export type OpenPage = (path: string) => Promise<void>;

export const test = base.extend<{ consoleErrors: string[]; openPage: OpenPage }>({
  context: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) =>
        route.request().resourceType() === "image"
          ? route.fulfill({ status: 200, contentType: "image/png", body: blankTile })
          : route.abort("blockedbyclient"),
    );
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
  openPage: async ({ page, javaScriptEnabled }, use) => {
    await use(async (path) => {
      await page.goto(path);
      if (javaScriptEnabled !== false) await pageReady(page);
    });
  },
});

export { expect };

/** Most pages have only inline scripts; a page React Router hydrates whole is ready once its router is. */
export async function scriptsReady(page: Page) {
  await page.waitForFunction(
    () => !("__reactRouterContext" in window) || "__reactRouterDataRouter" in window,
  );
}

/** The clock's stand-in `performance` has an empty timeline, where islands look for the first paint. */
export async function installClock(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, "timelineBeforeClock", { value: performance });
  });
  await page.clock.install();
  await page.addInitScript(() => {
    const real = (window as unknown as { timelineBeforeClock: Performance }).timelineBeforeClock;
    const clocked = performance as unknown as Record<string, unknown>;
    clocked.getEntries = real.getEntries.bind(real);
    clocked.getEntriesByName = real.getEntriesByName.bind(real);
    clocked.getEntriesByType = real.getEntriesByType.bind(real);
  });
}

export async function dismissPreloader(page: Page) {
  await page.keyboard.press("p");
  await expect(page.locator("#preloader")).toBeHidden();
}

/**
 * Those that wake without a touch right after the first paint: "idle" ones and "visible" ones near
 * the viewport ("soon" ones wait seconds; a test that needs one live wakes it, wakeEveryIsland).
 */
function asleepIslands(margin: number): string[] {
  const near = (element: Element) =>
    [...element.children].some((child) => {
      const box = child.getBoundingClientRect();
      return (
        child.getClientRects().length > 0 &&
        box.bottom >= -margin &&
        box.top <= window.innerHeight + margin
      );
    });
  const live = (element: HTMLElement) => element.dataset.live !== undefined;
  return [...document.querySelectorAll<HTMLElement>("[data-island]")]
    .filter((island) => {
      const hydrate = island.dataset.hydrate;
      if (hydrate === "interaction" || hydrate === "soon") return false;
      if (hydrate === "visible" && !near(island)) return false;
      return !live(island);
    })
    .map((island) => island.dataset.island ?? "");
}

export async function pageReady(page: Page) {
  await scriptsReady(page);
  await dismissPreloader(page);
  await islandsAwake(page);
}

export async function islandsAwake(page: Page) {
  const margin = Number.parseInt(visibleMargin, 10);
  await expect
    .poll(() => page.evaluate(asleepIslands, margin), {
      message: "the islands that wake on their own are live",
      intervals: [50, 100, 250],
    })
    .toEqual([]);
}

/** Every island that wakes on its own brought into view and live: lazy parts in their final state. */
export async function wakeEveryIsland(page: Page) {
  const islands = page.locator("[data-island]:not([data-hydrate='interaction'])");
  for (const island of await islands.all()) {
    await island.scrollIntoViewIfNeeded();
    // Without waiting its seconds: a hover would wake it as well.
    if ((await island.getAttribute("data-hydrate")) === "soon") {
      await island.dispatchEvent("pointerover");
    }
    await expect(island).toHaveAttribute("data-live", "");
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
