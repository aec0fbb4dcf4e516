import { paths } from "../../common/paths.ts";
import { pages, testPages } from "../support/content.ts";
import { siteData } from "../support/site-data.ts";
import { expect, test } from "./fixtures.ts";

const { mainNav, site } = siteData;

const contractRoutes = Object.values(paths);

test.describe("routes", () => {
  for (const path of contractRoutes) {
    test(`${path} answers 200 with its text in the HTML, one h1 and its own title`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = `${pages[path]!.title} | ${site.name}`.replaceAll("&", "&amp;");
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

  test("following a link to an unknown path lands on / with a page load", async ({
    page,
    openPage,
  }) => {
    // Links are plain links: there is no client-side router to catch the path, the server does.
    await openPage(paths.about);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/not-a-page";
      link.textContent = "Nowhere";
      document.querySelector("main")?.prepend(link);
    });
    await page.getByRole("link", { name: "Nowhere" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Nowhere" })).toHaveCount(0);
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

  test("the main navigation reaches every page and marks the current one", async ({
    page,
    openPage,
  }) => {
    await openPage(paths.about);
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

  test("the search popup opens and closes on Escape", async ({ page, openPage }) => {
    await openPage("/");
    await page.getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test('the search finds "ESG" and "Mining" as the visitor types and leads to the result', async ({
    page,
    openPage,
  }) => {
    await openPage("/");
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
    await expect(page).toHaveURL(/\/industries\/mining$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mining" })).toBeVisible();

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

  test.beforeEach(async ({ openPage }) => {
    await openPage(paths.about);
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
  // On a busy machine control timers fire as late as the preloader's own, so its lateness is
  // measured against them, not the clock.
  type State = "shown" | "fading" | "hidden";
  interface Timeline {
    frames: number[];
    gone?: number;
    forcedStart?: number;
    forcedDelay?: number;
    load?: number;
    scheduled?: number;
    dueFade?: number;
    dueHide?: number;
    dueForced?: number;
    changes: { state: State; at: number }[];
    keys: number[];
  }

  function recordTimeline() {
    const timeline: Timeline = { frames: [], changes: [], keys: [] };
    Object.assign(window, { preloaderTimeline: timeline });
    const preloader = () => document.getElementById("preloader");
    let run = 0;
    const control = (delay: number, key: "dueFade" | "dueHide" | "dueForced") => {
      const started = run;
      setTimeout(
        () => {
          // A control of an earlier start of the fade timers is out of date.
          if (key === "dueForced" || started === run) timeline[key] = performance.now();
        },
        Math.max(0, delay),
      );
    };
    control(3000 - performance.now(), "dueForced");
    addEventListener("load", () => {
      timeline.load = performance.now();
    });
    new PerformanceObserver((list) => {
      for (const mark of list.getEntriesByName("preloader-fade-scheduled")) {
        run += 1;
        timeline.scheduled = mark.startTime;
        timeline.dueFade = timeline.dueHide = undefined;
        const elapsed = performance.now() - mark.startTime;
        control(1500 - elapsed, "dueFade");
        control(2000 - elapsed, "dueHide");
      }
    }).observe({ type: "mark", buffered: true });
    addEventListener("keydown", () => timeline.keys.push(performance.now()), { capture: true });
    new MutationObserver(() => {
      const element = preloader();
      if (!element) return;
      const state: State = element.hidden
        ? "hidden"
        : element.classList.contains("preloader--fading")
          ? "fading"
          : "shown";
      if (timeline.changes.at(-1)?.state !== state) {
        timeline.changes.push({ state, at: performance.now() });
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
    const frame = (timestamp: number) => {
      const element = preloader();
      if (!element || element.hidden || getComputedStyle(element).visibility === "hidden") {
        if (timeline.frames.length > 0) timeline.gone = timestamp;
      } else {
        timeline.frames.push(timestamp);
        const forced = element
          .getAnimations()
          .find(
            (animation) => (animation as CSSAnimation).animationName === "preloader-force-hide",
          );
        if (typeof forced?.startTime === "number") {
          timeline.forcedStart = forced.startTime;
          timeline.forcedDelay = Number(forced.effect?.getTiming().delay);
        }
      }
      if (timeline.gone === undefined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }

  type Page = import("@playwright/test").Page;

  const readTimeline = async (
    page: Page,
    done: (keyof Omit<Timeline, "frames" | "changes" | "keys">)[],
    hides = 1,
  ) => {
    const recorded = await page.waitForFunction(
      ({ done, hides }) => {
        const { preloaderTimeline: t } = window as unknown as { preloaderTimeline: Timeline };
        const hidden = t.changes.filter((change) => change.state === "hidden").length;
        return hidden >= hides && done.every((name) => t[name] !== undefined) && t;
      },
      { done, hides },
      { timeout: 12_000 },
    );
    const timeline = (await recorded.jsonValue()) as Required<Timeline>;
    const reached = (state: State, since = 0) =>
      timeline.changes.find((change) => change.state === state && change.at >= since)?.at ??
      Number.NaN;
    return { ...timeline, reached };
  };

  async function showAgain(page: Page) {
    await page.addInitScript(recordTimeline);
    await page.goto(paths.testPreloader);
    const preloader = page.locator("#preloader");
    await expect(preloader).toBeHidden({ timeout: 10_000 });
    const show = page.getByRole("button", { name: testPages.preloader.showButton });
    // A click before the page's script is running does nothing.
    await expect(async () => {
      await show.click();
      await expect(preloader).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    return preloader;
  }

  // What a busy machine may add between a timer firing and React committing what it asked for:
  // on a page at rest, and on a first load, where hydration and other scripts compete for the thread.
  const commitSlackMs = 400;
  const firstLoadSlackMs = 1000;

  test("covers the page at first and is hidden 2 s after load, or 3 s at the latest", async ({
    page,
  }) => {
    await page.addInitScript(recordTimeline);
    await page.goto(paths.about);
    const t = await readTimeline(page, ["scheduled", "dueHide", "dueForced"]);
    const fading = t.reached("fading");
    const hidden = t.reached("hidden");
    expect(t.frames[0], "shown in its first frames").toBeLessThan(hidden);
    expect(t.scheduled, "the fade waits for load").toBeGreaterThanOrEqual(t.load - 1);
    // Not early: the promised delays from the start of its timers are lower bounds on any machine
    // (timers never fire early; the commit of one step may be late, so steps are not compared).
    expect(hidden).toBeGreaterThanOrEqual(Math.min(t.scheduled + 2000, 3000) - 2);
    if (t.scheduled + 2000 <= 3000) {
      expect(fading - t.scheduled, "1.5 s after load").toBeGreaterThanOrEqual(1498);
      expect(hidden - t.scheduled, "after a 0.5 s fade").toBeGreaterThanOrEqual(1998);
    }
    // Not late: no later than control timers with the same delays. The script's forced hide
    // comes no earlier than the script starts (the mark, when the page had loaded before that).
    if (t.dueFade + firstLoadSlackMs < t.dueForced) {
      expect(fading - t.dueFade).toBeLessThan(firstLoadSlackMs);
    }
    const due = Math.min(t.dueHide, Math.max(t.dueForced, t.scheduled));
    expect(hidden - due).toBeLessThan(firstLoadSlackMs);
  });

  test("is forced away 3 s after it is shown when the page's script never runs", async ({
    page,
  }) => {
    // The page's scripts: its script files and its inline scripts (the preloader's among them).
    await page.route("**/*.js", (route) => route.abort());
    await page.route(paths.about, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(/<script>[\s\S]*?<\/script>/g, "");
      expect(body.length, "the page has inline scripts").toBeLessThan(html.length);
      await route.fulfill({ response, body });
    });
    await page.addInitScript(recordTimeline);
    await page.goto(paths.about);
    const t = await readTimeline(page, ["gone", "forcedStart"], 0);
    // Chromium starts a CSS animation on the third frame that shows its element.
    expect(t.forcedStart).toBeLessThanOrEqual((t.frames[2] ?? Number.NaN) + 1);
    expect(t.forcedDelay).toBeLessThanOrEqual(3000);
    const due = t.forcedStart + t.forcedDelay;
    expect(t.gone).toBeGreaterThanOrEqual(due - 1);
    // Gone in the first frames after it is due (frames come late on a busy machine).
    expect(t.gone - due).toBeLessThan(firstLoadSlackMs);
    expect(t.changes.some((change) => change.state === "hidden")).toBe(false);
  });

  test("shown again, it fades after 1.5 s and is hidden 0.5 s later", async ({ page }) => {
    // Its timers then start at the show, after the script is running: the fade is timed on any
    // machine, where a slow first load lets the forced hide at 3 s come first.
    await showAgain(page);
    const t = await readTimeline(page, ["dueHide"], 2);
    const shown = t.changes.findLast((change) => change.state === "shown")?.at ?? Number.NaN;
    const fading = t.reached("fading", shown);
    const hidden = t.reached("hidden", shown);
    expect(t.scheduled - shown).toBeLessThan(commitSlackMs);
    expect(fading - t.scheduled, "fades after 1.5 s").toBeGreaterThanOrEqual(1498);
    expect(hidden - t.scheduled, "after a 0.5 s fade").toBeGreaterThanOrEqual(1998);
    expect(fading - t.dueFade).toBeLessThan(commitSlackMs);
    expect(hidden - t.dueHide).toBeLessThan(commitSlackMs);
  });

  test("goes at once when the visitor presses P", async ({ page }) => {
    // Shown again, so that a slow first load cannot let the forced hide come before the key.
    const preloader = await showAgain(page);
    await page.keyboard.press("p");
    await expect(preloader).toBeHidden();
    const { changes, keys } = await readTimeline(page, [], 2);
    const shown = changes.findLast((change) => change.state === "shown")?.at ?? Number.NaN;
    const hidden = changes.findLast((change) => change.state === "hidden")?.at ?? Number.NaN;
    const press = Math.max(...keys.filter((key) => key <= hidden));
    expect(hidden - press, "hidden in the same task as the key press").toBeLessThan(100);
    // Hidden by the key: before its timers could have hidden it (they never fire early).
    expect(hidden - shown).toBeLessThan(2000);
  });

  test("is not shown at all without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.about);
    await expect(page.locator("#preloader")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[paths.about]!.heading);
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
