// Shared Playwright fixtures: no request leaves the machine (map tiles get a local blank tile,
// everything else off-host is aborted), every page's console errors are collected, and `openPage`
// opens a page as a visitor finds it.
import { test as base, expect, type Page } from "@playwright/test";
import { visibleMargin } from "../../app/islands/bootstrap.ts";

// A 1×1 transparent PNG; Leaflet stretches it over the tile.
const blankTile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Opens a path of the e2e server, ready (see pageReady); without JavaScript, as served. */
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

/**
 * Waits until the page's script is running. Most pages have only inline scripts, which run as the
 * document is parsed; their islands wake later on their own. A page React Router hydrates whole
 * (its context is on window) is ready once its router is.
 */
export async function scriptsReady(page: Page) {
  await page.waitForFunction(
    () => !("__reactRouterContext" in window) || "__reactRouterDataRouter" in window,
  );
}

/**
 * Puts the page's timers on Playwright's clock (page.clock) from its first script, so a test moves
 * time on instead of waiting for it. The clock's stand-in for `performance` has an empty timeline,
 * where the islands look for the first paint (app/islands/bootstrap.ts): the real one is kept.
 */
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

/** Sends the first-load preloader away as a visitor may ("p" hides it at once). */
export async function dismissPreloader(page: Page) {
  await page.keyboard.press("p");
  await expect(page.locator("#preloader")).toBeHidden();
}

/**
 * The islands that should be live by now and are not: those that wake without a visitor's touch,
 * "idle" ones and "visible" ones near the viewport (app/islands/bootstrap.ts). An island is live
 * once it is marked `data-live` (app/islands/client.ts), when React holds its elements.
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
      if (hydrate === "interaction" || (hydrate === "visible" && !near(island))) return false;
      return !live(island);
    })
    .map((island) => island.dataset.island ?? "");
}

/**
 * A loaded page made ready as a visitor finds it: its scripts running, the islands near the
 * viewport live, the preloader gone.
 */
export async function pageReady(page: Page) {
  await scriptsReady(page);
  await dismissPreloader(page);
  await islandsAwake(page);
}

/** Waits until the islands that wake on their own where the page is scrolled now are live. */
export async function islandsAwake(page: Page) {
  const margin = Number.parseInt(visibleMargin, 10);
  await expect
    .poll(() => page.evaluate(asleepIslands, margin), {
      message: "the islands that wake on their own are live",
      intervals: [50, 100, 250],
    })
    .toEqual([]);
}
