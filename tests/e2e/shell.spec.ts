// The site shell (issue 2): routes, redirects, header and side menu, search popup, preloader, footer.

import { paths } from "../../app/config/paths.ts";
import { pages } from "../../content/pages.ts";
import { mainNav, site } from "../../content/site.ts";
import { expect, test } from "./fixtures.ts";

const contractRoutes = Object.values(paths);

test.describe("routes", () => {
  for (const path of contractRoutes) {
    test(`${path} answers 200 with its text in the HTML, one h1 and its own title`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = `${pages[path].title} | ${site.name}`.replaceAll("&", "&amp;");
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain(site.address);
      expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
    });
  }

  for (const path of [
    "/no-such-page",
    "/web-development",
    "/graphic-designing",
    "/digital-marketing",
  ]) {
    test(`${path} redirects to the home page`, async ({ page, request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/");
      await page.goto(path);
      await expect(page).toHaveURL("/");
    });
  }

  test("a client-side navigation to an unknown path lands on /", async ({ page }) => {
    await page.goto(paths.about);
    // React Router's data router is what a <Link> to an unknown path would drive. It exists once
    // the page is hydrated, which may be after `load`: the entry module is imported last.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.keyboard.press("p");
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/not-a-page"),
    );
    await expect(page).toHaveURL("/");
  });

  test("every page runs under the Content-Security-Policy with no console errors", async ({
    page,
    consoleErrors,
  }) => {
    // Thirteen pages, each until the network is idle: about 26 s alone, more on a busy machine.
    test.setTimeout(120_000);
    for (const path of contractRoutes) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("header at 1280px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the main navigation reaches every page and marks the current one", async ({ page }) => {
    await page.goto(paths.about);
    await page.keyboard.press("p");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    for (const item of mainNav) {
      await nav.getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.to);
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);
    }
  });

  test("marks Home as the current page on /home too", async ({ page }) => {
    await page.goto(paths.homeAlias);
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);
  });

  test("shows the links in the header and hides the menu toggler", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of mainNav) {
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Book a Discovery Call" }),
    ).toHaveAttribute("href", paths.contact);
  });

  test("the search popup opens and closes on Escape", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("p");
    await page.getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test('the search finds "ESG" and "Mining" as the visitor types and leads to the result', async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("p");
    await page.getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    const box = dialog.getByRole("searchbox");
    const results = dialog.getByRole("list", { name: "Search results" });

    await box.fill("ESG");
    await expect(results.getByRole("link", { name: /ESG & Sustainability/ })).toBeVisible();

    await box.fill("Mining");
    const mining = results.getByRole("link", { name: /^Mining/ });
    await expect(mining).toBeVisible();
    await mining.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/industries#mining$/);
    await expect(page.getByRole("heading", { name: "Mining" })).toBeInViewport();

    await page.getByRole("button", { name: "Search" }).click();
    await dialog.getByRole("searchbox").fill("zzzz-no-such-thing");
    await expect(dialog.getByRole("status")).toHaveText("No results");
    // Escape closes the dialog even with text in the box (where the browser would only clear it).
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Search" })).toBeFocused();
  });
});

test.describe("side menu at 1199px", () => {
  test.use({ viewport: { width: 1199, height: 800 } });

  async function openMenu(page: import("@playwright/test").Page) {
    const toggler = page.getByRole("button", { name: "Open menu" });
    await toggler.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(toggler).toHaveAttribute("aria-expanded", "true");
    return menu;
  }

  test.beforeEach(async ({ page }) => {
    await page.goto(paths.about);
    await page.keyboard.press("p");
    await expect(page.locator("#preloader")).toBeHidden();
  });

  test("hides the header links behind the toggler and holds the same links", async ({ page }) => {
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Industries", exact: true }),
    ).toBeHidden();
    const menu = await openMenu(page);
    for (const item of mainNav) {
      await expect(menu.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    }
  });

  test("closes on the Close menu button", async ({ page }) => {
    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("closes on a click on the overlay outside the panel", async ({ page }) => {
    const menu = await openMenu(page);
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
  });

  test("closes on Escape", async ({ page }) => {
    const menu = await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("closes on a click on one of its links, which navigates", async ({ page }) => {
    const menu = await openMenu(page);
    await menu.getByRole("link", { name: "Industries", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(paths.industries);
  });

  test("closes when the window grows to the desktop layout", async ({ page }) => {
    const menu = await openMenu(page);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("preloader", () => {
  test("covers the page at first and is gone 2 s after load", async ({ page }) => {
    // Timed inside the page, frame by frame from the first frame, so neither the test runner's
    // polling nor a slow `load` on a busy machine counts.
    await page.addInitScript(() => {
      const times = {} as { seen?: number; gone?: number };
      Object.assign(window, { preloaderTimes: times });
      const tick = () => {
        const element = document.getElementById("preloader");
        const shown =
          !!element && !element.hidden && getComputedStyle(element).visibility !== "hidden";
        if (shown) times.seen ??= performance.now();
        if (!shown && times.seen !== undefined) times.gone = performance.now();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(paths.about);
    const times = await page
      .waitForFunction(
        () => {
          const { preloaderTimes } = window as unknown as {
            preloaderTimes: { seen?: number; gone?: number };
          };
          return preloaderTimes.gone === undefined ? false : preloaderTimes;
        },
        null,
        { timeout: 6000 },
      )
      .then((handle) => handle.jsonValue() as Promise<{ seen?: number; gone?: number }>);
    // Shown at first; gone 1.5 s after load + 0.5 s fade, and never later than the 3 s forced hide,
    // which counts from the first frame that shows it (a frame or two of slack).
    const seen = times.seen ?? Number.NaN;
    const gone = times.gone ?? Number.NaN;
    expect(gone).toBeGreaterThan(1500);
    expect(gone - seen).toBeLessThan(3300);
  });

  test("goes at once when the visitor presses P", async ({ page }) => {
    // Not waiting for `load`: on a busy machine the page's images can take until the forced hide.
    await page.goto(paths.about, { waitUntil: "domcontentloaded" });
    const preloader = page.locator("#preloader");
    await expect(preloader).toBeVisible();
    // A press before the page's script is running does nothing, so press until it is (the modules
    // load after the first paint, from the end of the body).
    await expect(async () => {
      await page.keyboard.press("p");
      await expect(preloader).toBeHidden({ timeout: 300 });
    }).toPass({ timeout: 2500 });
    // Hidden by the key, not by the forced hide at 3 s from navigation.
    expect(await page.evaluate(() => performance.now())).toBeLessThan(2900);
  });

  test("is not shown at all without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.about);
    await expect(page.locator("#preloader")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[paths.about].heading);
    await context.close();
  });
});

test("the footer shows the group's details", async ({ page }) => {
  await page.goto(paths.about);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(site.address);
  await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", /^tel:/);
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(footer).toContainText("© 2019-2025");
  await expect(footer.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute(
    "href",
    paths.privacy,
  );
});
