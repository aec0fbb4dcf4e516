// Shared Playwright fixtures: no request leaves the machine (map tiles get a local blank tile,
// everything else off-host is aborted), and every page's console errors are collected.
import { test as base, expect, type Page } from "@playwright/test";

// A 1×1 transparent PNG; Leaflet stretches it over the tile.
const blankTile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export const test = base.extend<{ consoleErrors: string[] }>({
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

/** Opens a page as a visitor finds it: its scripts running, preloader gone ("p"). */
export async function openReady(page: Page, path: string) {
  await page.goto(path);
  await scriptsReady(page);
  await page.keyboard.press("p");
  await expect(page.locator("#preloader")).toBeHidden();
}
