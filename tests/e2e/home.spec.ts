import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { carouselSettings } from "../../app/features/carousel/carousel-settings.ts";
import { soonAfterMs } from "../../app/islands/bootstrap.ts";
import { paths, servicePath } from "../../common/paths.ts";
import { carouselText, home, impactFigures, newsItems } from "../support/content.ts";
import { siteData } from "../support/site-data.ts";
import { expect, installClock, islandsAwake, test, wakeEveryIsland } from "./fixtures.ts";

const {
  aboutSummary,
  banner: homeBanner,
  clients: homeClients,
  companies: homeCompanies,
  contact: homeContact,
  counters: homeCounters,
  impact: homeImpact,
  industries: homeIndustries,
  news: homeNews,
  services: homeServices,
  testimonials: homeTestimonials,
} = home;

const featured = homeServices.services;
const [firstSlide] = homeBanner.slides;
const counterText = homeCounters.items.map((item) => `${item.value}${item.suffix}`);

const banner = (page: Page) => page.getByRole("region", { name: homeBanner.label });

test("the home page has content for each of its lists", () => {
  for (const list of [homeBanner.slides, featured, impactFigures, newsItems, homeCounters.items]) {
    expect(list.length).toBeGreaterThan(0);
  }
  expect(homeTestimonials.testimonials.length).toBeGreaterThan(1);
});

test("shows its sections in the documented order, with one h1 in the first banner slide", async ({
  page,
  openPage,
  consoleErrors,
}) => {
  await openPage(paths.home);
  await expect(page.locator("h1")).toHaveCount(1);
  const slides = homeBanner.slides.length;
  await expect(
    banner(page)
      .getByRole("group", { name: carouselText.slideLabel(1, slides) })
      .locator("h1"),
  ).toHaveText(firstSlide!.heading);
  await expect(banner(page).getByRole("group")).toHaveCount(slides);

  const expected = [
    aboutSummary.heading,
    homeServices.heading,
    homeIndustries.heading,
    siteData.worldMap.heading,
    homeTestimonials.heading,
    homeClients.heading,
    homeImpact.heading,
    homeCounters.heading,
    homeCompanies.heading,
    homeContact.heading,
    homeNews.heading,
  ];
  const headings = (await page.locator("main h2").allTextContents()).map((text) => text.trim());
  const positions = expected.map((heading) => headings.indexOf(heading));
  expect(
    positions.every((position) => position >= 0),
    headings.join(" | "),
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));

  await expect(page.getByRole("region", { name: homeServices.carouselLabel })).toBeVisible();
  await expect(
    page.getByRole("region", { name: homeServices.carouselLabel }).getByRole("group"),
  ).toHaveCount(featured.length);
  await expect(page.getByRole("region", { name: siteData.worldMap.heading })).toBeVisible();
  expect(impactFigures.length).toBeGreaterThan(0);
  for (const figure of impactFigures) {
    await expect(page.getByText(figure.label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: homeClients.carouselLabel })).toBeVisible();

  const news = page.getByRole("region", { name: homeNews.heading });
  expect(newsItems.length).toBeGreaterThan(0);
  for (const item of newsItems) {
    const link = news.getByRole("link", { name: item.title });
    await expect(link).toHaveAttribute("href", item.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  expect(consoleErrors).toEqual([]);
});

test("the first banner slide's buttons lead to their pages", async ({ page, openPage }) => {
  const { primaryLink, secondaryLink } = firstSlide!;
  await openPage(paths.home);
  await banner(page).getByRole("link", { name: primaryLink.label }).click();
  await expect(page).toHaveURL(primaryLink.to);
  await page.goBack();
  await expect(page).toHaveURL(paths.home);
  await banner(page).getByRole("link", { name: secondaryLink.label }).click();
  await expect(page).toHaveURL(secondaryLink.to);
});

for (const service of featured) {
  test(`the "${service.title}" card reaches the service area's own page`, async ({
    page,
    openPage,
  }) => {
    await openPage(paths.home);
    const cards = page.getByRole("region", { name: homeServices.carouselLabel });
    await cards.getByRole("link", { name: service.title }).click();
    await expect(page).toHaveURL(servicePath(service.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
  });
}

test("the counters count up once in view and end at their values", async ({ page, openPage }) => {
  await openPage(paths.home);
  const strip = page.getByRole("region", { name: homeCounters.heading });
  const digits = strip.locator("[data-counter]");
  await expect(digits).toHaveCount(homeCounters.items.length);
  await strip.scrollIntoViewIfNeeded();
  // Mid-count the first figure is below its target...
  await expect
    .poll(async () => Number((await digits.first().textContent())?.replace(/\D/g, "")))
    .toBeLessThan(homeCounters.items[0]!.value);
  // ...and after the 4 s animation every figure is at its target, for the eye and for a reader.
  for (const [index, value] of counterText.entries()) {
    await expect(digits.nth(index)).toHaveText(value, { timeout: 6000 });
    await expect(strip.getByText(value, { exact: true })).toHaveCount(2);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the counters and the banner are already in the HTML", async ({ page, openPage }) => {
    await openPage(paths.home);
    const strip = page.getByRole("region", { name: homeCounters.heading });
    await expect(strip.locator("[data-counter]")).toHaveText(counterText);
    await expect(page.locator("h1")).toHaveText(firstSlide!.heading);
  });
});

test("the testimonials carousel autoplays, pauses and plays, and moves with its arrows", async ({
  page,
  openPage,
}) => {
  test.setTimeout(60_000);
  const every = carouselSettings.testimonials.autoplayMs;
  await installClock(page);
  await openPage(paths.home);
  const carousel = page.getByRole("region", { name: homeTestimonials.carouselLabel });
  await carousel.scrollIntoViewIfNeeded();
  await islandsAwake(page);
  await page.mouse.move(0, 0);
  const dot = (n: number) => carousel.getByRole("button", { name: carouselText.goToSlide(n) });
  const current = carousel.locator('button[aria-current="true"]');

  // It rotates by itself every 5 s.
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(every + 1000);
  await expect(dot(2)).toHaveAttribute("aria-current", "true");

  // Pause: nothing moves, even with the mouse and focus elsewhere.
  await carousel.getByRole("button", { name: carouselText.pause }).click();
  const play = carousel.getByRole("button", { name: carouselText.play });
  await expect(play).toBeVisible();
  await page.mouse.move(0, 0);
  const paused = await current.getAttribute("aria-label");
  // A frame, so that the pause has reached the carousel; then more than an interval goes by.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await page.clock.runFor(every + 1000);
  await expect(current).toHaveAttribute("aria-label", paused ?? "");

  // Play: it rotates again.
  await play.click();
  await expect(carousel.getByRole("button", { name: carouselText.pause })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await page.clock.runFor(every + 1000);
  await expect(current).not.toHaveAttribute("aria-label", paused ?? "");

  // The arrows move one slide either way.
  await carousel.getByRole("button", { name: carouselText.pause }).click();
  await dot(1).click();
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: carouselText.next }).click();
  await expect(dot(2)).toHaveAttribute("aria-current", "true");
  await expect(
    carousel.getByRole("group", {
      name: carouselText.slideLabel(2, homeTestimonials.testimonials.length),
    }),
  ).toBeInViewport();
  await carousel.getByRole("button", { name: carouselText.previous }).click();
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
});

// Recorded inside the page on its clock, which the test drives (installClock): neither the runner's
// polling nor a slow load counts, and no test waits for the banner in real time.
interface BannerRecord {
  changes: { at: number; slide: number }[];
  enters: number[];
  leaves: number[];
}

function recordBanner(label: string) {
  const record: BannerRecord = { changes: [], enters: [], leaves: [] };
  Object.assign(window, { bannerRecord: record });
  const inBanner = (node: Node) =>
    node instanceof Element &&
    node.closest('[aria-roledescription="carousel"]')?.getAttribute("aria-label") === label;
  new MutationObserver((mutations) => {
    for (const { target } of mutations) {
      if (!(target instanceof Element) || target.getAttribute("aria-current") !== "true") continue;
      if (!inBanner(target)) continue;
      const slide = Number(target.getAttribute("aria-label")?.replace(/\D/g, ""));
      if (record.changes.at(-1)?.slide !== slide) {
        record.changes.push({ at: performance.now(), slide });
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-current"] });
  const isBanner = (event: Event) =>
    event.target instanceof Element && event.target.getAttribute("aria-label") === label;
  document.addEventListener(
    "pointerenter",
    (e) => isBanner(e) && record.enters.push(performance.now()),
    true,
  );
  document.addEventListener(
    "pointerleave",
    (e) => isBanner(e) && record.leaves.push(performance.now()),
    true,
  );
}

async function bannerChanges(page: Page, count: number) {
  const record = await page.waitForFunction(
    (count) => {
      const { bannerRecord } = window as unknown as { bannerRecord: BannerRecord };
      return bannerRecord.changes.length >= count && bannerRecord;
    },
    count,
    { timeout: 30_000 },
  );
  return (await record.jsonValue()) as BannerRecord;
}

const bannerInterval = carouselSettings.banner.autoplayMs;
// How late a change may be recorded after its timer: the page's clock is the test's, but real time
// still flows between the test's steps.
const rotationSlackMs = 1500;

test("the banner's script waits for the page's first seconds, and comes at once on a hover", async ({
  page,
}) => {
  const island = page.locator('[data-island="heroBanner"]');
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const bannerCode = /\/hero-banner-[^/]*\.js$/;
  // The page's clock stands still from its start: only the test moves it.
  await installClock(page);
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(paths.home);
  // Its first seconds, bar half of one: the page paints, its other islands near the top wake and
  // load (the network falls quiet), and the banner stays the pre-rendered picture and words.
  await page.clock.runFor(soonAfterMs - 500);
  await page.waitForLoadState("networkidle");
  await expect(island).not.toHaveAttribute("data-live");
  expect(scripts.filter((path) => bannerCode.test(path))).toEqual([]);
  await page.clock.runFor(1000);
  await expect(island).toHaveAttribute("data-live", "");
  expect(scripts.some((path) => bannerCode.test(path))).toBe(true);

  // A visitor who reaches for it first does not wait: a hover wakes it while the clock stands still.
  await page.goto(paths.home);
  // Past the preloader (1.5 s after load, then its fade), still 2.5 s before the banner wakes.
  await page.clock.runFor(2500);
  await expect(island).not.toHaveAttribute("data-live");
  await banner(page).hover();
  await expect(island).toHaveAttribute("data-live", "");
});

test("the banner advances by itself every 7 s, to slide 2 and back to slide 1", async ({
  page,
  openPage,
}) => {
  await installClock(page);
  await page.addInitScript(recordBanner, homeBanner.label);
  await openPage(paths.home);
  await page.clock.runFor(2 * bannerInterval + rotationSlackMs);
  const { changes } = await bannerChanges(page, 2);
  expect(changes.map((change) => change.slide)).toEqual([2, 1]);
  // Not before its interval has passed since the page began to load...
  expect(changes[0]?.at).toBeGreaterThanOrEqual(bannerInterval);
  // ...and then every interval (a timer never fires early).
  const interval = (changes[1]?.at ?? Number.NaN) - (changes[0]?.at ?? Number.NaN);
  expect(interval).toBeGreaterThanOrEqual(bannerInterval - 50);
  expect(interval).toBeLessThan(bannerInterval + rotationSlackMs);
});

test("the banner stops rotating while the mouse is over it, and goes on when it leaves", async ({
  page,
  openPage,
}) => {
  await installClock(page);
  await page.addInitScript(recordBanner, homeBanner.label);
  await openPage(paths.home);
  // It is rotating: it has moved to slide 2 by itself.
  await page.clock.runFor(bannerInterval + rotationSlackMs);
  await bannerChanges(page, 1);
  await banner(page).hover();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { bannerRecord: BannerRecord }).bannerRecord.enters.length,
      ),
    )
    .toBeGreaterThan(0);
  // Over it for longer than two intervals: it would have moved had it not stopped.
  await page.clock.runFor(2 * bannerInterval);
  await page.mouse.move(0, 0);
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { bannerRecord: BannerRecord }).bannerRecord.leaves.length,
      ),
    )
    .toBeGreaterThan(0);
  await page.clock.runFor(bannerInterval + rotationSlackMs);
  const { changes, enters, leaves } = await bannerChanges(page, 2);
  const entered = enters.at(-1) ?? Number.NaN;
  const left = leaves.at(-1) ?? Number.NaN;
  expect(left - entered).toBeGreaterThanOrEqual(2 * bannerInterval);
  // Nothing moved while the mouse was over it; it moved on an interval after the mouse left.
  expect(changes.filter((change) => change.at > entered && change.at < left)).toEqual([]);
  const next = changes.find((change) => change.at > left);
  expect(next?.slide).toBe(1);
  expect((next?.at ?? Number.NaN) - left).toBeGreaterThanOrEqual(bannerInterval - 50);
  expect((next?.at ?? Number.NaN) - left).toBeLessThan(bannerInterval + rotationSlackMs);
});

test.describe("with prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no carousel autoplays and the counters show their values at once", async ({
    page,
    openPage,
  }) => {
    test.setTimeout(30_000);
    await installClock(page);
    await openPage(paths.home);
    await page.mouse.move(0, 0);
    // Each carousel's script runs as it nears the viewport (an island): once in view, none is set
    // to play (the pre-render cannot know the preference; its script reads it).
    const carousels = await page.locator('[aria-roledescription="carousel"]').all();
    expect(carousels.length).toBeGreaterThan(0);
    for (const carousel of carousels) {
      await carousel.scrollIntoViewIfNeeded();
      await expect(
        carousel.getByRole("button", { name: carouselText.pause }),
        `${await carousel.getAttribute("aria-label")} is set to play`,
      ).toHaveCount(0);
    }
    const strip = page.getByRole("region", { name: homeCounters.heading });
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.locator("[data-counter]").first()).toHaveText(counterText[0]!);
    // One of the banner's intervals goes by, not two: two slides would have come round again.
    await page.clock.runFor(bannerInterval + rotationSlackMs);
    await expect(
      banner(page).getByRole("button", { name: carouselText.goToSlide(1) }),
    ).toHaveAttribute("aria-current", "true");
  });
});

for (const width of [375, 1280]) {
  test(`has no axe-core violations at ${width}px`, async ({ page, openPage }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(paths.home);
    await wakeEveryIsland(page);
    await expect(page.getByText(siteData.worldMap.ready, { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    const axe = () =>
      new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
    // Target size is waived for the map's pins only: WCAG 2.5.8's "essential" exception.
    const [all, targets] = [
      await axe().disableRules(["target-size"]).analyze(),
      await axe().exclude(".leaflet-marker-pane").withRules(["target-size"]).analyze(),
    ];
    const violations = [...all.violations, ...targets.violations];
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
      [],
    );
  });
}
