import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Enquiry } from "../../common/enquiry.ts";
import { type BackOffice, startBackOffice, testOrigin } from "../../tests/support/back-office.ts";
import { filesContaining } from "../../tests/support/data-files.ts";
import { run } from "../cli/enquiries.ts";
import { enquiriesCsv } from "../enquiry-csv.ts";
import { messageIdLocalPart } from "../mail/enquiry-email.ts";
import { emlFolder } from "../mail/mailer.ts";
import { sampleEnquiry } from "../store/enquiry-store.suite.ts";
import type { StoredEnquiry } from "../store/enquiry-store.ts";

let office: BackOffice;
let sales: string;
let colleague: string;
let base = Date.parse("2025-03-01T10:00:00Z");

function addEnquiry(overrides: Partial<Enquiry> = {}, spamReason: string | null = null) {
  base += 60_000;
  return office.app.backOffice.enquiries.add({
    enquiry: sampleEnquiry(overrides),
    receivedAt: new Date(base),
    spamReason,
    contentHash: String(base),
  });
}

beforeAll(async () => {
  office = await startBackOffice();
  sales = await office.signedIn("sales", "sam@example.test");
  colleague = await office.signedIn("sales", "kim@example.test");
}, 60_000);
afterAll(() => office.close());

const get = (url: string, cookie: string) =>
  office.inject({ method: "GET", url, headers: { cookie } });

/** A form post as the browser sends it, its token from the home page. */
const post = async (url: string, fields: Record<string, string>, cookie = sales) =>
  (await office.postForm(url, fields, { cookie, page: "/" })).response;

const version = (body: string) => /name="version" value="(\d+)"/.exec(body)?.[1] ?? "";
const rows = (body: string) => body.match(/<tr>\s*<td><time/g)?.length ?? 0;
const navigation = (body: string) => /<nav aria-label="Back office">[\s\S]*?<\/nav>/.exec(body)![0];

describe("the enquiry desk", { timeout: 60_000 }, () => {
  let first: StoredEnquiry;
  let second: StoredEnquiry;
  let spam: StoredEnquiry;
  beforeAll(async () => {
    first = await addEnquiry({ name: "Ümit Yılmaz", subject: "Audit of our plant" });
    second = await addEnquiry({
      name: "Layla Haddad",
      email: "Layla@Example.com",
      subject: "طلب عرض",
      language: "ar",
    });
    spam = await addEnquiry({ name: "Cheap pills", subject: "Buy now" }, "too many links");
  });

  it("gives a sales account the Enquiries link with the count of new ones, and no other tool", async () => {
    const home = await get("/", sales);
    expect(home.statusCode).toBe(200);
    const nav = navigation(home.body);
    expect(nav).toContain('<a href="/enquiries">Enquiries</a> <span class="count">(2 new)</span>');
    for (const other of ["/keystatic", "/changes", "/releases", "/audit-log"]) {
      expect(nav).not.toContain(`href="${other}"`);
    }
    expect(home.body).not.toContain('href="/keystatic"');
  });

  it("lists the enquiries newest first, each row linking to its page, held spam as Spam", async () => {
    const { statusCode, body } = await get("/enquiries", sales);
    expect(statusCode).toBe(200);
    expect(body).toContain("<h1>Enquiries</h1>");
    expect(body).toMatch(
      /<th scope="col">Received<\/th><th scope="col">Name<\/th><th scope="col">Subject<\/th><th scope="col">Language<\/th><th scope="col">Status<\/th><th scope="col">Assigned to<\/th><th scope="col">Sent from<\/th>/,
    );
    expect(rows(body)).toBe(3);
    const links = [...body.matchAll(/<a href="\/enquiries\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(links).toEqual([spam.id, second.id, first.id]);
    expect(body).toMatch(/Buy now<\/a><\/td>\s*<td>English<\/td>\s*<td>Spam<\/td>/);
    expect(body).toMatch(
      /طلب عرض<\/a><\/td>\s*<td>Arabic<\/td>\s*<td>New<\/td>\s*<td>Nobody<\/td>/,
    );
  });

  it("searches name, e-mail, subject and message in any case, filters by status, in a GET form", async () => {
    const form = (await get("/enquiries", sales)).body;
    expect(form).toMatch(/<form[^>]*method="get"[^>]*action="\/enquiries"/);
    expect(form).toContain('<label for="enquiry-search">Search enquiries</label>');
    expect(form).toMatch(/id="enquiry-search" name="q" type="search"/);
    expect(form).toContain('<label for="enquiry-status">Status</label>');
    const select = /<select id="enquiry-status"[\s\S]*?<\/select>/.exec(form)![0];
    const options = [...select.matchAll(/<option value="([a-z]*)"[^>]*>([^<]+)<\/option>/g)];
    expect(options.map((m) => m[2])).toEqual(["All", "New", "Open", "Answered", "Closed", "Spam"]);

    const ids = async (query: string) => {
      const { body } = await get(`/enquiries${query}`, sales);
      return [...body.matchAll(/<a href="\/enquiries\/(\d+)"/g)].map((m) => Number(m[1]));
    };
    expect(await ids("?q=%C3%BCMIT")).toEqual([first.id]);
    expect(await ids("?q=layla%40example")).toEqual([second.id]);
    expect(await ids("?q=AUDIT+OF")).toEqual([first.id]);
    expect(await ids("?q=supervisors")).toEqual([spam.id, second.id, first.id]);
    expect(await ids("?status=spam")).toEqual([spam.id]);
    expect(await ids("?status=new&q=asha")).toEqual([first.id]);
    expect(await ids("?status=spam&q=layla")).toEqual([]);
    expect(await ids("?status=new")).toEqual([second.id, first.id]);
    expect(await ids("?status=nonsense")).toHaveLength(3);
    const kept = (await get("/enquiries?q=pills&status=spam", sales)).body;
    expect(kept).toContain('value="pills"');
    expect(kept).toContain('<option value="spam" selected>Spam</option>');
  });

  it("filters by assignee, language and the days received, and the export keeps the filters", async () => {
    const assigned = await addEnquiry({ name: "Noor Saleh", subject: "Filters test" });
    const changed = await office.app.backOffice.enquiries.changeWork(
      assigned.id,
      { status: "open", assignee: "kim@example.test" },
      { version: assigned.version, actor: "sam@example.test", at: new Date() },
    );
    expect(changed.outcome).toBe("saved");
    const form = (await get("/enquiries", sales)).body;
    expect(form).toContain('<label for="enquiry-assignee">Assigned to</label>');
    expect(form).toContain('<option value="kim@example.test">A sales (kim@example.test)</option>');
    expect(form).toContain('<label for="enquiry-language">Language</label>');
    expect(form).toMatch(
      /<label for="enquiry-from">Received from<\/label>\s*<input id="enquiry-from" name="from" type="date"/,
    );
    expect(form).toMatch(
      /<label for="enquiry-to">Received to<\/label>\s*<input id="enquiry-to" name="to" type="date"/,
    );

    const ids = async (query: string) => {
      const { body } = await get(`/enquiries${query}`, sales);
      return [...body.matchAll(/<a href="\/enquiries\/(\d+)"/g)].map((m) => Number(m[1]));
    };
    expect(await ids("?assignee=kim%40example.test")).toEqual([assigned.id]);
    expect(await ids("?assignee=KIM%40Example.test")).toEqual([assigned.id]);
    expect(await ids("?assignee=nobody&status=new")).toEqual([second.id, first.id]);
    expect(await ids("?language=ar")).toEqual([second.id]);
    expect(await ids("?language=en&status=new")).toEqual([first.id]);
    expect(await ids("?language=fr")).toHaveLength(4);
    // first, second and spam came a minute apart from 10:01 on 1 March 2025, this one later.
    const day = (date: Date) => date.toISOString().slice(0, 10);
    expect(await ids(`?from=${day(first.receivedAt)}&to=${day(first.receivedAt)}`)).toEqual([
      assigned.id,
      spam.id,
      second.id,
      first.id,
    ]);
    expect(await ids("?to=2025-02-28")).toEqual([]);
    expect(await ids("?from=2025-03-02")).toEqual([]);
    expect(await ids("?from=2025-02-30")).toHaveLength(4);

    const kept = (
      await get("/enquiries?assignee=kim%40example.test&language=en&from=2025-03-01", sales)
    ).body;
    expect(kept).toContain('<option value="kim@example.test" selected>');
    expect(kept).toContain('<option value="en" selected>English</option>');
    expect(kept).toContain('value="2025-03-01"');
    expect(kept).toContain(
      'href="/enquiries/export?assignee=kim%40example.test&amp;language=en&amp;from=2025-03-01"',
    );
    const csv = await get("/enquiries/export?assignee=kim%40example.test&language=en", sales);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Noor Saleh");
    expect(csv.body).not.toContain("Layla Haddad");
    expect(csv.body).not.toContain("Ümit");
    await office.app.backOffice.enquiries.delete(assigned.id);
  });

  it("says until when each enquiry is kept: RETENTION_DAYS after it came, spam 30 days", async () => {
    const keptUntil = async (enquiry: StoredEnquiry) => {
      const { body } = await get(`/enquiries/${enquiry.id}`, sales);
      return /<dt>Kept until<\/dt><dd><time datetime="([^"]+)">[^<]*<\/time>, then erased/.exec(
        body,
      )?.[1];
    };
    const days = (n: number, from: Date) => new Date(from.getTime() + n * 86_400_000).toISOString();
    expect(await keptUntil(first)).toBe(days(365, first.receivedAt));
    expect(await keptUntil(spam)).toBe(days(30, spam.receivedAt));
  });

  it("says which page an enquiry was sent from and which rule routed it where", async () => {
    base += 60_000;
    const routed = await office.app.backOffice.enquiries.add({
      enquiry: sampleEnquiry({ subject: "Routed one" }),
      receivedAt: new Date(base),
      spamReason: null,
      contentHash: String(base),
      page: "/ar/contact?office=dubai",
      route: { rule: "Dubai office", recipients: ["dubai@example.com"], assignee: null },
    });
    const { body } = await get(`/enquiries/${routed.id}`, sales);
    expect(body).toContain("<dt>Sent from</dt><dd><code>/ar/contact?office=dubai</code></dd>");
    const list = (await get(`/enquiries?q=${encodeURIComponent("Routed one")}`, sales)).body;
    expect(list).toMatch(/<td>Nobody<\/td>\s*<td><code>\/ar\/contact\?office=dubai<\/code><\/td>/);
    expect(body).toContain(
      '<dt>Routed</dt><dd>by the rule "Dubai office", to dubai@example.com</dd>',
    );
    const plain = (await get(`/enquiries/${first.id}`, sales)).body;
    expect(plain).toContain("<dt>Sent from</dt><dd>Not known</dd>");
    expect(plain).toContain("by no rule: to the usual address (CONTACT_TO)");

    const ids = async (query: string) => {
      const { body } = await get(`/enquiries${query}`, sales);
      return [...body.matchAll(/<a href="\/enquiries\/(\d+)"/g)].map((m) => Number(m[1]));
    };
    expect(await ids("?route=Dubai+office")).toEqual([routed.id]);
    expect(await ids("?route=none")).not.toContain(routed.id);
    expect(await ids("?route=none")).toContain(first.id);
    const kept = (await get("/enquiries?route=Dubai+office", sales)).body;
    expect(kept).toContain('<label for="enquiry-route">Route</label>');
    expect(kept).toContain('<option value="Dubai office" selected>Dubai office</option>');
    await office.app.backOffice.enquiries.delete(routed.id);
  });

  it("shows one enquiry with its fields, mailto and tel links, the forms and its history", async () => {
    const { statusCode, body } = await get(`/enquiries/${first.id}`, sales);
    expect(statusCode).toBe(200);
    expect(body).toContain('<h1 dir="auto">Audit of our plant</h1>');
    expect(body).toContain('<a href="mailto:asha@example.org">asha@example.org</a>');
    expect(body).toContain('<a href="tel:+919810000000">+91 98100 00000</a>');
    expect(body).toContain("We would like to train 200 supervisors.\nCan we talk next week?");
    expect(body).toMatch(/<form[^>]*method="post" action="\/enquiries\/\d+"/);
    expect(body).toContain('<label for="work-status">Status</label>');
    expect(body).toContain('<label for="work-assignee">Assigned to</label>');
    expect(body).toContain('<option value="" selected>Nobody</option>');
    expect(body).toContain('<option value="sam@example.test">A sales (sam@example.test)</option>');
    expect(body).toContain('<button type="submit">Save</button>');
    expect(body).toContain('<label for="note">Note</label>');
    expect(body).toContain('<button type="submit">Add note</button>');
    expect(body).toContain('name="csrf"');
    expect(body).toContain('<section aria-labelledby="history-heading">');
    expect(body).toContain('<h2 id="history-heading">History</h2>');
    expect(body).toMatch(/UTC<\/time>: sam@example\.test opened it<\/li>/);
    expect((await get("/enquiries/999999", sales)).statusCode).toBe(404);
    expect((await get("/enquiries/abc", sales)).statusCode).toBe(404);
  });

  it("changes status and assignment, notes, and lists each in the history and the audit log", async () => {
    const page = (await get(`/enquiries/${second.id}`, sales)).body;
    const saved = await post(`/enquiries/${second.id}`, {
      version: version(page),
      status: "open",
      assignee: "kim@example.test",
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/enquiries/${second.id}?saved`);
    const noted = await post(`/enquiries/${second.id}/notes`, {
      note: "Called her back:\nshe wants a quote by Friday",
    });
    expect(noted.statusCode).toBe(303);
    const empty = await post(`/enquiries/${second.id}/notes`, { note: "   " });
    expect(empty.statusCode).toBe(400);

    const after = (await get(`/enquiries/${second.id}?noted`, sales)).body;
    expect(after).toContain('<p role="status" class="note">Note added.</p>');
    expect(after).toContain('<option value="open" selected>Open</option>');
    expect(after).toContain('<option value="kim@example.test" selected>');
    const history = /<h2 id="history-heading">History<\/h2>([\s\S]*?)<\/section>/.exec(after)![1]!;
    const lines = [...history.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) =>
      m[1]!.replace(/<time[^>]*>[^<]*<\/time>: /, "").replace(/<[^>]+>/g, ""),
    );
    expect(lines).toEqual([
      "sam@example.test opened it",
      "sam@example.test status New → Open",
      "sam@example.test assigned it to kim@example.test",
      "sam@example.test added a note: Called her back:\nshe wants a quote by Friday",
    ]);
    const list = (await get("/enquiries?status=open", sales)).body;
    expect(list).toMatch(/<td>Open<\/td>\s*<td>kim@example\.test<\/td>/);
    expect(navigation(list)).toContain("(1 new)");

    const audit = await office.app.backOffice.store.audit.list();
    const mine = audit
      .filter((entry) => entry.actor === "sam@example.test" && entry.action.startsWith("enquiry"))
      .map((entry) => `${entry.action}: ${entry.detail}`);
    expect(mine).toEqual(
      expect.arrayContaining([
        `enquiry opened: enquiry ${second.id}`,
        `enquiry status changed: enquiry ${second.id}: new → open`,
        `enquiry assigned: enquiry ${second.id}: to kim@example.test`,
        `enquiry note added: enquiry ${second.id}`,
      ]),
    );
    // The note itself is personal data kept with the enquiry, not in the log.
    expect(audit.some((entry) => entry.detail.includes("quote by Friday"))).toBe(false);
  });

  it("refuses a change from a page a colleague changed meanwhile (409) and saves nothing", async () => {
    const enquiry = await addEnquiry({ subject: "Two at once" });
    const stale = version((await get(`/enquiries/${enquiry.id}`, sales)).body);
    const theirs = version((await get(`/enquiries/${enquiry.id}`, colleague)).body);
    const first = await post(
      `/enquiries/${enquiry.id}`,
      { version: theirs, status: "answered", assignee: "kim@example.test" },
      colleague,
    );
    expect(first.statusCode).toBe(303);
    const late = await post(`/enquiries/${enquiry.id}`, {
      version: stale,
      status: "closed",
      assignee: "",
    });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(
      '<p role="alert">Someone else changed this enquiry: your change was not saved. Here it is as it is now.</p>',
    );
    expect(late.body).toContain('<option value="answered" selected>Answered</option>');
    expect(late.body).toContain('<option value="kim@example.test" selected>');
    expect(await office.app.backOffice.enquiries.get(enquiry.id)).toMatchObject({
      status: "answered",
      assignee: "kim@example.test",
      version: 2,
    });
    const history = await office.app.backOffice.enquiries.history(enquiry.id);
    expect(
      history.filter((entry) => entry.actor === "sam@example.test").map((e) => e.action),
    ).toEqual(["opened"]);
  });

  it("refuses a status or a person that is not among the choices", async () => {
    const enquiry = await addEnquiry({ subject: "Odd values" });
    const editor = await office.signedIn("editor", "ed@example.test");
    expect(editor).toBeTruthy();
    for (const fields of [
      { version: "1", status: "deleted", assignee: "" },
      { version: "1", status: "open", assignee: "ed@example.test" },
      { version: "1", status: "open", assignee: "nobody@example.test" },
    ]) {
      expect((await post(`/enquiries/${enquiry.id}`, fields)).statusCode).toBe(400);
    }
    expect((await office.app.backOffice.enquiries.get(enquiry.id))?.version).toBe(1);
  });

  it("shows control and bidi characters a visitor typed as their codes, never obeyed", async () => {
    const enquiry = await addEnquiry({
      name: "Eve\u202Egnp.exe",
      subject: "Invoice \u202Efdp.exe\u0007 <b>now</b>",
      message: "line\u001b[31m red\nnext",
    });
    const { body } = await get(`/enquiries/${enquiry.id}`, sales);
    expect(body).toContain(
      '<h1 dir="auto">Invoice \\u202efdp.exe\\u0007 &lt;b&gt;now&lt;/b&gt;</h1>',
    );
    expect(body).toContain("Eve\\u202egnp.exe");
    expect(body).toContain("line\\u001b[31m red\nnext");
    for (const raw of ["\u202e", "\u0007", "\u001b"]) expect(body).not.toContain(raw);
    const list = (await get("/enquiries?q=invoice", sales)).body;
    expect(list).toContain("Invoice \\u202efdp.exe\\u0007 &lt;b&gt;now&lt;/b&gt;</a>");
    for (const raw of ["\u202e", "\u0007"]) expect(list).not.toContain(raw);
  });

  it("pages the list by 50 with Previous and Next links that keep the filters", async () => {
    for (let n = 0; n < 52; n++) await addEnquiry({ subject: `Bulk ${n}` });
    const one = (await get("/enquiries?q=bulk", sales)).body;
    expect(rows(one)).toBe(50);
    expect(one).toContain('<a href="/enquiries?q=bulk&amp;page=2">Next</a>');
    expect(one).not.toContain(">Previous</a>");
    const two = (await get("/enquiries?q=bulk&page=2", sales)).body;
    expect(rows(two)).toBe(2);
    expect(two).toContain('<a href="/enquiries?q=bulk">Previous</a>');
    expect(two).not.toContain(">Next</a>");
    expect(two).toContain("Bulk 0<");
  });
});

describe("exporting the enquiries as CSV", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await addEnquiry({
      name: 'Ravi, "R" Kumar',
      email: "ravi@export.test",
      subject: '=HYPERLINK("x")',
      message: "Two\nlines;=1+1;y",
    });
    await addEnquiry({ name: "Held Exporter", email: "held@export.test" }, "too many links");
  });

  /** What `npm run enquiries -- export --csv` writes to a file, from the same store. */
  async function cliExport() {
    let written = "";
    await run(["export", "--csv"], office.app.backOffice.enquiries, (text) => (written += text), {
      dataDir: office.config.DATA_DIR,
      terminal: false,
    });
    return written;
  }

  it("links Export CSV from the list with the list's filters", async () => {
    expect((await get("/enquiries", sales)).body).toContain(
      '<a href="/enquiries/export" download>Export CSV</a>',
    );
    expect((await get("/enquiries?q=export.test&status=spam&page=2", sales)).body).toContain(
      '<a href="/enquiries/export?q=export.test&amp;status=spam" download>Export CSV</a>',
    );
  });

  it("downloads every enquiry as the same bytes as the CLI's export, as an attachment", async () => {
    const response = await get("/enquiries/export", sales);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers["content-disposition"]).toContain(
      `enquiries-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    // Not one page of 50: every enquiry in the store.
    const count = (await office.app.backOffice.enquiries.list()).length;
    expect(count).toBeGreaterThan(50);
    expect(response.rawPayload.equals(Buffer.from(await cliExport(), "utf8"))).toBe(true);
    expect(response.body).toContain(`"Ravi, ""R"" Kumar","ravi@export.test"`);
    expect(response.body).toContain(`"'=HYPERLINK(""x"")","Two\nlines;'=1+1;y"`);
  });

  it("exports only what the filters find, with the CLI's columns and escaping, and logs it", async () => {
    const response = await get("/enquiries/export?q=EXPORT.TEST&status=new", sales);
    expect(response.statusCode).toBe(200);
    const expected = enquiriesCsv(
      (await office.app.backOffice.enquiries.list()).filter(
        (e) => e.email.endsWith("@export.test") && e.status === "new",
      ),
    );
    expect(response.body).toBe(expected);
    const lines = response.body.split("\r\n");
    expect(lines).toHaveLength(2);
    // The header row is the CLI's own.
    expect(lines[0]).toBe((await cliExport()).split("\r\n")[0]);
    const audit = await office.app.backOffice.store.audit.list();
    expect(
      audit.some(
        (entry) =>
          entry.action === "enquiries exported" &&
          entry.detail === '1 enquiry; search "EXPORT.TEST", status new',
      ),
    ).toBe(true);
  });
});

describe("erasing an enquiry", { timeout: 60_000 }, () => {
  const dataDir = () => office.config.DATA_DIR;

  /** As the outbox's eml mailer leaves it: a file named after the enquiry's message id. */
  async function emlCopy(enquiry: StoredEnquiry) {
    await mkdir(emlFolder(dataDir()), { recursive: true });
    await writeFile(
      join(emlFolder(dataDir()), `${messageIdLocalPart(enquiry.publicId)}@example.test.eml`),
      `Subject: ${enquiry.subject}\r\n\r\n${enquiry.message}\r\n`,
    );
  }

  async function cliShow(id: number) {
    let written = "";
    const shown = run(
      ["show", String(id)],
      office.app.backOffice.enquiries,
      (t) => (written += t),
      {
        dataDir: dataDir(),
        terminal: false,
      },
    );
    return shown.then(
      () => written,
      (error: Error) => error.message,
    );
  }

  it("offers Erase on the enquiry's page, and asks first: what goes, Erase, everything from the address, Cancel", async () => {
    const enquiry = await addEnquiry({ email: "Ask.First@example.org", subject: "Ask me first" });
    await addEnquiry({ email: "ask.first@example.org", subject: "Another of hers" });
    const page = (await get(`/enquiries/${enquiry.id}`, sales)).body;
    expect(page).toMatch(
      new RegExp(
        `<form class="panel" method="post" action="/enquiries/${enquiry.id}/erase" aria-label="Erase">\\s*<input type="hidden" name="csrf"[^>]*>[\\s\\S]*?<button type="submit">Erase</button>`,
      ),
    );
    const asked = await post(`/enquiries/${enquiry.id}/erase`, {});
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("<h1>Erase this enquiry?</h1>");
    expect(asked.body).toContain("its history and notes");
    expect(asked.body).toContain("sent 1 other enquiry");
    expect(asked.body).toMatch(
      /<input type="hidden" name="confirm" value="yes" \/>\s*<button type="submit">Erase<\/button>/,
    );
    expect(asked.body).toContain(
      '<button type="submit">Erase everything from Ask.First@example.org</button>',
    );
    expect(asked.body).toContain(`<a href="/enquiries/${enquiry.id}">Cancel</a>`);
    expect((asked.body.match(/name="csrf"/g) ?? []).length).toBeGreaterThanOrEqual(2);
    // Asking erased nothing.
    expect(await office.app.backOffice.enquiries.get(enquiry.id)).toBeDefined();
  });

  it("erases as completely as the CLI: page 404, CLI show unknown, history, .eml copy and every file copy gone", async () => {
    const secret = "Erase me from the desk: secret 3b7d";
    const note = "Erase me too: a desk note 8c2f";
    const enquiry = await addEnquiry({ subject: "To be erased", message: secret });
    const kept = await addEnquiry({ subject: "To be kept", message: "Keep me: desk 1a9e" });
    await emlCopy(enquiry);
    await get(`/enquiries/${enquiry.id}`, sales);
    expect((await post(`/enquiries/${enquiry.id}/notes`, { note })).statusCode).toBe(303);
    expect((await office.app.backOffice.enquiries.history(enquiry.id)).length).toBe(2);
    expect(await filesContaining(dataDir(), secret)).not.toEqual([]);
    expect(await cliShow(enquiry.id)).toContain(`Enquiry ${enquiry.id}`);

    const erased = await post(`/enquiries/${enquiry.id}/erase`, { confirm: "yes" });
    expect(erased.statusCode).toBe(303);
    expect(erased.headers.location).toBe("/enquiries?erased=1");
    const list = (await get(erased.headers.location as string, sales)).body;
    expect(list).toContain('<p role="status" class="note">Enquiry erased.</p>');

    expect((await get(`/enquiries/${enquiry.id}`, sales)).statusCode).toBe(404);
    expect(await cliShow(enquiry.id)).toBe(`No enquiry ${enquiry.id}.`);
    expect(await office.app.backOffice.enquiries.history(enquiry.id)).toEqual([]);
    for (const text of [secret, note]) {
      expect(await filesContaining(dataDir(), text), text).toEqual([]);
    }
    expect(await office.app.backOffice.enquiries.get(kept.id)).toBeDefined();
    const audit = await office.app.backOffice.store.audit.list();
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "enquiries erased", detail: `enquiry ${enquiry.id}` }),
      ]),
    );
    expect(audit.some((entry) => entry.detail.includes("To be erased"))).toBe(false);
  });

  it("erases everything from the enquiry's address, in any case, and only that", async () => {
    const one = await addEnquiry({ email: "Gone@Example.net", message: "First of two 5e1c" });
    const two = await addEnquiry({ email: "gone@example.net", message: "Second of two 6f2d" });
    const other = await addEnquiry({ email: "stays@example.net" });
    const erased = await post(`/enquiries/${one.id}/erase`, { confirm: "yes", scope: "email" });
    expect(erased.headers.location).toBe("/enquiries?erased=2");
    expect((await get("/enquiries?erased=2", sales)).body).toContain(
      '<p role="status" class="note">2 enquiries erased.</p>',
    );
    for (const id of [one.id, two.id]) {
      expect(await office.app.backOffice.enquiries.get(id)).toBeUndefined();
    }
    expect(await office.app.backOffice.enquiries.get(other.id)).toBeDefined();
    for (const text of ["First of two 5e1c", "Second of two 6f2d", "gone@example.net"]) {
      expect(await filesContaining(dataDir(), text), text).toEqual([]);
    }
    const audit = await office.app.backOffice.store.audit.list();
    expect(audit.map((entry) => entry.detail)).toContain(
      `2 enquiries from the address of enquiry ${one.id}`,
    );
    expect(audit.some((entry) => /gone@example/i.test(entry.detail))).toBe(false);
    expect((await post(`/enquiries/${one.id}/erase`, { confirm: "yes" })).statusCode).toBe(404);
  });
});

describe("replying to the visitor", { timeout: 60_000 }, () => {
  it("queues the reply as an e-mail, marks the enquiry answered, and shows it with its delivery and in the history", async () => {
    const enquiry = await addEnquiry({ name: "Omar Reply", subject: "Reply test" });
    const page = (await get(`/enquiries/${enquiry.id}`, sales)).body;
    expect(page).toContain('<label for="reply">Your reply</label>');
    expect(page).toContain('<button type="submit">Reply</button>');
    expect(page).toContain(
      '<a href="mailto:asha@example.org?subject=Re%3A%20Reply%20test">Or write it in your mail app</a>',
    );
    const empty = await post(`/enquiries/${enquiry.id}/reply`, {
      reply: "  ",
      version: version(page),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Write the reply first: an empty reply was not sent.");

    const sent = await post(`/enquiries/${enquiry.id}/reply`, {
      reply: "Dear Omar,\nhappy to help.",
      version: version(page),
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/enquiries/${enquiry.id}?replied`);
    // The same page again, now out of date: refused, the words kept.
    const stale = await post(`/enquiries/${enquiry.id}/reply`, {
      reply: "A second thought",
      version: version(page),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(">A second thought</textarea>");

    const after = (await get(`/enquiries/${enquiry.id}?replied`, sales)).body;
    expect(after).toContain("Reply queued: it is e-mailed to the visitor within seconds.");
    expect(after).toContain('<option value="answered" selected>Answered</option>');
    expect(after).toMatch(
      /<dt>Reply 1<\/dt><dd>\s*by A sales \(sam@example\.test\), <time[^>]*>[^<]*<\/time>: Waiting/,
    );
    expect(after).toContain("Dear Omar,\nhappy to help.");
    expect(after).toContain("replied to the visitor:");
    const [queued] = await office.app.backOffice.enquiries.replies(enquiry.id);
    expect(queued).toMatchObject({
      body: "Dear Omar,\nhappy to help.",
      mail: { status: "pending" },
    });
    const audit = await office.app.backOffice.store.audit.list();
    expect(
      audit.some((e) => e.action === "enquiry replied" && e.detail === `enquiry ${enquiry.id}`),
    ).toBe(true);
    expect(audit.some((e) => e.detail.includes("happy to help"))).toBe(false);
    await office.app.backOffice.enquiries.delete(enquiry.id);
  });

  it("refuses to reply to held spam", async () => {
    const held = await addEnquiry({ subject: "Held reply test" }, "too many links");
    const page = (await get(`/enquiries/${held.id}`, sales)).body;
    expect(page).toContain("mark it not spam before replying");
    const response = await post(`/enquiries/${held.id}/reply`, {
      reply: "Hi",
      version: version(page),
    });
    expect(response.statusCode).toBe(409);
    expect(await office.app.backOffice.enquiries.replies(held.id)).toEqual([]);
    await office.app.backOffice.enquiries.delete(held.id);
  });
});

describe("releasing held spam: Not spam", { timeout: 60_000 }, () => {
  const outbox = () => office.app.backOffice.enquiries.outbox;

  it("offers Not spam only on held spam, with the token and the version", async () => {
    const held = await addEnquiry({ subject: "Held for links" }, "too many links");
    const plain = await addEnquiry({ subject: "Plain one" });
    const page = (await get(`/enquiries/${held.id}`, sales)).body;
    expect(page).toMatch(
      new RegExp(
        `<form class="panel" method="post" action="/enquiries/${held.id}/not-spam" aria-label="Not spam">\\s*<input type="hidden" name="csrf"[^>]*>\\s*<input type="hidden" name="version" value="1" />[\\s\\S]*?<button type="submit">Not spam</button>`,
      ),
    );
    expect((await get(`/enquiries/${plain.id}`, sales)).body).not.toContain("Not spam");
    // Set to Spam by hand, without a spam reason: nothing was held, nothing to release.
    const marked = await addEnquiry({ subject: "Marked by hand" });
    await office.app.backOffice.enquiries.changeWork(
      marked.id,
      { status: "spam", assignee: null },
      { version: 1, actor: "sam@example.test", at: new Date() },
    );
    expect((await get(`/enquiries/${marked.id}`, sales)).body).not.toContain(">Not spam<");
  });

  it("gives it its e-mail job and the visitor's acknowledgement (not before), marks it New and says who in the history", async () => {
    const held = await addEnquiry(
      { subject: "Really a customer", email: "released.visitor@example.org" },
      "sent again within 10 minutes",
    );
    const before = await outbox().stats();
    expect((await office.app.backOffice.enquiries.get(held.id))?.mail).toBeNull();
    const page = (await get(`/enquiries/${held.id}`, sales)).body;
    expect(page).toContain(
      "<dt>E-mail to the team</dt><dd>Not sent: held as suspected spam</dd>\n      <dt>Acknowledgement to the visitor</dt><dd>Not sent: held as suspected spam</dd>",
    );
    // Opening and saving a note release nothing.
    expect((await post(`/enquiries/${held.id}/notes`, { note: "Looks real" })).statusCode).toBe(
      303,
    );
    expect(await outbox().stats()).toEqual(before);

    const released = await post(`/enquiries/${held.id}/not-spam`, { version: version(page) });
    expect(released.statusCode).toBe(303);
    expect(released.headers.location).toBe(`/enquiries/${held.id}?released`);
    expect((await outbox().stats()).pending).toBe(before.pending + 2);
    expect(await office.app.backOffice.enquiries.get(held.id)).toMatchObject({
      status: "new",
      mail: { status: "pending", attempts: 0 },
      acknowledgement: { status: "pending", attempts: 0 },
    });
    // The outbox now sends it like any other enquiry.
    const due = await outbox().claimDue({
      now: new Date(Date.now() + 1000),
      limit: 1000,
      leaseMs: 60_000,
      claim: "test",
    });
    expect(due.filter((job) => job.enquiryId === held.id).map((job) => job.kind)).toEqual(
      expect.arrayContaining(["staff", "acknowledgement"]),
    );

    const after = (await get(released.headers.location as string, sales)).body;
    expect(after).toContain(
      '<p role="status" class="note">Marked not spam: its e-mail is queued.</p>',
    );
    expect(after).toContain('<option value="new" selected>New</option>');
    expect(after).toMatch(
      /<dt>Acknowledgement to the visitor<\/dt><dd>Waiting to be sent \(1 attempt\(s\) so far\)<\/dd>/,
    );
    expect(after).not.toContain(">Not spam</button>");
    expect(after).toMatch(
      /UTC<\/time>: sam@example\.test marked it not spam \(its e-mail queued\)<\/li>/,
    );
    const audit = await office.app.backOffice.store.audit.list();
    expect(audit.map((entry) => `${entry.action}: ${entry.detail}`)).toContain(
      `enquiry released from spam: enquiry ${held.id}`,
    );

    // Twice, or from the old page: refused, no second job.
    const again = await post(`/enquiries/${held.id}/not-spam`, { version: version(page) });
    expect(again.statusCode).toBe(409);
    const twice = await post(`/enquiries/${held.id}/not-spam`, { version: "2" });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain("not held as spam");
  });
});

describe("Not spam with ACK_EMAILS=off", { timeout: 60_000 }, () => {
  it("queues the e-mail to the team and no acknowledgement", async () => {
    const quiet = await startBackOffice({ ACK_EMAILS: "off" });
    try {
      const cookie = await quiet.signedIn("sales", "quiet@example.test");
      const held = await quiet.app.backOffice.enquiries.add({
        enquiry: sampleEnquiry({ email: "held.quiet@example.org" }),
        receivedAt: new Date(),
        spamReason: "too many links",
        contentHash: "quiet",
      });
      const { response } = await quiet.postForm(
        `/enquiries/${held.id}/not-spam`,
        { version: "1" },
        { cookie, page: "/" },
      );
      expect(response.statusCode).toBe(303);
      expect(await quiet.app.backOffice.enquiries.get(held.id)).toMatchObject({
        status: "new",
        mail: { status: "pending" },
        acknowledgement: null,
      });
    } finally {
      await quiet.close();
    }
  });
});

describe("who may use the enquiry desk", { timeout: 60_000 }, () => {
  let id: number;
  beforeAll(async () => {
    id = (await addEnquiry({ subject: "Not for everyone" })).id;
  });

  it.each(["editor", "publisher"] as const)(
    "refuses a %s every enquiry page and form (403)",
    async (role) => {
      const cookie = await office.signedIn(role);
      const home = await get("/", cookie);
      expect(home.body).not.toContain('href="/enquiries"');
      expect(home.body).not.toContain("new)");
      for (const url of [
        "/enquiries",
        `/enquiries/${id}`,
        "/enquiries?q=asha",
        "/enquiries/export",
      ]) {
        expect((await get(url, cookie)).statusCode, url).toBe(403);
      }
      const save = await post(
        `/enquiries/${id}`,
        { version: "1", status: "closed", assignee: "" },
        cookie,
      );
      expect(save.statusCode).toBe(403);
      const note = await post(`/enquiries/${id}/notes`, { note: "mine" }, cookie);
      expect(note.statusCode).toBe(403);
      const erasures: Record<string, string>[] = [
        {},
        { confirm: "yes" },
        { confirm: "yes", scope: "email" },
      ];
      for (const fields of erasures) {
        expect((await post(`/enquiries/${id}/erase`, fields, cookie)).statusCode).toBe(403);
      }
      const held = await addEnquiry({ subject: "Held, not theirs" }, "too many links");
      const jobs = await office.app.backOffice.enquiries.outbox.stats();
      const release = await post(`/enquiries/${held.id}/not-spam`, { version: "1" }, cookie);
      expect(release.statusCode).toBe(403);
      expect(await office.app.backOffice.enquiries.get(held.id)).toMatchObject({
        status: "spam",
        mail: null,
      });
      expect(await office.app.backOffice.enquiries.outbox.stats()).toEqual(jobs);
      expect(await office.app.backOffice.enquiries.get(id)).toMatchObject({
        status: "new",
        version: 1,
      });
      expect(await office.app.backOffice.enquiries.history(id)).toEqual([]);
    },
  );

  it("lets an admin work enquiries too", async () => {
    const cookie = await office.signedIn("admin");
    expect(navigation((await get("/", cookie)).body)).toContain('href="/enquiries"');
    expect((await get(`/enquiries/${id}`, cookie)).statusCode).toBe(200);
  });

  it("refuses a sales account everything else: editor, its API, changes, releases, preview, publish, audit log", async () => {
    for (const url of [
      "/keystatic",
      "/keystatic/collection/posts",
      "/changes",
      "/releases",
      "/preview",
      "/preview/about",
      "/api/preview",
      "/audit-log",
      "/routing",
      "/routing/new",
      "/api/entry-names/posts",
    ]) {
      expect((await get(url, sales)).statusCode, url).toBe(403);
    }
    const tree = await office.inject({
      method: "GET",
      url: "/api/keystatic/tree",
      headers: { cookie: sales, "no-cors": "1" },
    });
    expect(tree.statusCode).toBe(403);
    const save = await office.editorSave(sales, [{ path: "README.md", contents: "Mine now\n" }]);
    expect(save.statusCode).toBe(403);
    expect((await post("/releases/publish", {})).statusCode).toBe(403);
    expect((await post("/releases/roll-back", { release: "x" })).statusCode).toBe(403);
    const origin = await office.inject({
      method: "GET",
      url: "/enquiries",
      headers: { cookie: sales, origin: testOrigin },
    });
    expect(origin.statusCode).toBe(200);
  });
});
