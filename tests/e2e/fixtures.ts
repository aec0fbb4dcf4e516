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

/** Opens a page as a visitor finds it: hydrated (React Router's router is on window only then), preloader gone ("p"). */
export async function openReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.keyboard.press("p");
  await expect(page.locator("#preloader")).toBeHidden();
}
