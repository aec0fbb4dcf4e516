// The home page (docs/product.md#home-page): its sections, banner links, service cards, counters and carousels.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { carouselSettings } from "../../app/features/carousel/carousel-settings.ts";
import { paths, sectionPath } from "../../common/paths.ts";
import { carouselText, home, impactFigures, newsItems, serviceAreas } from "../support/content.ts";
import { expect, test } from "./fixtures.ts";

const featured = serviceAreas.filter((service) => service.featured);
const {
  aboutSummary,
  banner: homeBanner,
  clients: homeClients,
  companies: homeCompanies,
  contact: homeContact,
  counters: homeCounters,
  impact: homeImpact,
  news: homeNews,
  services: homeServices,
  testimonials: homeTestimonials,
} = home;

/** Waits for the first-load preloader to go (P hides it at once), so clicks reach the page. */
async function openHome(page: Page) {
  await page.goto(paths.home);
  await page.waitForFunction(() => document.readyState === "complete");
  await page.keyboard.press("p");
  await expect(page.locator("#preloader")).toBeHidden();
}

const banner = (page: Page) => page.getByRole("region", { name: homeBanner.label });

test("shows its sections in the documented order, with one h1 in the first banner slide", async ({
  page,
  consoleErrors,
}) => {
  await openHome(page);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(banner(page).getByRole("group", { name: "1 of 2" }).locator("h1")).toHaveText(
    homeBanner.slides[0]!.heading,
  );
  await expect(banner(page).getByRole("group")).toHaveCount(2);

  const expected = [
    aboutSummary.heading,
    homeServices.heading,
    "Our Global Presence",
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
  ).toHaveCount(5);
  await expect(page.getByRole("region", { name: "Our Global Presence" })).toBeVisible();
  for (const figure of impactFigures) {
    await expect(page.getByText(figure.label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: homeClients.carouselLabel })).toBeVisible();

  const news = page.getByRole("region", { name: homeNews.heading });
  for (const item of newsItems) {
    const link = news.getByRole("link", { name: item.title });
    await expect(link).toHaveAttribute("href", item.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  expect(consoleErrors).toEqual([]);
});

test("the banner's buttons lead to /what-we-do and /contact", async ({ page }) => {
  await openHome(page);
  await banner(page).getByRole("link", { name: "Explore Our Services" }).click();
  await expect(page).toHaveURL(paths.whatWeDo);
  await page.goBack();
  await expect(page).toHaveURL(paths.home);
  await banner(page).getByRole("link", { name: "Book a Discovery Call" }).click();
  await expect(page).toHaveURL(paths.contact);
});

for (const service of featured) {
  test(`the "${service.title}" card reaches its section on /what-we-do`, async ({ page }) => {
    await openHome(page);
    const cards = page.getByRole("region", { name: homeServices.carouselLabel });
    await cards.getByRole("link", { name: service.title }).click();
    await expect(page).toHaveURL(sectionPath(paths.whatWeDo, service.id));
    // The section ids come with the services page; where one exists it must be scrolled to.
    const target = page.locator(`[id="${service.id}"]`);
    if ((await target.count()) > 0) await expect(target).toBeInViewport();
  });
}

test("the counters count up once in view and end at 400, 100 and 250", async ({ page }) => {
  await openHome(page);
  const strip = page.getByRole("region", { name: homeCounters.heading });
  const digits = strip.locator("[data-counter]");
  await expect(digits).toHaveCount(4);
  await strip.scrollIntoViewIfNeeded();
  // Mid-count the first figure is below its target...
  await expect
    .poll(async () => Number((await digits.first().textContent())?.replace(/\D/g, "")))
    .toBeLessThan(400);
  // ...and after the 4 s animation every figure is at its target.
  for (const [index, item] of homeCounters.items.entries()) {
    await expect(digits.nth(index)).toHaveText(`${item.value}${item.suffix}`, { timeout: 6000 });
  }
  for (const value of ["400+", "100+", "250+"]) {
    await expect(strip.getByText(value, { exact: true })).toHaveCount(2);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the counters and the banner are already in the HTML", async ({ page }) => {
    await page.goto(paths.home);
    const strip = page.getByRole("region", { name: homeCounters.heading });
    await expect(strip.locator("[data-counter]")).toHaveText(["400+", "100+", "250+", "11"]);
    await expect(page.locator("h1")).toHaveText(homeBanner.slides[0]!.heading);
  });
});

test("the testimonials carousel autoplays, pauses and plays, and moves with its arrows", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openHome(page);
  const carousel = page.getByRole("region", { name: homeTestimonials.carouselLabel });
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const dot = (n: number) => carousel.getByRole("button", { name: carouselText.goToSlide(n) });
  const current = carousel.locator('button[aria-current="true"]');

  // It rotates by itself every 5 s.
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  await expect(dot(2)).toHaveAttribute("aria-current", "true", { timeout: 7000 });

  // Pause: nothing moves, even with the mouse and focus elsewhere.
  await carousel.getByRole("button", { name: carouselText.pause }).click();
  const play = carousel.getByRole("button", { name: carouselText.play });
  await expect(play).toBeVisible();
  await page.mouse.move(0, 0);
  const paused = await current.getAttribute("aria-label");
  await page.waitForTimeout(6000);
  await expect(current).toHaveAttribute("aria-label", paused ?? "");

  // Play: it rotates again.
  await play.click();
  await expect(carousel.getByRole("button", { name: carouselText.pause })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(current).not.toHaveAttribute("aria-label", paused ?? "", { timeout: 7000 });

  // The arrows move one slide either way.
  await carousel.getByRole("button", { name: carouselText.pause }).click();
  await dot(1).click();
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: carouselText.next }).click();
  await expect(dot(2)).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByRole("group", { name: "2 of 4" })).toBeInViewport();
  await carousel.getByRole("button", { name: carouselText.previous }).click();
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
});

// The banner's rotation, recorded inside the page: each slide that becomes current (its dot's
// aria-current) and each time the mouse enters or leaves the banner, so that neither the test
// runner's polling nor a slow load counts.
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
    (e) => isBanner(e) && record.enters.push(e.timeStamp),
    true,
  );
  document.addEventListener(
    "pointerleave",
    (e) => isBanner(e) && record.leaves.push(e.timeStamp),
    true,
  );
}

/** Waits until the banner has changed slide `count` times in all; returns what was recorded. */
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
// How late a timer and the re-render it causes may come on a busy machine.
const rotationSlackMs = 1500;

test("the banner advances by itself every 7 s, to slide 2 and back to slide 1", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(recordBanner, homeBanner.label);
  await openHome(page);
  const { changes } = await bannerChanges(page, 2);
  expect(changes.map((change) => change.slide)).toEqual([2, 1]);
  // Not before its interval has passed since the page began to load...
  expect(changes[0]?.at).toBeGreaterThanOrEqual(bannerInterval);
  // ...and then every interval (a timer never fires early; on a busy machine it may fire late).
  const interval = (changes[1]?.at ?? Number.NaN) - (changes[0]?.at ?? Number.NaN);
  expect(interval).toBeGreaterThanOrEqual(bannerInterval - 50);
  expect(interval).toBeLessThan(bannerInterval + rotationSlackMs);
});

test("the banner stops rotating while the mouse is over it, and goes on when it leaves", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(recordBanner, homeBanner.label);
  await openHome(page);
  // It is rotating: it has moved to slide 2 by itself.
  await bannerChanges(page, 1);
  await banner(page).hover();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { bannerRecord: BannerRecord }).bannerRecord.enters.length,
      ),
    )
    .toBeGreaterThan(0);
  // Over it for longer than an interval and the slack a busy machine needs, measured in the page.
  await page.waitForFunction(
    (wait) => {
      const { bannerRecord } = window as unknown as { bannerRecord: BannerRecord };
      return performance.now() - (bannerRecord.enters.at(-1) ?? Number.POSITIVE_INFINITY) > wait;
    },
    bannerInterval + rotationSlackMs,
    { timeout: 30_000 },
  );
  await page.mouse.move(0, 0);
  const { changes, enters, leaves } = await bannerChanges(page, 2);
  const entered = enters.at(-1) ?? Number.NaN;
  const left = leaves.at(-1) ?? Number.NaN;
  expect(left - entered).toBeGreaterThan(bannerInterval + rotationSlackMs);
  // Nothing moved while the mouse was over it; it moved on an interval after the mouse left.
  expect(changes.filter((change) => change.at > entered && change.at < left)).toEqual([]);
  const next = changes.find((change) => change.at > left);
  expect(next?.slide).toBe(1);
  expect((next?.at ?? Number.NaN) - left).toBeGreaterThanOrEqual(bannerInterval - 50);
  expect((next?.at ?? Number.NaN) - left).toBeLessThan(bannerInterval + rotationSlackMs);
});

test.describe("with prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no carousel autoplays and the counters show their values at once", async ({ page }) => {
    test.setTimeout(30_000);
    await openHome(page);
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
    await expect(strip.locator("[data-counter]").first()).toHaveText("400+");
    await page.waitForTimeout(7500);
    await expect(
      banner(page).getByRole("button", { name: carouselText.goToSlide(1) }),
    ).toHaveAttribute("aria-current", "true");
  });
});

for (const width of [375, 1280]) {
  test(`has no axe-core violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHome(page);
    // Scroll through once so that lazy parts (map, images, counters) are in their final state.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      window.scrollTo(0, 0);
    });
    await expect(page.getByText("Map Ready", { exact: true })).toBeVisible({ timeout: 15_000 });
    const axe = () =>
      new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
    // Every rule on the whole page, except target size for the map's pins: a pin sits at its
    // city's position, which WCAG 2.5.8 exempts as essential (the map's list of locations is the
    // alternative; tests/e2e/map.spec.ts makes the same call). Target size is checked everywhere else.
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
