// `npm run bench:web`: Lighthouse on every route beside the same pages with no script (the
// no-JavaScript floor), then JavaScript on the wire and click to next paint; docs/benchmarks.md.
// BENCH_WEB_PATHS=/blog,/about measures only those and writes nothing.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { postSitemapEntries } from "../app/cms/posts.server.ts";
import { indexablePaths } from "../app/seo/sitemap.ts";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.ts";
import { clickToNextPaint } from "./bench/click-to-paint.ts";
import { buildSite, freePort, packageVersion, repoRoot, startServer } from "./bench/harness.ts";
import { jsOnTheWire } from "./bench/js-on-the-wire.ts";
import { stamp, table, writeSection } from "./bench/report.ts";
import { siteVariant } from "./bench/site-variant.ts";
import { budgets, formatKb, gzipTotal, measureBuild, withStaticImports } from "./build-budgets.ts";

const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const only = process.env.BENCH_WEB_PATHS?.split(",").filter(Boolean);
const allRoutes = [
  ...indexablePaths,
  ...(await postSitemapEntries()).map((post) => post.path),
  "/ar",
  "/ar/contact",
];
const routes = only ?? allRoutes;
const buildDir = process.env.BUILD_DIR ?? "build-bench-web";
if (!chromiumPath) throw new Error("bench:web needs Chromium: set CHROMIUM_PATH");

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const metrics = {
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  bytes: "total-byte-weight",
} as const;
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, cls: 0 };
/** Performance may be at most this far below the same page with no script. */
const floorSlack = 1;

interface Run {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  failed: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// The canonical and share URLs must name the origin Lighthouse loads, or its SEO audit objects.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const staticDir = await buildSite(buildDir, origin);
const figures = await measureBuild(staticDir);
const dataDir = await mkdtemp(join(tmpdir(), "bench-web-"));
const server = await startServer({ STATIC_DIR: staticDir, DATA_DIR: dataDir }, port);
const floorDir = await siteVariant(staticDir, join(repoRoot, buildDir, "client-no-js"), "all");
const floor = await startServer({ STATIC_DIR: floorDir, DATA_DIR: join(dataDir, "floor") });
const noRulesDir = await siteVariant(
  staticDir,
  join(repoRoot, buildDir, "client-no-rules"),
  "speculation",
);
const noRules = await startServer({ STATIC_DIR: noRulesDir, DATA_DIR: join(dataDir, "no-rules") });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

const results = new Map<string, Run[]>();
const floorRunsOf = new Map<string, FloorRun[]>();
/** The same page with every script removed: its Performance, and its blocking time beside the page's. */
interface FloorRun {
  performance: number;
  tbt: number;
}
async function floorRun(path: string): Promise<FloorRun> {
  for (let attempt = 0; attempt <= runs; attempt++) {
    const result = await lighthouse(`${floor.origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      blockedUrlPatterns: ["*tile*", "*arcgisonline*", "*stadiamaps*", "*basemaps*"],
    });
    if (result && !result.lhr.runtimeError) {
      return {
        performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        tbt: result.lhr.audits[metrics.tbt]?.numericValue ?? Number.NaN,
      };
    }
  }
  throw new Error(`lighthouse failed on the no-JavaScript copy of ${path}`);
}
let wire: Awaited<ReturnType<typeof jsOnTheWire>> = [];
const clicks: { rules: string; times: number[]; prerendered: number }[] = [];
try {
  for (const path of routes) {
    const pageRuns: Run[] = [];
    const floorRuns: FloorRun[] = [];
    floorRunsOf.set(path, floorRuns);
    // A run Lighthouse itself reports as broken (runtimeError, e.g. NO_FCP on a cold first load) is
    // repeated, at most `runs` extra times, rather than counted as a zero.
    for (let i = 0, retries = 0; i < runs; i++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        // Map tiles live on the public internet, which this machine cannot reach.
        blockedUrlPatterns: ["*tile*", "*arcgisonline*", "*stadiamaps*", "*basemaps*"],
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError && retries < runs) {
        console.log(`${path} run ${i + 1}: ${lhr.runtimeError.code}, repeated`);
        retries++;
        i--;
        continue;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failed = categories.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}: ${ref.id}`),
      );
      const run: Run = {
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
        },
        lcp: numeric(metrics.lcp),
        tbt: numeric(metrics.tbt),
        cls: numeric(metrics.cls),
        bytes: numeric(metrics.bytes),
        failed,
      };
      pageRuns.push(run);
      // The floor right after, in the same conditions: the two are compared run for run.
      const floorNow = await floorRun(path);
      floorRuns.push(floorNow);
      console.log(
        `${path} run ${i + 1}: ${categories.map((c) => run.scores[c]).join("/")}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms (floor ${floorNow.performance}, TBT ${Math.round(floorNow.tbt)} ms), CLS ${run.cls.toFixed(3)}${failed.length ? `; below 1: ${failed.join(", ")}` : ""}`,
      );
    }
    results.set(path, pageRuns);
  }
  wire = await jsOnTheWire(origin, routes);
  for (const [rules, target] of [
    ["with", origin],
    ["without", noRules.origin],
  ] as const) {
    const { times, prerenderedRuns } = await clickToNextPaint(target, "/", "About", runs * 2);
    clicks.push({ rules, times, prerendered: prerenderedRuns });
  }
} finally {
  await chrome.kill();
  await server.stop();
  await floor.stop();
  await noRules.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const misses: string[] = [];
const rows = [...results].map(([path, pageRuns]) => {
  const m = (pick: (run: Run) => number) => median(pageRuns.map(pick));
  const scores = categories.map((c) => m((run) => run.scores[c]));
  const cls = m((run) => run.cls);
  const floorRuns = floorRunsOf.get(path) ?? [];
  const floorPerformance = median(floorRuns.map((run) => run.performance));
  const floorTbt = median(floorRuns.map((run) => run.tbt));
  if ((scores[0] ?? 0) < floorPerformance - floorSlack) {
    misses.push(
      `${path} performance ${scores[0]} below its no-JavaScript floor ${floorPerformance}`,
    );
  }
  const why = new Set<string>();
  categories.forEach((category, i) => {
    if ((scores[i] ?? 0) < targets[category]) {
      misses.push(`${path} ${category} ${scores[i]}`);
      for (const run of pageRuns) {
        for (const f of run.failed) if (f.startsWith(category)) why.add(f);
      }
    }
  });
  if (cls > targets.cls) misses.push(`${path} CLS ${cls.toFixed(3)}`);
  return [
    `\`${path}\``,
    scores[0] ?? 0,
    floorPerformance,
    ...scores.slice(1),
    `${(m((run) => run.lcp) / 1000).toFixed(2)} s`,
    `${Math.round(m((run) => run.tbt))} ms`,
    `${Math.round(floorTbt)} ms`,
    cls.toFixed(3),
    `${Math.round(m((run) => run.bytes) / 1024)} KB`,
    why.size ? [...why].join(", ") : "all targets met",
  ];
});

const home = figures.pages.find((page) => page.path === "/");
const maxOf = (values: number[]) => Math.max(0, ...values);
const budgetRows = [
  [
    budgets.noJs.label,
    formatKb(budgets.noJs.limit),
    `script files named by the HTML of ${figures.pages.filter((p) => p.scripts.length > 0).length} pages (the SPA fallback and the developer pages hydrated whole)`,
    budgets.noJs.why,
  ],
  [
    budgets.islandJs.label,
    formatKb(budgets.islandJs.limit),
    `${formatKb(await gzipTotal(staticDir, await withStaticImports(staticDir, home?.islandsLoader ? [home.islandsLoader] : [])))} gzip for the islands' loader with React (tests/e2e/budgets.spec.ts measures each page)`,
    budgets.islandJs.why,
  ],
  [
    budgets.initialCss.label,
    formatKb(budgets.initialCss.limit),
    `at most ${formatKb(maxOf(figures.pages.map((p) => p.cssGzip)))}`,
    budgets.initialCss.why,
  ],
  [
    budgets.html.label,
    formatKb(budgets.html.limit),
    `at most ${formatKb(maxOf(figures.pages.map((p) => p.htmlGzip)))}`,
    budgets.html.why,
  ],
  [
    budgets.image.label,
    formatKb(budgets.image.limit),
    `largest ${formatKb(maxOf(figures.images.map((i) => i.bytes)))} (${figures.images.length} files)`,
    budgets.image.why,
  ],
  [
    budgets.font.label,
    formatKb(budgets.font.limit),
    figures.fonts.length ? `largest ${formatKb(maxOf(figures.fonts.map((f) => f.bytes)))}` : "none",
    budgets.font.why,
  ],
  [
    "Leaflet in a page's initial scripts",
    "none",
    `${figures.pages.filter((p) => p.leaflet.length > 0).length} pages`,
    "The map library (about 49 KB gzip and 15 KB of CSS) loads only when the map nears the viewport.",
  ],
];

if (only) {
  console.log(
    table(
      [
        "route",
        "Performance",
        "no-JS floor",
        "Accessibility",
        "Best Practices",
        "SEO",
        "LCP",
        "TBT",
        "no-JS TBT",
        "CLS",
        "total bytes",
        "why below target",
      ],
      rows,
    ),
  );
  console.log(
    misses.length === 0 ? "bench:web: every target met" : `bench:web: missed ${misses.join("; ")}`,
  );
  process.exit(misses.length > 0 ? 1 : 0);
}

const versions = `Lighthouse ${await packageVersion("lighthouse")}, ${chromiumPath}, Node ${process.version}`;
await writeSection(
  "web",
  `## Lighthouse: \`npm run bench:web\`

${stamp()}; ${versions}. Mobile preset (Moto G Power viewport, simulated slow 4G and 4× CPU slowdown), ${runs} runs per route against the production server on loopback; the table gives the median of each figure. Map tiles are blocked (this machine has no internet), so the map shows blank tiles.
Targets: Performance ≥ ${targets.performance}, Accessibility, Best Practices and SEO ${targets.seo}, CLS ${targets.cls}. ${misses.length === 0 ? "**Every route meets every target.**" : `**Missed: ${misses.join("; ")}.**`}

${table(["route", "Performance", "no-JS floor", "Accessibility", "Best Practices", "SEO", "LCP", "TBT", "no-JS TBT", "CLS", "total bytes", "why below target"], rows)}

"no-JS floor" and "no-JS TBT": Lighthouse Performance and Total Blocking Time of the same page with every script removed, run after each run of the page itself; a route misses when it scores more than ${floorSlack} below it. The floor's TBT is usually 0 ms on a quiet machine: its parsing and layout end before its first paint, which comes 0.3-0.45 s after the page's (the page paints its preloader first), and Lighthouse counts blocking only after the first paint.

### JavaScript on the wire

Every script file Chromium fetched from navigation until the network was idle and 5 s more had passed, with no interaction (headers and body as received), as \`tests/e2e/budgets.spec.ts\` measures it.

${table(
  ["route", "JavaScript", "files"],
  wire.map((figure) => [`\`${figure.path}\``, formatKb(figure.bytes), figure.files]),
)}

### Click to next paint

From \`/\` to "About" in the header, ${runs * 2} runs each: the pointer rests 300 ms on the link, then presses it, with Lighthouse's mobile throttling applied through DevTools (150 ms round trips, 1.6 Mbit/s, 4x CPU) to the page's own requests. Measured from the navigation's start (for a prerendered page, its activation by the click) to the next page's first contentful paint (for a prerendered page, its first frame once shown).

${table(
  ["speculation rules", "median", "slowest", "prerendered"],
  clicks.map(({ rules, times, prerendered }) => [
    rules,
    `${Math.round(median(times))} ms`,
    `${Math.round(Math.max(...times))} ms`,
    `${prerendered} of ${times.length}`,
  ]),
)}`,
);
await writeSection(
  "budgets",
  `## Performance budgets of the build

Checked on every \`npm test\` by \`tests/budgets.test.ts\`, which reads the build output (fast and steady, unlike a browser measurement); the figures below are from the build \`bench:web\` made.

${table(["budget", "limit", "this build", "why this limit"], budgetRows)}`,
);
console.log(
  misses.length === 0 ? "bench:web: every target met" : `bench:web: missed ${misses.join("; ")}`,
);
if (misses.length > 0) process.exitCode = 1;
