// The Readiness page and its count on Changes, for whoever edits content; read from the
// workspace's latest save.
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";

let office: BackOffice;

const mining = (title: string) => `name: Mining
order: 60
title:
  en: "${title}"
  ar: "التعدين"
description:
  en: Safety culture for mining.
  ar: "ثقافة السلامة في التعدين."
icon: mining
`;

beforeAll(async () => {
  office = await startBackOffice();
  const workspace = office.config.ADMIN_WORKSPACE;
  await mkdir(join(workspace, "content/industries"), { recursive: true });
  // A placeholder title, and an industry page nothing is linked to: two items.
  await writeFile(join(workspace, "content/industries/mining.yaml"), mining("Placeholder: name"));
  const git = (...args: string[]) => execFileSync("git", ["-C", workspace, ...args]);
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "An industry");
}, 60_000);
afterAll(() => office.close());

const get = (url: string, cookie = "") =>
  office.inject({ method: "GET", url, headers: { cookie } });

const navigation = (body: string) => /<nav aria-label="Back office">[\s\S]*?<\/nav>/.exec(body)![0];

describe("the Readiness page", { timeout: 60_000 }, () => {
  it("is for editors, publishers and admins, linked in their menu, and sends no script", async () => {
    for (const role of ["editor", "publisher", "admin"] as const) {
      const cookie = await office.signedIn(role);
      const page = await get("/readiness", cookie);
      expect(page.statusCode, role).toBe(200);
      expect(page.body).toContain("<h1>Readiness</h1>");
      expect(navigation(page.body)).toContain('<li><a href="/readiness">Readiness</a></li>');
      expect(page.body).not.toContain("<script");
    }
  });

  it("refuses sales (403) and shows them no link; asks someone signed out to sign in (401)", async () => {
    const sales = await office.signedIn("sales");
    const page = await get("/readiness", sales);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("<h1>Not allowed</h1>");
    expect(navigation((await get("/", sales)).body)).not.toContain('href="/readiness"');
    expect((await get("/readiness")).statusCode).toBe(401);
  });

  it("lists each item under its kind's heading with its count, linked to the entry in the editor", async () => {
    const body = (await get("/readiness", await office.signedIn("editor"))).body;
    expect(body).toContain("2 items unfinished");
    expect(body).toContain('<h2 id="readiness-unfinishedText">Placeholder texts (1)</h2>');
    expect(body).toContain('<h2 id="readiness-emptyPage">Empty pages (1)</h2>');
    expect(body).toContain('<h2 id="readiness-sample">Sample entries (0)</h2>');
    expect(body).toContain(
      '<li><a href="/keystatic/collection/industries/item/mining">Industries &#39;Mining&#39;: Name on the site</a> <span dir="auto">(placeholder in English)</span></li>',
    );
    expect(body).toContain(
      '<li><a href="/keystatic/collection/industries/item/mining">Industries &#39;Mining&#39;</a>',
    );
  });
});

describe("the count on the Changes page", { timeout: 60_000 }, () => {
  it("shows beside Publish how many items are unfinished, linked to Readiness, and follows each save", async () => {
    const cookie = await office.signedIn("publisher");
    const line = '<p class="readiness"><a href="/readiness">Readiness: 2 items unfinished</a></p>';
    expect((await get("/changes", cookie)).body).toContain(line);
    const saved = await office.editorSave(cookie, [
      { path: "content/industries/mining.yaml", contents: mining("Mining") },
    ]);
    expect(saved.statusCode).toBe(200);
    expect((await get("/changes", cookie)).body).toContain(
      '<a href="/readiness">Readiness: 1 item unfinished</a>',
    );
  });
});
