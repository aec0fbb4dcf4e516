// The Routing page, as an admin uses it: the rules are added, refused with reasons, reordered and
// deleted through its forms, each change in the audit log; two admins cannot overwrite each other.
import { copyFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";

let office: BackOffice;
let admin: string;
let sales: string;

beforeAll(async () => {
  office = await startBackOffice();
  const content = join(office.config.ADMIN_WORKSPACE, "content");
  await mkdir(join(content, "offices"), { recursive: true });
  await mkdir(join(content, "services"), { recursive: true });
  // The site's own entries, as the content model reads them.
  for (const file of ["offices/dubai.yaml", "offices/amman.yaml", "services/market-access.yaml"]) {
    await copyFile(join("content", file), join(content, file));
  }
  admin = await office.signedIn("admin", "ada@example.test");
  sales = await office.signedIn("sales", "sam@example.test");
}, 60_000);
afterAll(() => office.close());

const get = (url: string, cookie = admin) =>
  office.inject({ method: "GET", url, headers: { cookie } });
const post = async (url: string, fields: Record<string, string | string[]>, cookie = admin) =>
  (await office.postForm(url, fields, { cookie, page: "/routing" })).response;
const rules = async () => (await office.app.backOffice.enquiries.routingTable()).rules;
const versionOf = (body: string) => /name="version" value="(\d+)"/.exec(body)?.[1] ?? "";

const dubai = {
  name: "Dubai office",
  offices: ["dubai"],
  recipients: "Dubai@Example.com\n\ngcc@example.com\n",
  assignee: "sam@example.test",
};

describe("the Routing page", { timeout: 60_000 }, () => {
  it("starts empty, and offers the offices and services by name", async () => {
    const list = await get("/routing");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("<h1>Routing</h1>");
    expect(list.body).toContain("No rules yet");
    expect(list.body).toMatch(/<nav aria-label="Back office">[\s\S]*href="\/routing"/);
    const form = await get("/routing/new");
    expect(form.body).toContain("<h1>Add a rule</h1>");
    expect(form.body).toContain('<input type="checkbox" name="offices" value="dubai" /> Dubai');
    expect(form.body).toContain('<input type="checkbox" name="offices" value="amman" /> Amman');
    expect(form.body).toContain(
      '<input type="checkbox" name="services" value="market-access" /> Market Access, Communication &amp; Branding',
    );
    expect(form.body).toContain('<label for="rule-recipients">Send to</label>');
    expect(form.body).toContain(
      '<option value="sam@example.test">A sales (sam@example.test)</option>',
    );
  });

  it("adds a rule from the form, with its addresses one a line, and logs it", async () => {
    const form = await get("/routing/new");
    const response = await post("/routing/new", { ...dubai, version: versionOf(form.body) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/routing?done=added");
    expect(await rules()).toEqual([
      {
        name: "Dubai office",
        languages: [],
        pages: [],
        offices: ["dubai"],
        services: [],
        words: [],
        recipients: ["dubai@example.com", "gcc@example.com"],
        assignee: "sam@example.test",
      },
    ]);
    const list = (await get("/routing?done=added")).body;
    expect(list).toContain('<p role="status" class="note">Rule added.</p>');
    expect(list).toContain('<a href="/routing/1">Dubai office</a>');
    expect(list).toContain("Enquiries about Dubai");
    expect(list).toContain("dubai@example.com, gcc@example.com");
    const audit = await office.app.backOffice.store.audit.list();
    expect(
      audit.some(
        (entry) =>
          entry.action === "routing changed" && entry.detail === "rule added: Dubai office",
      ),
    ).toBe(true);
  });

  it("refuses a rule with bad addresses, a path that is not one, or an unknown office, saying why beside each box", async () => {
    const before = await rules();
    const form = await get("/routing/new");
    const response = await post("/routing/new", {
      name: "Broken",
      recipients: "someone at example dot com",
      pages: "offices/dubai",
      offices: ["dubai", "atlantis"],
      assignee: "stranger@example.test",
      version: versionOf(form.body),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("4 things to put right: nothing was saved.");
    expect(response.body).toMatch(/aria-describedby="recipients-hint recipients-problem"/);
    expect(response.body).toContain(
      '<span id="recipients-problem" class="problem">Give at least one e-mail address, one a line, each a full address.</span>',
    );
    expect(response.body).toContain(
      "Each line must be a path starting with /, such as /offices/dubai.",
    );
    expect(response.body).toContain("Choose offices from the list.");
    expect(response.body).toContain("Choose someone from the list.");
    // What was typed comes back, to put right.
    expect(response.body).toContain(">someone at example dot com</textarea>");
    expect(await rules()).toEqual(before);
  });

  it("reorders rules, and refuses a change made from an out-of-date page", async () => {
    let form = await get("/routing/new");
    const arabic = {
      name: "Arabic site",
      languages: "ar",
      pages: "/ar/",
      recipients: "arabic@example.com",
      version: versionOf(form.body),
    };
    expect((await post("/routing/new", arabic)).statusCode).toBe(303);
    expect((await rules()).map((rule) => rule.name)).toEqual(["Dubai office", "Arabic site"]);

    const list = (await get("/routing")).body;
    expect(list).toContain('aria-label="Move up: Arabic site"');
    expect(list).toContain('aria-label="Move down: Dubai office"');
    const stale = versionOf(list);
    const moved = await post("/routing/2/move", { direction: "up", version: stale });
    expect(moved.statusCode).toBe(303);
    expect((await rules()).map((rule) => rule.name)).toEqual(["Arabic site", "Dubai office"]);

    // A second admin, still on the list as it was: refused, shown the rules as they are now.
    const late = await post("/routing/1/delete", { version: stale });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(
      "Someone else changed the rules meanwhile: your change was not saved.",
    );
    expect((await rules()).map((rule) => rule.name)).toEqual(["Arabic site", "Dubai office"]);

    form = await get("/routing/2");
    expect(form.body).toContain("<h1>Rule 2: Dubai office</h1>");
    expect(form.body).toContain('value="dubai" checked /> Dubai');
    const edited = await post("/routing/2", {
      ...dubai,
      name: "Dubai and Amman",
      offices: ["dubai", "amman"],
      version: versionOf(form.body),
    });
    expect(edited.statusCode).toBe(303);
    expect((await rules())[1]).toMatchObject({
      name: "Dubai and Amman",
      offices: ["dubai", "amman"],
    });
  });

  it("deletes a rule, the whole rule kept in the audit log", async () => {
    const list = (await get("/routing")).body;
    const response = await post("/routing/1/delete", { version: versionOf(list) });
    expect(response.statusCode).toBe(303);
    expect((await rules()).map((rule) => rule.name)).toEqual(["Dubai and Amman"]);
    const audit = await office.app.backOffice.store.audit.list();
    expect(
      audit.some((entry) => entry.detail.startsWith('rule 1 deleted: {"name":"Arabic site"')),
    ).toBe(true);
    expect((await get("/routing/2")).statusCode).toBe(404);
    expect((await get("/routing/x")).statusCode).toBe(404);
  });

  it("is an admin's only: a sales account gets 403 on the page and every form", async () => {
    expect((await get("/routing", sales)).statusCode).toBe(403);
    expect((await get("/routing/1", sales)).statusCode).toBe(403);
    const before = await rules();
    for (const url of ["/routing/new", "/routing/1", "/routing/1/move", "/routing/1/delete"]) {
      const response = await office.postForm(
        url,
        { ...dubai, version: "99", direction: "up" },
        {
          cookie: sales,
          page: "/enquiries",
        },
      );
      expect(response.response.statusCode, url).toBe(403);
    }
    expect(await rules()).toEqual(before);
  });
});
