// The audience count from the outside: requests to a real public server (injected), the figures
// read back from its store, the store's own tables read with SQL where what matters is what is
// no longer there.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enquiryEndpoint } from "../../common/enquiry.ts";
import { startBackOffice } from "../../tests/support/back-office.ts";
import {
  csrfHeaders,
  tempDir,
  testCsrfSecret,
  validEnquiry,
} from "../../tests/support/test-app.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { sqliteFileName } from "../store/open-store.ts";
import { maxSourcesPerDay, otherSource } from "./counter.ts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const pages = ["", "contact", "blog/launch", "ar", "ar/contact"];

let dir: string;
let app: FastifyInstance;
let clock: Date;

beforeEach(async () => {
  dir = await tempDir("audience");
  const staticDir = join(dir, "static");
  for (const page of pages) {
    await mkdir(join(staticDir, page), { recursive: true });
    await writeFile(join(staticDir, page, "index.html"), `<!doctype html><title>${page}</title>`);
  }
  clock = new Date("2026-11-27T09:00:00Z");
  const config = loadConfig({
    STATIC_DIR: staticDir,
    DATA_DIR: join(dir, "data"),
    CSRF_SECRET: testCsrfSecret,
    RATE_LIMIT_PER_MINUTE: "0",
    SPAM_PROOF_OF_WORK: "off",
    ACK_EMAILS: "off",
    LOG_LEVEL: "silent",
    SITE_URL: "https://www.consulting.test",
    // Written when a test flushes, never on a timer during one.
    AUDIENCE_FLUSH_MS: "600000",
  });
  app = await buildApp(config, { logger: false, now: () => clock });
  await app.ready();
});
afterEach(async () => {
  await app.close();
});

function visit(url: string, options: Partial<InjectOptions> & { agent?: string } = {}) {
  const { agent = chrome, headers, ...rest } = options;
  return app.inject({
    method: "GET",
    url,
    remoteAddress: "203.0.113.7",
    ...rest,
    headers: { "user-agent": agent, ...(headers as Record<string, string>) },
  });
}

async function figures(from = "2026-11-20", to = "2026-11-30") {
  await app.audience.flush();
  return app.enquiryStore.audience.report({ from, to });
}

/** The store's own file, read as it is on disk. */
function readStore<T>(sql: string): T[] {
  const db = new DatabaseSync(join(dir, "data", sqliteFileName), { readOnly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

describe("what counts as a view", () => {
  it("a page answered to a browser counts; a bot, a prefetch, a missing page, an asset, a HEAD and a POST do not", async () => {
    expect((await visit("/")).statusCode).toBe(200);
    const notCounted = [
      await visit("/", {
        agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
      await visit("/", {
        agent:
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
      }),
      await visit("/", { agent: "" }),
      await visit("/contact", { headers: { "sec-purpose": "prefetch" } }),
      await visit("/contact", { headers: { "sec-purpose": "prefetch;prerender" } }),
      await visit("/no-such-page"),
      await visit("/assets/missing.js"),
      await visit("/contact", { method: "HEAD" }),
      await visit("/contact", { method: "POST" }),
    ];
    expect(notCounted.map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 200, 302, 404, 200, 404,
    ]);
    const counted = await figures();
    expect(counted.totals).toEqual({ views: 1, visitors: 1, enquiries: 0 });
    expect(counted.tables.page).toEqual([{ value: "/", views: 1, visitors: 1, enquiries: 0 }]);
  });

  it("a back-office page does not count", async () => {
    const office = await startBackOffice();
    try {
      const signIn = await office.app.inject({
        method: "GET",
        url: "/sign-in",
        headers: { "user-agent": chrome },
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.headers["content-type"]).toMatch(/text\/html/);
      const store = office.app.backOffice.enquiries.audience;
      expect((await store.report({ from: "2000-01-01", to: "2100-01-01" })).totals).toEqual({
        views: 0,
        visitors: 0,
        enquiries: 0,
      });
    } finally {
      await office.close();
    }
  });

  it("one address and browser is one visitor a day, another browser another, and the next day a new one", async () => {
    await visit("/");
    await visit("/contact");
    await visit("/contact", { agent: iphone });
    let counted = await figures();
    expect(counted.totals).toEqual({ views: 3, visitors: 2, enquiries: 0 });
    expect(counted.tables.device).toEqual([
      { value: "desktop", views: 2, visitors: 1, enquiries: 0 },
      { value: "mobile", views: 1, visitors: 1, enquiries: 0 },
    ]);

    clock = new Date("2026-11-28T09:00:00Z");
    await visit("/");
    counted = await figures();
    expect(counted.days.filter((day) => day.views > 0)).toEqual([
      { day: "2026-11-27", views: 3, visitors: 2, enquiries: 0 },
      { day: "2026-11-28", views: 1, visitors: 1, enquiries: 0 },
    ]);
  });

  it("Sec-GPC or DNT: a view, never a visitor", async () => {
    await visit("/", { headers: { "sec-gpc": "1" } });
    await visit("/contact", { headers: { dnt: "1" } });
    const counted = await figures();
    expect(counted.totals).toEqual({ views: 2, visitors: 0, enquiries: 0 });
    expect(readStore("SELECT * FROM audience_visits")).toEqual([]);
  });

  it("the campaign and the referring site land in their rows, an own-site referrer in none, both languages apart", async () => {
    await visit("/blog/launch?utm_source=linkedin&utm_medium=social&utm_campaign=launch", {
      headers: { referer: "https://www.linkedin.com/feed/" },
    });
    await visit("/contact", { headers: { referer: "https://www.consulting.test/blog/launch" } });
    // A mark that would turn the text around it on the page or in a CSV is dropped.
    await visit("/ar/contact?utm_source=news%E2%80%AEletter%0A", {
      remoteAddress: "198.51.100.4",
      headers: { referer: "android-app://com.google.android.gm/" },
    });
    const counted = await figures();
    expect(counted.tables.campaign).toEqual([
      { value: '["linkedin","social","launch"]', views: 1, visitors: 1, enquiries: 0 },
      { value: '["newsletter",null,null]', views: 1, visitors: 1, enquiries: 0 },
    ]);
    expect(counted.tables.referrer).toEqual([
      { value: "linkedin.com", views: 1, visitors: 1, enquiries: 0 },
    ]);
    expect(counted.tables.landing).toEqual([
      { value: "/ar/contact", views: 1, visitors: 1, enquiries: 0 },
      { value: "/blog/launch", views: 1, visitors: 1, enquiries: 0 },
    ]);
    expect(counted.tables.language).toEqual([
      { value: "en", views: 2, visitors: 1, enquiries: 0 },
      { value: "ar", views: 1, visitors: 1, enquiries: 0 },
    ]);
  });
});

describe("campaigns and referrers a visitor makes up", () => {
  it(`are counted apart up to ${maxSourcesPerDay} a day, the rest as "${otherSource}"`, async () => {
    for (let n = 0; n <= maxSourcesPerDay + 1; n += 1) {
      await visit(`/?utm_campaign=c${n}`, { headers: { referer: `https://site${n}.example/` } });
    }
    const counted = await figures();
    expect(counted.tables.campaign).toHaveLength(maxSourcesPerDay + 1);
    expect(counted.tables.campaign[0]).toEqual({
      value: JSON.stringify([otherSource, null, null]),
      views: 2,
      visitors: 1,
      enquiries: 0,
    });
    expect(counted.tables.referrer).toHaveLength(maxSourcesPerDay + 1);
    expect(counted.tables.referrer[0]).toMatchObject({ value: otherSource, views: 2 });
  });
});

describe("an enquiry joined to where its visitor came from", () => {
  const send = (remoteAddress = "203.0.113.7", agent = chrome) =>
    app.inject({
      method: "POST",
      url: enquiryEndpoint,
      remoteAddress,
      headers: {
        "content-type": "application/json",
        "user-agent": agent,
        referer: "https://www.consulting.test/contact",
        ...csrfHeaders(60_000, true),
      },
      payload: JSON.stringify(validEnquiry()),
    });

  it("carries the landing page and campaign of the same visitor's first view that day, and counts as their conversion", async () => {
    await visit("/blog/launch?utm_source=linkedin&utm_campaign=launch", {
      headers: { referer: "https://www.linkedin.com/" },
    });
    // Still waiting in memory when the enquiry arrives: found there.
    await visit("/contact", { headers: { referer: "https://www.consulting.test/blog/launch" } });
    expect((await send()).statusCode).toBe(200);
    // Written first, then found in the store.
    await app.audience.flush();
    await visit("/", {
      remoteAddress: "198.51.100.9",
      headers: { referer: "https://duckduckgo.com/" },
    });
    await app.audience.flush();
    expect((await send("198.51.100.9")).statusCode).toBe(200);
    // Nobody seen: no source, counted in the total only.
    expect((await send("192.0.2.1")).statusCode).toBe(200);

    const [unknown, second, first] = await app.enquiryStore.list();
    expect(first?.source).toEqual({
      landing: "/blog/launch",
      referrer: "linkedin.com",
      campaign: { source: "linkedin", medium: null, campaign: "launch" },
    });
    expect(second?.source).toEqual({ landing: "/", referrer: "duckduckgo.com", campaign: null });
    expect(unknown?.source).toBeNull();

    const counted = await figures();
    expect(counted.totals).toMatchObject({ visitors: 2, enquiries: 3 });
    expect(counted.tables.campaign).toEqual([
      { value: '["linkedin",null,"launch"]', views: 1, visitors: 1, enquiries: 1 },
    ]);
    expect(counted.tables.landing).toEqual([
      { value: "/", views: 1, visitors: 1, enquiries: 1 },
      { value: "/blog/launch", views: 1, visitors: 1, enquiries: 1 },
    ]);
    expect(counted.tables.page.find((row) => row.value === "/contact")).toEqual({
      value: "/contact",
      views: 1,
      visitors: 1,
      enquiries: 1,
    });
  });

  it("a visitor of yesterday is not known today, and yesterday's secret and visits are gone from the store", async () => {
    await visit("/blog/launch?utm_source=linkedin");
    await app.audience.flush();
    expect(readStore<{ day: string }>("SELECT day FROM audience_secrets")).toEqual([
      { day: "2026-11-27" },
    ]);
    clock = new Date("2026-11-28T00:00:05Z");
    expect((await send()).statusCode).toBe(200);
    await app.audience.flush();
    expect((await app.enquiryStore.list())[0]?.source).toBeNull();
    expect(readStore<{ day: string }>("SELECT day FROM audience_secrets")).toEqual([
      { day: "2026-11-28" },
    ]);
    expect(readStore("SELECT * FROM audience_visits")).toEqual([]);
    expect(readStore("SELECT * FROM audience_seen")).toEqual([]);
    // The counts stay, and hold no visitor.
    expect(
      readStore(
        "SELECT day, dimension, value, views FROM audience_counts WHERE dimension = 'total'",
      ),
    ).toEqual([
      { day: "2026-11-27", dimension: "total", value: "", views: 1 },
      { day: "2026-11-28", dimension: "total", value: "", views: 0 },
    ]);
  });
});

describe("a store that fails", () => {
  it("never fails a page, and the views are written once it works again", async () => {
    const store = app.enquiryStore.audience;
    const record = store.record;
    store.record = async () => {
      throw new Error("disk full");
    };
    try {
      expect((await visit("/")).statusCode).toBe(200);
      await app.audience.flush();
      expect((await visit("/contact")).statusCode).toBe(200);
    } finally {
      store.record = record;
    }
    expect((await figures()).totals).toEqual({ views: 2, visitors: 1, enquiries: 0 });
  });
});
