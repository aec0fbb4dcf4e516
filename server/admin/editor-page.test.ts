// The editor's page (/keystatic and every address under it) carries the back office's menu, as
// every other page does: the links of what the person's role may use, who they are, and Sign out.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice, testPassword } from "../../tests/support/back-office.ts";
import { sampleEnquiry } from "../store/enquiry-store.suite.ts";
import { editorPageHtml, editorPageParts } from "./pages/editor-page.ts";
import { editorPageFile } from "./routes/editor.ts";

/** The built page as `npm run build:admin` writes it, its script's name hashed. */
const builtPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Website content editor</title>
    <script type="module" crossorigin src="/keystatic/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="editor"></div>
  </body>
</html>
`;

let office: BackOffice;
let editor: string;
let admin: string;

beforeAll(async () => {
  office = await startBackOffice();
  await writeFile(join(office.config.ADMIN_EDITOR_DIR, editorPageFile), builtPage);
  editor = await office.signedIn("editor", "dana@example.test");
  admin = await office.signedIn("admin", "ada@example.test");
  await office.app.backOffice.enquiries.add({
    enquiry: sampleEnquiry({ name: "Layla Haddad" }),
    receivedAt: new Date("2025-03-01T10:00:00Z"),
    spamReason: null,
    contentHash: "one",
  });
}, 60_000);
afterAll(() => office.close());

const get = (url: string, cookie: string) =>
  office.inject({ method: "GET", url, headers: { cookie } });

const menuOf = (body: string) => /<nav aria-label="Back office">[\s\S]*?<\/nav>/.exec(body)?.[0];
const linksOf = (menu: string) =>
  [...menu.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, name]) => `${name} ${href}`);

describe("the editor's page", { timeout: 30_000 }, () => {
  it.each([
    "/keystatic",
    "/keystatic/collection/offices",
    "/keystatic/collection/offices/item/dubai",
  ])(
    "%s shows an editor the menu named Back office: Editor, Changes, Releases, Readiness, Media and Sign out",
    async (url) => {
      const answer = await get(url, editor);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-store");
      const menu = menuOf(answer.body);
      expect(menu).toBeDefined();
      expect(linksOf(menu!)).toEqual([
        "Editor /keystatic",
        "Changes /changes",
        "Releases /releases",
        "Readiness /readiness",
        "Media /media",
      ]);
      expect(menu).not.toContain("/enquiries");
      expect(menu).toContain('<p class="who">A editor (editor)</p>');
      expect(menu).toMatch(
        /<form method="post" action="\/sign-out">\s*<input type="hidden" name="csrf" value="[^"]+" \/>\s*<button type="submit">Sign out<\/button>/,
      );
    },
  );

  it("shows an admin every link of theirs, with the count of new enquiries", async () => {
    const answer = await get("/keystatic/collection/offices", admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const menu = menuOf(answer.body)!;
    expect(linksOf(menu)).toEqual([
      "Editor /keystatic",
      "Changes /changes",
      "Releases /releases",
      "Readiness /readiness",
      "Media /media",
      "Enquiries /enquiries",
      "Audience /audience",
      "Routing /routing",
      "Webhooks /webhooks",
      "Accounts /accounts",
      "Audit log /audit-log",
    ]);
    expect(menu).toContain('<a href="/enquiries">Enquiries</a> <span class="count">(1 new)</span>');
    expect(menu).toContain('<p class="who">A admin (admin)</p>');
    expect(menu).toContain(">Sign out</button>");
  });

  it("keeps the built page whole: the menu and its stylesheet go in just before the editor's root", async () => {
    const { body } = await get("/keystatic", editor);
    const [before, after] = body.split('<div id="back-office-bar">');
    expect(after).toBeDefined();
    expect(before).toContain(
      '<script type="module" crossorigin src="/keystatic/assets/index-abc.js">',
    );
    expect(before).toMatch(/<style>[\s\S]*#editor[\s\S]*<\/style>\s*<\/head>/);
    // In a shadow root of its own: the back office's stylesheet styles the menu and nothing else.
    expect(after).toMatch(
      /^<template shadowrootmode="open">\s*<link rel="stylesheet" href="\/assets\/back-office.css" \/>/,
    );
    expect(after).toMatch(
      /<\/nav>[\s\S]*<\/template><\/div><div id="editor"><\/div>\s*<\/body>\s*<\/html>\s*$/,
    );
    expect(body.match(/<nav /g)).toHaveLength(1);
  });

  it("has a form token that signs the person out", async () => {
    const cookie = await office.signedIn("editor", "sign-out@example.test");
    const { response, cookie: after } = await office.postForm(
      "/sign-out",
      {},
      { cookie, page: "/keystatic/collection/posts" },
    );
    expect(response.statusCode).toBe(303);
    expect((await get("/keystatic", after)).statusCode).not.toBe(200);
  });

  it("escapes the person's name", async () => {
    const email = "mallory@example.test";
    const added = await office.app.backOffice.accounts.add(
      { email, role: "editor", name: `<script>alert("x")</script> & "Mallory" <b>` },
      { actor: "test", address: "" },
    );
    const token = new URL(added.link).searchParams.get("token")!;
    await office.postForm("/set-password", { token, password: testPassword, repeat: testPassword });
    const { cookie } = await office.signIn(email);
    const { statusCode, body } = await get("/keystatic", cookie);
    expect(statusCode).toBe(200);
    expect(menuOf(body)).toContain(
      '<p class="who">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Mallory&quot; &lt;b&gt; (editor)</p>',
    );
    expect(body).not.toContain("<script>alert");
    expect(body).not.toContain("<b>");
  });

  it("is refused to a role that may not edit, menu and all", async () => {
    const sales = await office.signedIn("sales", "sam@example.test");
    const answer = await get("/keystatic", sales);
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain("back-office-bar");
  });
});

describe("the editor's page around the menu", () => {
  const person = { id: "1", name: "Dana", email: "dana@example.test", role: "editor" as const };

  it("goes in at the start of the body when the page has no editor root, and at the end without a body", () => {
    const noRoot = editorPageHtml(
      editorPageParts("<html><head></head><body><p>x</p></body></html>"),
      {
        person,
        csrfToken: "t",
      },
    );
    expect(noRoot).toMatch(
      /^<html><head><style>[\s\S]*<\/style><\/head><body><div id="back-office-bar">[\s\S]*<\/div><p>x<\/p><\/body><\/html>$/,
    );
    const bare = editorPageHtml(editorPageParts("<!doctype html><title>Editor</title>"), {
      person,
      csrfToken: "t",
    });
    expect(bare).toMatch(
      /^<!doctype html><title>Editor<\/title><style>[\s\S]*<\/style><div id="back-office-bar">[\s\S]*<\/div>$/,
    );
  });
});
