// The Audience page and its CSV downloads, on a real back office and its SQLite store, the
// figures seeded as the public server's counter writes them (RecordedView batches).
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { utf8Bom } from "../enquiry-csv.ts";
import { audienceDay, type RecordedView } from "../store/audience.ts";
import { sampleEnquiry } from "../store/enquiry-store.suite.ts";

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => audienceDay(new Date(Date.now() - days * dayMs));
const today = daysAgo(0);

function view(
  day: string,
  visitor: string | null,
  path: string,
  more: Partial<RecordedView> = {},
): RecordedView {
  return {
    day,
    visitor,
    path,
    language: path === "/ar" || path.startsWith("/ar/") ? "ar" : "en",
    device: "desktop",
    referrer: null,
    campaign: null,
    ...more,
  };
}

let office: BackOffice;
let sales: string;
let publisher: string;
let admin: string;
let editor: string;

beforeAll(async () => {
  office = await startBackOffice({ SITE_URL: "https://www.example.test" });
  sales = await office.signedIn("sales");
  publisher = await office.signedIn("publisher");
  admin = await office.signedIn("admin");
  editor = await office.signedIn("editor");
  const { audience } = office.app.backOffice.enquiries;
  await audience.record({
    views: [
      view(today, "v1", "/about", {
        referrer: "news.example",
        campaign: { source: "newsletter", medium: "email", campaign: null },
      }),
      view(today, "v1", "/contact"),
      view(today, "v2", "/about", { device: "mobile" }),
      view(today, "v3", "/ar/contact"),
      // Sec-GPC: a view, never a visitor.
      view(today, null, "/about"),
      view(daysAgo(3), "v4", "/people/asha", {
        campaign: { source: '=HYPERLINK("http://x.test")', medium: null, campaign: "spring" },
      }),
      view(daysAgo(10), "v5", "/old-page", { referrer: "old.example" }),
    ],
    conversions: [],
  });
  // The enquiry in a later batch, as the counter writes it after the views.
  await audience.record({ views: [], conversions: [{ day: today, visitor: "v1" }] });
}, 120_000);
afterAll(() => office.close());

const get = (url: string, cookie = "") =>
  office.inject({ method: "GET", url, headers: { cookie } });

const navigation = (body: string) => /<nav aria-label="Back office">[\s\S]*?<\/nav>/.exec(body)![0];

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The table whose caption is `caption`, exactly. */
function table(body: string, caption: string) {
  const found = new RegExp(
    `<table>\\s*<caption id="[^"]+">${caption}</caption>[\\s\\S]*?</table>`,
  ).exec(body);
  if (!found) throw new Error(`no table "${caption}"`);
  return found[0];
}

/** Each body row of the table, as the text of its cells. */
function rows(body: string, caption: string) {
  const tbody = /<tbody>([\s\S]*?)<\/tbody>/.exec(table(body, caption))![1]!;
  return [...tbody.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!)),
  );
}

const columns = (body: string, caption: string) =>
  [...table(body, caption).matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);

const totals = (body: string) =>
  Object.fromEntries(
    [...body.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => [m[1], m[2]]),
  );

describe("who may read the audience figures", { timeout: 60_000 }, () => {
  it("gives sales, publishers and admins the page and the link to it", async () => {
    for (const cookie of [sales, publisher, admin]) {
      const page = await get("/audience", cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<h1>Audience</h1>");
      expect(navigation(page.body)).toContain('<li><a href="/audience">Audience</a></li>');
      expect(navigation((await get("/", cookie)).body)).toContain('href="/audience"');
    }
  });

  it("refuses an editor the page and its CSV (403), and shows no link", async () => {
    const page = await get("/audience", editor);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("<h1>Not allowed</h1>");
    expect(page.body).not.toContain('href="/audience"');
    expect((await get("/", editor)).body).not.toContain('href="/audience"');
    expect((await get("/audience.csv?table=pages&days=30", editor)).statusCode).toBe(403);
  });

  it("answers the sign-in page (401) to someone signed out, the CSV too", async () => {
    for (const url of ["/audience", "/audience?days=7", "/audience.csv?table=pages&days=30"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.body, url).toContain('<input id="email" name="email"');
      expect(response.body).not.toContain("news.example");
    }
  });
});

describe("the Audience page", { timeout: 60_000 }, () => {
  it("offers a period of 7, 30 or 90 days in a GET form, 30 by default", async () => {
    const { body } = await get("/audience", sales);
    expect(body).toMatch(/<form[^>]*method="get" action="\/audience"/);
    expect(body).toContain('<label for="audience-days">Period</label>');
    const select = /<select id="audience-days" name="days">[\s\S]*?<\/select>/.exec(body)![0];
    const options = [...select.matchAll(/<option value="(\d+)"( selected)?>([^<]+)<\/option>/g)];
    expect(options.map((m) => [m[1], m[3]])).toEqual([
      ["7", "Last 7 days"],
      ["30", "Last 30 days"],
      ["90", "Last 90 days"],
    ]);
    expect(options.filter((m) => m[2]).map((m) => m[1])).toEqual(["30"]);
    expect(body).toMatch(/<button type="submit">Show<\/button>\s*<\/form>/);
    const seven = (await get("/audience?days=7", sales)).body;
    expect(seven).toContain('<option value="7" selected>Last 7 days</option>');
    expect(seven).toContain(`${daysAgo(6)} to ${today}`);
  });

  it("refuses any other period with 400 and says which it takes", async () => {
    for (const query of ["days=14", "days=", "days=abc", "days=7&days=30", "days=07"]) {
      const { statusCode, body } = await get(`/audience?${query}`, sales);
      expect(statusCode, query).toBe(400);
      expect(body, query).toContain(
        '<p role="alert">Choose a period of 7, 30 or 90 days: nothing else is counted here.</p>',
      );
      expect(body).not.toContain("<table>");
    }
  });

  it("shows the totals, conversion as enquiries per visitor", async () => {
    expect(totals((await get("/audience?days=30", sales)).body)).toEqual({
      Visitors: "5",
      Views: "7",
      Enquiries: "1",
      Conversion: "20.0%",
    });
    expect(totals((await get("/audience?days=7", sales)).body)).toEqual({
      Visitors: "4",
      Views: "6",
      Enquiries: "1",
      Conversion: "25.0%",
    });
  });

  it("shows each table with its caption and columns, the seeded figures in their rows", async () => {
    const { body } = await get("/audience?days=30", sales);
    const keys = {
      Pages: "Page",
      "Landing pages": "Landing page",
      Referrers: "Referrer",
      Campaigns: "Campaign",
      Languages: "Language",
      Devices: "Device",
    };
    for (const [caption, key] of Object.entries(keys)) {
      expect(columns(body, caption), caption).toEqual([
        key,
        "Views",
        "Visitors",
        "Enquiries",
        "Conversion",
      ]);
    }
    // Most views first, then most enquiries, then by name.
    expect(rows(body, "Pages")).toEqual([
      ["/about", "3", "2", "1", "50.0%"],
      ["/contact", "1", "1", "1", "100.0%"],
      ["/ar/contact", "1", "1", "0", "0.0%"],
      ["/old-page", "1", "1", "0", "0.0%"],
      ["/people/asha", "1", "1", "0", "0.0%"],
    ]);
    expect(rows(body, "Landing pages")).toEqual([
      ["/about", "2", "2", "1", "50.0%"],
      ["/ar/contact", "1", "1", "0", "0.0%"],
      ["/old-page", "1", "1", "0", "0.0%"],
      ["/people/asha", "1", "1", "0", "0.0%"],
    ]);
    expect(rows(body, "Referrers")).toEqual([
      ["news.example", "1", "1", "1", "100.0%"],
      ["old.example", "1", "1", "0", "0.0%"],
    ]);
    expect(rows(body, "Campaigns")).toEqual([
      ["newsletter / email / –", "1", "1", "1", "100.0%"],
      ['=HYPERLINK("http://x.test") / – / spring', "1", "1", "0", "0.0%"],
    ]);
    expect(rows(body, "Languages")).toEqual([
      ["English", "6", "4", "1", "25.0%"],
      ["Arabic", "1", "1", "0", "0.0%"],
    ]);
    expect(rows(body, "Devices")).toEqual([
      ["Desktop", "6", "4", "1", "25.0%"],
      ["Mobile", "1", "1", "0", "0.0%"],
    ]);
  });

  it("leaves out what came before the period: 7 days without the day 10 days back, 30 with it", async () => {
    const seven = (await get("/audience?days=7", sales)).body;
    expect(rows(seven, "Pages").map((row) => row[0])).not.toContain("/old-page");
    expect(rows(seven, "Referrers")).toEqual([["news.example", "1", "1", "1", "100.0%"]]);
    const thirty = (await get("/audience?days=30", sales)).body;
    expect(rows(thirty, "Pages").map((row) => row[0])).toContain("/old-page");
    expect(rows(thirty, "Referrers").map((row) => row[0])).toContain("old.example");
  });

  it("links a page to the live site, and to its entry in the editor for those who may open it", async () => {
    // No entry for the person in the workspace yet: the live site only.
    const before = table((await get("/audience?days=30", publisher)).body, "Pages");
    expect(before).toMatch(/<code>\/people\/asha<\/code><\/a><\/th>/);
    expect(before).not.toContain("/keystatic/collection/team");
    await mkdir(join(office.config.ADMIN_WORKSPACE, "content/team"), { recursive: true });
    await writeFile(join(office.config.ADMIN_WORKSPACE, "content/team/asha.yaml"), "name: Asha\n");
    const pages = table((await get("/audience?days=30", publisher)).body, "Pages");
    expect(pages).toMatch(
      /<a id="pages-0" href="https:\/\/www\.example\.test\/about"><code>\/about<\/code><\/a> <a class="edit" href="\/keystatic\/singleton\/aboutPage" aria-describedby="pages-0">Edit<\/a>/,
    );
    expect(pages).toContain(
      'href="https://www.example.test/ar/contact"><code>/ar/contact</code></a> <a class="edit" href="/keystatic/singleton/contactPage"',
    );
    expect(pages).toContain(
      'href="https://www.example.test/people/asha"><code>/people/asha</code></a> <a class="edit" href="/keystatic/collection/team/item/asha"',
    );
    // No entry for it in the workspace: the live site only.
    expect(pages).toMatch(/<code>\/old-page<\/code><\/a><\/th>/);
    const landing = table((await get("/audience?days=30", publisher)).body, "Landing pages");
    expect(landing).toContain('href="/keystatic/singleton/aboutPage"');
    // Sales may not open the editor: the live site only.
    const forSales = (await get("/audience?days=30", sales)).body;
    expect(forSales).toContain('href="https://www.example.test/about"');
    expect(forSales).not.toContain("/keystatic");
  });

  it("draws the chart as an SVG without script, named, followed by its table By day, one row a day", async () => {
    const { body } = await get("/audience?days=30", sales);
    expect(body).not.toContain("<script");
    expect((await get("/", sales)).body).toContain('<script src="/assets/back-office.js" defer>');
    const svg = /<svg[\s\S]*?<\/svg>/.exec(body)![0];
    expect(svg).toMatch(/^<svg class="chart" role="img" aria-labelledby="chart-heading"/);
    expect(body).toContain('<h2 id="chart-heading">Views, visitors and enquiries by day</h2>');
    expect(svg).not.toMatch(/tabindex|<a[\s>]|\b(left|right)\b/i);
    expect(body).toMatch(
      /<\/svg><div class="audience-table">\s*<div class="table-scroll" role="region" tabindex="0" aria-labelledby="days-caption"><table>\s*<caption id="days-caption">By day<\/caption>/,
    );
    expect(columns(body, "By day")).toEqual(["Day", "Views", "Visitors", "Enquiries"]);
    const byDay = rows(body, "By day");
    expect(byDay).toHaveLength(30);
    expect(byDay[0]![0]).toBe(daysAgo(29));
    expect(byDay.at(-1)).toEqual([today, "5", "3", "1"]);
    expect(byDay).toContainEqual([daysAgo(10), "1", "1", "0"]);
    expect(byDay).toContainEqual([daysAgo(3), "1", "1", "0"]);
    expect(rows((await get("/audience?days=7", sales)).body, "By day")).toHaveLength(7);
    expect(rows((await get("/audience?days=90", sales)).body, "By day")).toHaveLength(90);
  });

  it("puts each table in a region that scrolls, named and reachable by keyboard, with its CSV", async () => {
    const { body } = await get("/audience?days=7", sales);
    const regions = [
      ...body.matchAll(
        /<div class="table-scroll" role="region" tabindex="0" aria-labelledby="([a-z]+)-caption"><table>\s*<caption id="\1-caption">/g,
      ),
    ].map((m) => m[1]);
    expect(regions).toEqual([
      "days",
      "pages",
      "landing",
      "referrers",
      "campaigns",
      "languages",
      "devices",
    ]);
    for (const name of regions) {
      expect(body).toContain(
        `<a href="/audience.csv?table=${name}&amp;days=7" download aria-describedby="${name}-caption">Download CSV</a>`,
      );
    }
  });
});

describe("the CSV downloads", { timeout: 60_000 }, () => {
  const csv = (url: string) => get(url, sales);
  const lines = (body: string) => body.slice(utf8Bom.length).split("\r\n");

  it("answers a table as CSV, named by table and period, with its header and every row", async () => {
    const response = await csv("/audience.csv?table=pages&days=30");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="audience-pages-${daysAgo(29)}-to-${today}.csv"`,
    );
    expect(response.body.startsWith(utf8Bom)).toBe(true);
    expect(lines(response.body)).toEqual([
      '"page","views","visitors","enquiries","conversion_percent"',
      '"/about","3","2","1","50.0"',
      '"/contact","1","1","1","100.0"',
      '"/ar/contact","1","1","0","0.0"',
      '"/old-page","1","1","0","0.0"',
      '"/people/asha","1","1","0","0.0"',
    ]);
    const seven = await csv("/audience.csv?table=referrers&days=7");
    expect(seven.headers["content-disposition"]).toBe(
      `attachment; filename="audience-referrers-${daysAgo(6)}-to-${today}.csv"`,
    );
    expect(lines(seven.body)).toEqual([
      '"referrer","views","visitors","enquiries","conversion_percent"',
      '"news.example","1","1","1","100.0"',
    ]);
  });

  it("splits a campaign into its parts and neutralises a value a spreadsheet would run", async () => {
    const { body } = await csv("/audience.csv?table=campaigns&days=30");
    expect(lines(body)).toEqual([
      '"source","medium","campaign","views","visitors","enquiries","conversion_percent"',
      '"newsletter","email","","1","1","1","100.0"',
      `"'=HYPERLINK(""http://x.test"")","","spring","1","1","0","0.0"`,
    ]);
  });

  it("gives the days of the period, one row each, and the languages and devices as counted", async () => {
    const days = lines((await csv("/audience.csv?table=days&days=7")).body);
    expect(days[0]).toBe('"day","views","visitors","enquiries","conversion_percent"');
    expect(days).toHaveLength(8);
    expect(days.at(-1)).toBe(`"${today}","5","3","1","33.3"`);
    expect(days[1]).toBe(`"${daysAgo(6)}","0","0","0",""`);
    expect(lines((await csv("/audience.csv?table=languages&days=30")).body)).toEqual([
      '"language","views","visitors","enquiries","conversion_percent"',
      '"en","6","4","1","25.0"',
      '"ar","1","1","0","0.0"',
    ]);
    expect(lines((await csv("/audience.csv?table=landing&days=7")).body)[0]).toBe(
      '"landing_page","views","visitors","enquiries","conversion_percent"',
    );
  });

  it("refuses an unknown table or period with 400", async () => {
    for (const query of [
      "table=visitors&days=30",
      "table=&days=30",
      "days=30",
      "table=pages&days=14",
      "table=pages&table=days&days=30",
      "table=toString&days=30",
    ]) {
      const response = await csv(`/audience.csv?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers["content-type"], query).toContain("text/html");
      expect(response.body, query).toContain('<p role="alert">');
    }
  });
});

describe("an enquiry's page", { timeout: 60_000 }, () => {
  it("says where its visitor first came from that day, or that it is not known", async () => {
    const { enquiries } = office.app.backOffice;
    const came = await enquiries.add({
      enquiry: sampleEnquiry({ subject: "From the newsletter" }),
      receivedAt: new Date(),
      spamReason: null,
      contentHash: "from-newsletter",
      source: {
        landing: "/ar/about",
        referrer: "news.example",
        campaign: { source: "newsletter", medium: null, campaign: "spring" },
      },
    });
    const unknown = await enquiries.add({
      enquiry: sampleEnquiry({ subject: "Before the counting" }),
      receivedAt: new Date(),
      spamReason: null,
      contentHash: "before-counting",
    });
    const direct = await enquiries.add({
      enquiry: sampleEnquiry({ subject: "Typed the address" }),
      receivedAt: new Date(),
      spamReason: null,
      contentHash: "typed-the-address",
      source: { landing: "/contact", referrer: null, campaign: null },
    });
    const page = await get(`/enquiries/${came.id}`, sales);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<dt>Landing page</dt><dd><code>/ar/about</code></dd>");
    expect(page.body).toContain("<dt>Referrer</dt><dd><bdi>news.example</bdi></dd>");
    expect(page.body).toContain(
      "<dt>Campaign</dt><dd><bdi>newsletter</bdi> / – / <bdi>spring</bdi></dd>",
    );
    const none = (await get(`/enquiries/${unknown.id}`, sales)).body;
    expect(none).toContain("<dt>Landing page</dt><dd>Not known</dd>");
    expect(none).toContain("<dt>Referrer</dt><dd>Not known</dd>");
    expect(none).toContain("<dt>Campaign</dt><dd>Not known</dd>");
    const typed = (await get(`/enquiries/${direct.id}`, sales)).body;
    expect(typed).toContain("<dt>Landing page</dt><dd><code>/contact</code></dd>");
    expect(typed).toContain("<dt>Referrer</dt><dd>None (no other site)</dd>");
    expect(typed).toContain("<dt>Campaign</dt><dd>None</dd>");
  });
});

describe("without SITE_URL, and with nothing counted", { timeout: 60_000 }, () => {
  let bare: BackOffice;
  let cookie: string;
  beforeAll(async () => {
    bare = await startBackOffice();
    cookie = await bare.signedIn("admin");
  }, 60_000);
  afterAll(() => bare?.close());
  const page = async (url = "/audience") =>
    (await bare.inject({ method: "GET", url, headers: { cookie } })).body;

  it("says each table counted nothing, and the conversion is a dash", async () => {
    const body = await page();
    for (const caption of [
      "Pages",
      "Landing pages",
      "Referrers",
      "Campaigns",
      "Languages",
      "Devices",
    ]) {
      expect(rows(body, caption), caption).toEqual([["Nothing was counted in this period."]]);
    }
    expect(totals(body)).toEqual({ Visitors: "0", Views: "0", Enquiries: "0", Conversion: "–" });
    expect(rows(body, "By day")).toHaveLength(30);
  });

  it("shows at most 50 rows a table and says so, the paths as text; the CSV has every row", async () => {
    const views = Array.from({ length: 55 }, (_, index) =>
      view(today, `visitor-${index}`, `/blog/post-${String(index).padStart(2, "0")}`),
    );
    await bare.app.backOffice.enquiries.audience.record({ views, conversions: [] });
    const body = await page();
    const pages = rows(body, "Pages");
    expect(pages).toHaveLength(50);
    expect(pages[0]).toEqual(["/blog/post-00", "1", "1", "0", "0.0%"]);
    expect(table(body, "Pages")).toContain('<span id="pages-0"><code>/blog/post-00</code></span>');
    expect(table(body, "Pages")).not.toContain("<a ");
    expect(body).toContain("The first 50 of 55 rows are shown here; the CSV has them all.");
    expect(rows(body, "Languages")).toEqual([["English", "55", "55", "0", "0.0%"]]);
    const csv = await bare.inject({
      method: "GET",
      url: "/audience.csv?table=pages&days=30",
      headers: { cookie },
    });
    expect(csv.body.split("\r\n")).toHaveLength(56);
  });
});
