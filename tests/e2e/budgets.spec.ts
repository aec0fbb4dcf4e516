// Every script the browser fetches until the network is quiet, as Chromium received it (brotli,
// headers included): what holds, where tests/budgets.test.ts only reads the build.

import { areaPrerenderPaths } from "../../app/cms/areas.server.ts";
import { caseStudyPrerenderPaths } from "../../app/cms/case-studies.server.ts";
import { insightsPrerenderPaths } from "../../app/cms/insights.server.ts";
import { officeSlugs } from "../../app/cms/offices.server.ts";
import { personSlugs } from "../../app/cms/people.server.ts";
import { publishedPosts } from "../../app/cms/posts.server.ts";
import { loadSiteData } from "../../app/cms/site.server.ts";
import { languages, localizedPath } from "../../common/i18n.ts";
import { blogPostPath, officePath, paths, personPath } from "../../common/paths.ts";
import { budgetPages, budgets, formatKb } from "../../scripts/build-budgets.ts";
import { dismissPreloader, expect, installClock, test } from "./fixtures.ts";

const both = (paths: readonly string[]) =>
  languages.flatMap((language) => paths.map((path) => localizedPath(path, language)));
const posts = (await publishedPosts()).map((post) => blogPostPath(post.slug));
expect(posts.length).toBeGreaterThan(0);
// One person's page stands for them all: they are one template without an island.
const [person] = await personSlugs();
expect(person).toBeDefined();
// Likewise one case study's page and one filter page (the first of each kind in the list).
const caseStudyPages = await caseStudyPrerenderPaths();
const caseStudy = caseStudyPages.find((path) => path.split("/").length === 3);
const impactFilter = caseStudyPages.find((path) => path.split("/").length === 4);
expect(caseStudy).toBeDefined();
expect(impactFilter).toBeDefined();
// One News & Blogs filter page of each kind (topic, industry, service): one template, no island.
const insightsFilters = await insightsPrerenderPaths();
const filterPages = ["topic", "industry", "service"].map(
  (kind) => insightsFilters.find((path) => path.includes(`/${kind}/`)) ?? `(no ${kind} filter)`,
);
// One office's page stands for them all, likewise.
const [office] = await officeSlugs();
expect(office).toBeDefined();
// One industry's page and one service area's stand for theirs: two templates without an island.
const areas = await areaPrerenderPaths();
const industry = areas.find((path) => path.startsWith(`${paths.industries}/`));
const service = areas.find((path) => path.startsWith(`${paths.whatWeDo}/`));
expect(industry).toBeDefined();
expect(service).toBeDefined();
const noJsPages = both([
  ...budgetPages.noJs,
  ...posts,
  personPath(person ?? ""),
  caseStudy ?? "",
  impactFilter ?? "",
  officePath(office ?? ""),
  ...filterPages,
  industry ?? "",
  service ?? "",
]);
const islandPages = both(budgetPages.islandJs);

// Timers and idle callbacks that load code later run when the page's clock is moved on at once;
// then the network must be idle again.
const quietMs = 5000;
const idleMs = 500;

interface Script {
  url: string;
  wireBytes?: number;
  sentAt?: number;
}

async function loadAndWatch(page: import("@playwright/test").Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  const scripts = new Map<string, Script>();
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type === "Script") scripts.set(requestId, { url: response.url });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.wireBytes = encodedDataLength;
  });
  const inFlight = new Set<string>();
  cdp.on("Network.requestWillBeSent", ({ requestId }) => inFlight.add(requestId));
  cdp.on("Network.loadingFinished", ({ requestId }) => inFlight.delete(requestId));
  cdp.on("Network.loadingFailed", ({ requestId }) => inFlight.delete(requestId));
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await installClock(page);
  await page.goto(path, { waitUntil: "networkidle" });
  // The measure is what loads in a window without interaction: the page's time moves on.
  await page.clock.runFor(quietMs);
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (inFlight.size > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { message: "the network is idle again", intervals: [50] },
    )
    .toBeGreaterThanOrEqual(idleMs);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    sent: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ url: entry.name, at: entry.startTime })),
  }));
  const loaded = [...scripts.values()].map((script) => ({
    ...script,
    sentAt: timing.sent.find((entry) => entry.url === script.url)?.at,
  }));
  const wire = loaded.reduce((total, script) => total + (script.wireBytes ?? Number.NaN), 0);
  const files = loaded
    .map((script) => `${new URL(script.url).pathname} ${formatKb(script.wireBytes ?? 0)}`)
    .join("\n");
  console.log(`${path}: ${formatKb(wire)} of JavaScript on the wire in ${loaded.length} files`);
  return { loaded, wire, files, firstPaint: timing.firstPaint };
}

for (const path of noJsPages) {
  test(`${path} loads no JavaScript without interaction`, async ({ page }) => {
    test.setTimeout(60_000);
    const { loaded, files } = await loadAndWatch(page, path);
    expect(loaded, files).toEqual([]);
  });
}

for (const path of islandPages) {
  test(`${path} loads at most ${formatKb(budgets.islandJs.limit)} of JavaScript without interaction, none before the first paint`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { loaded, wire, files, firstPaint } = await loadAndWatch(page, path);
    expect(wire, files).toBeLessThanOrEqual(budgets.islandJs.limit);
    expect(firstPaint).toBeGreaterThan(0);
    const early = loaded.filter((script) => !((script.sentAt ?? 0) >= (firstPaint ?? 0)));
    expect(early.map((script) => script.url)).toEqual([]);
  });
}

// Lighthouse's mobile profile (simulated throttling's figures, applied for real): 150 ms round
// trips, 1.6 Mbit/s down, 750 kbit/s up, a CPU four times slower.
const mobile = {
  latency: 150,
  download: (1.6 * 1024 * 1024) / 8,
  upload: (750 * 1024) / 8,
  cpu: 4,
};
const searchResultsMs = 300;

// A time measured on the page's own CPU: run by the "timing" project, after every other test, one
// at a time, so that another worker's Chromium does not share the two cores while it is measured.
test.describe("Search's first results", { tag: "@timing" }, () => {
  test.describe.configure({ mode: "serial" });
  for (const language of languages) {
    const path = localizedPath("/privacy", language);
    test(`${path}: Search's code loads on hover, and its first keystroke shows results within ${searchResultsMs} ms on a mobile profile`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(path, { waitUntil: "networkidle" });
      await dismissPreloader(page);
      const { header } = await loadSiteData(language);
      const button = page.getByRole("banner").getByRole("button", { name: header.search });
      await expect(button).toBeVisible();
      expect(requested.filter((url) => /\.js$|search-index/.test(url))).toEqual([]);

      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: mobile.latency,
        downloadThroughput: mobile.download,
        uploadThroughput: mobile.upload,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: mobile.cpu });
      // The first keystroke's time, and when the first result link is in the page after it.
      await page.evaluate(() => {
        const w = window as unknown as { keyAt?: number; resultAt?: number };
        addEventListener("keydown", () => (w.keyAt ??= performance.now()), { capture: true });
        new MutationObserver(() => {
          if (w.keyAt !== undefined && document.querySelector("dialog[open] ul a")) {
            w.resultAt ??= performance.now();
          }
        }).observe(document.body, { subtree: true, childList: true });
      });

      await button.hover();
      await expect.poll(() => requested.some((url) => /\/assets\/islands-/.test(url))).toBe(true);
      await button.click();
      const box = page.getByRole("dialog").getByRole("searchbox");
      await expect(box).toBeFocused({ timeout: 15_000 });
      await page.keyboard.type("e");
      await expect(
        page.getByRole("dialog").getByRole("list").getByRole("link").first(),
      ).toBeVisible();
      const { keyAt, resultAt } = await page.evaluate(() => {
        const w = window as unknown as { keyAt: number; resultAt: number };
        return { keyAt: w.keyAt, resultAt: w.resultAt };
      });
      console.log(`${path}: first results ${Math.round(resultAt - keyAt)} ms after the keystroke`);
      expect(resultAt - keyAt).toBeLessThanOrEqual(searchResultsMs);
    });
  }
});
