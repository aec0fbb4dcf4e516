// `npm run bench:web`: builds, starts the real server on loopback, and runs Lighthouse (mobile
// preset, simulated throttling) on every public route, every blog post and two Arabic pages, BENCH_WEB_RUNS times
// each (default 3). Writes the medians and the build's budget figures to docs/benchmarks.md.
// BENCH_WEB_PATHS=/blog,/about measures only those routes and prints the table without writing.
// Exits non-zero when a route misses a target, so the table never hides a regression.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { postSitemapEntries } from "../app/cms/posts.server.ts";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.ts";
import { buildSite, freePort, packageVersion, startServer } from "./bench/harness.ts";
import { stamp, table, writeSection } from "./bench/report.ts";
import { budgets, formatKb, measureBuild } from "./build-budgets.ts";
import { indexablePaths } from "./seo-files.ts";

const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const only = process.env.BENCH_WEB_PATHS?.split(",").filter(Boolean);
// The Arabic home and contact pages stand for the Arabic site: the same layout mirrored, with its
// own typeface, words and form.
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

interface Run {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Audits of a category below 100 that failed, for the "why" column. */
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
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

const results = new Map<string, Run[]>();
try {
  for (const path of routes) {
    const pageRuns: Run[] = [];
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
      console.log(
        `${path} run ${i + 1}: ${categories.map((c) => run.scores[c]).join("/")}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}${failed.length ? `; below 1: ${failed.join(", ")}` : ""}`,
      );
    }
    results.set(path, pageRuns);
  }
} finally {
  await chrome.kill();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const misses: string[] = [];
const rows = [...results].map(([path, pageRuns]) => {
  const m = (pick: (run: Run) => number) => median(pageRuns.map(pick));
  const scores = categories.map((c) => m((run) => run.scores[c]));
  const cls = m((run) => run.cls);
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
    ...scores,
    `${(m((run) => run.lcp) / 1000).toFixed(2)} s`,
    `${Math.round(m((run) => run.tbt))} ms`,
    cls.toFixed(3),
    `${Math.round(m((run) => run.bytes) / 1024)} KB`,
    why.size ? [...why].join(", ") : "all targets met",
  ];
});

const home = figures.pages.find((page) => page.path === "/");
const maxOf = (values: number[]) => Math.max(0, ...values);
const budgetRows = [
  [
    budgets.initialJs.label,
    formatKb(budgets.initialJs.limit),
    `${formatKb(home?.jsGzip ?? 0)} on /, at most ${formatKb(maxOf(figures.pages.map((p) => p.jsGzip)))}`,
    budgets.initialJs.why,
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
        "Accessibility",
        "Best Practices",
        "SEO",
        "LCP",
        "TBT",
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

${table(["route", "Performance", "Accessibility", "Best Practices", "SEO", "LCP", "TBT", "CLS", "total bytes", "why below target"], rows)}`,
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
