// An entry's History: the saves that changed it, newest first, and "Restore this version", which
// puts an earlier version's files back as one new save in the person's name. On a small workspace
// of the site's own entries, published once with the fake build.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";
import { siteWorkspace } from "../../tests/support/site-workspace.ts";
import { entryHistory, parseEntry, restorePlan, restoreVersion } from "./history.ts";
import { openWorkspace } from "./workspace.ts";

const slide = "content/banner-slides/transformation.yaml";
const entry = "bannerSlides/transformation";
const historyUrl = `/changes/history?entry=${encodeURIComponent(entry)}`;
const first = "A first heading, saved by Noor";
const second = "A second heading, saved by Omar";

let office: BackOffice;
let workspace: string;
let noor: string;
let omar: string;
let liveSlide: string;

const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace, ...args], { encoding: "utf8" }).trim();

const get = (url: string, cookie = "") =>
  office.inject({ method: "GET", url, headers: { cookie } });

/** The commit ids of the slide's versions, newest first, as git lists them. */
const versions = () => git("log", "--format=%H", "--", slide).split("\n");

const restore = (cookie: string, fields: Record<string, string>, page = historyUrl) =>
  office.postForm(
    "/changes/history/restore",
    { entry, confirm: "yes", ...fields },
    { cookie, page },
  );

async function saveHeading(cookie: string, words: string) {
  const text = liveSlide.replace(/^ {2}en: .*$/m, `  en: ${words}`);
  const saved = await office.editorSave(cookie, [{ path: slide, contents: text }]);
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), "history-"));
  workspace = await siteWorkspace(dir);
  office = await startBackOffice(
    {
      ADMIN_WORKSPACE: workspace,
      RELEASES_DIR: join(dir, "releases"),
      SITE_URL: "https://www.consulting.test",
    },
    { build: fakeBuild() },
  );
  const publisher = await office.signedIn("publisher");
  expect((await office.publish(publisher)).statusCode).toBe(303);
  liveSlide = await readFile(join(workspace, slide), "utf8");
  await office.addPerson("editor", "noor@example.test");
  noor = (await office.signIn("noor@example.test")).cookie;
  omar = await office.signedIn("publisher", "omar@example.test");
  await saveHeading(noor, first);
  await saveHeading(omar, second);
}, 60_000);
afterAll(() => office?.close());

describe("an entry's History", { timeout: 60_000 }, () => {
  it("is linked from each entry on Changes", async () => {
    const changes = (await get("/changes", noor)).body;
    expect(changes).toMatch(
      /<a class="history-link" href="\/changes\/history\?entry=bannerSlides%2Ftransformation" aria-describedby="change-\d+">History<\/a>/,
    );
  });

  it("lists the saves newest first, by name, with the words each changed, and marks the live one", async () => {
    const page = await get(historyUrl, noor);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).not.toContain("<script");
    expect(page.body).toContain("<h1>History: Home page banner slides &#39;");
    const rows = [...page.body.matchAll(/<tr>\s*<td>([\s\S]*?)<\/tr>/g)].map((row) => row[1]!);
    expect(rows).toHaveLength(3);
    const [newest, older, oldest] = rows;
    // Omar's save, then Noor's, then the workspace's first commit (git's author, no account).
    expect(newest).toContain("<td>A publisher</td>");
    expect(newest).toContain("Latest save");
    expect(newest).toContain("Heading changed");
    expect(newest).toContain(`Before: <span dir="auto">${first}</span>`);
    expect(newest).toContain(`After: <span dir="auto">${second}</span>`);
    expect(newest).not.toContain("Restore this version");
    expect(older).toContain("<td>A editor</td>");
    expect(older).toContain(`After: <span dir="auto">${first}</span>`);
    expect(older).toContain("Restore this version");
    expect(oldest).toContain("<td>E</td>");
    expect(oldest).toContain("<strong>Live</strong>");
    expect(oldest).toContain("Created");
    // Times in UTC, newest first.
    const times = rows.map((row) => /datetime="([^"]+)"/.exec(row)![1]!);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.body).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  });

  it("asks first, naming what changes, then restores the version as one commit by the person", async () => {
    const [, noorsVersion] = versions();
    const ask = await get(`/changes/history/restore?entry=${entry}&version=${noorsVersion}`, omar);
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.body).not.toContain("<script");
    expect(ask.body).toContain("Heading changed");
    expect(ask.body).toContain(`Before: <span dir="auto">${second}</span>`);
    expect(ask.body).toContain(`After: <span dir="auto">${first}</span>`);
    expect(ask.body).toContain('<input type="hidden" name="confirm" value="yes" />');
    expect(git("rev-parse", "HEAD")).toBe(versions()[0]);

    // Without the confirmation, nothing happens.
    const head = git("rev-parse", "HEAD");
    const unconfirmed = await restore(omar, { version: noorsVersion!, confirm: "" });
    expect(unconfirmed.response.statusCode).toBe(400);
    expect(git("rev-parse", "HEAD")).toBe(head);

    const { response } = await restore(omar, { version: noorsVersion!, shown: head });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`${historyUrl}&restored=${noorsVersion}`);
    expect(await readFile(join(workspace, slide), "utf8")).toContain(`  en: ${first}\n`);
    expect(git("rev-parse", "HEAD~1")).toBe(head);
    expect(git("log", "-1", "--format=%an <%ae>")).toBe("A publisher <omar@example.test>");
    expect(git("log", "-1", "--format=%s")).toMatch(/^Restore: Home page banner slides '/);
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe(slide);
    expect(git("status", "--porcelain")).toBe("");
    const audit = await office.app.backOffice.store.audit.list();
    const logged = audit.find((line) => line.action === "restored a version");
    expect(logged?.actor).toBe("omar@example.test");
    expect(logged?.detail).toMatch(/the version of .* UTC by A editor \(commit [0-9a-f]{10}\)/);

    const page = await get(response.headers.location as string, omar);
    expect(page.body).toContain("Restored: Home page banner slides");
    const rows = [...page.body.matchAll(/<tr>\s*<td>([\s\S]*?)<\/tr>/g)].map((row) => row[1]!);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain(`After: <span dir="auto">${first}</span>`);
    expect(rows[2]).toContain("Same as now");
  });

  it("says there is nothing to restore while the entry is already as that version holds it", async () => {
    const [, , noorsVersion] = versions();
    const head = git("rev-parse", "HEAD");
    const ask = await get(`/changes/history/restore?entry=${entry}&version=${noorsVersion}`, noor);
    expect(ask.statusCode).toBe(409);
    expect(ask.body).toContain("Nothing to restore");
    expect(ask.body).not.toContain("Restore this version</button>");
    const { response } = await restore(noor, { version: noorsVersion! });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain("Nothing to restore");
    expect(git("rev-parse", "HEAD")).toBe(head);
  });

  it("refuses a form shown before the entry was saved again", async () => {
    const [latest, , , oldest] = versions();
    const head = git("rev-parse", "HEAD");
    const { response } = await restore(noor, { version: oldest!, shown: versions()[1]! });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain("saved again since that page was shown");
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(latest).toBe(head);
  });
});

describe("a save between the confirmation and the restore", { timeout: 60_000 }, () => {
  it("wins: the restore checks the entry again in the saves' turn and changes nothing", async () => {
    const opened = await openWorkspace(workspace);
    const history = await entryHistory(opened, parseEntry(entry));
    const plan = await restorePlan(opened, history, history.versions.at(-1)!.commit);
    await saveHeading(noor, "Saved in between");
    const head = git("rev-parse", "HEAD");
    const author = { name: "Someone", email: "someone@example.test" };
    await expect(restoreVersion(opened, plan, author, "Restore")).rejects.toThrow(
      "was saved again since that page was shown",
    );
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(await readFile(join(workspace, slide), "utf8")).toContain("  en: Saved in between\n");
    expect(git("status", "--porcelain")).toBe("");
  });
});

describe("refusals", { timeout: 60_000 }, () => {
  it("names a real entry of the content model, or says why not", async () => {
    const cases: [string, number, string][] = [
      ["", 400, "Say which entry"],
      ["?entry=", 400, "Say which entry"],
      ["?entry=nothing%2Fhere", 404, "no list or page called"],
      ["?entry=bannerSlides", 400, "Say which entry of"],
      ["?entry=bannerSlides%2F..%2F..%2Fetc%2Fpasswd", 400, "not the name of an entry"],
      ["?entry=bannerSlides%2F.hidden", 400, "not the name of an entry"],
      ["?entry=bannerSlides%2Fa%0Ab", 400, "not the name of an entry"],
      ["?entry=bannerSlides%2Fnever-saved", 404, "There is no entry"],
      ["?entry=homePage%2Fslide", 404, "is a single page"],
      ["?entry=__proto__%2Fx", 404, "no list or page called"],
      ["?entry=a&entry=b", 400, "Say which entry"],
    ];
    for (const [query, status, words] of cases) {
      const page = await get(`/changes/history${query}`, noor);
      expect(page.statusCode, query).toBe(status);
      expect(page.body, query).toContain(words);
    }
    const unknown = await get(
      `/changes/history/restore?entry=${entry}&version=${"0".repeat(40)}`,
      noor,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("That version is not one of");
  });

  it("refuses a sales account (403), someone signed out (401), and a form without its token", async () => {
    const head = git("rev-parse", "HEAD");
    const oldest = versions().at(-1)!;
    const sales = await office.signedIn("sales");
    expect((await get(historyUrl, sales)).statusCode).toBe(403);
    expect((await restore(sales, { version: oldest }, "/")).response.statusCode).toBe(403);

    const signedOut = await get(historyUrl);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain('<form class="panel" method="post" action="/sign-in"');
    const post = await office.inject({
      method: "POST",
      url: "/changes/history/restore",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `entry=${entry}&version=${oldest}&confirm=yes`,
    });
    expect(post.statusCode).toBe(401);

    const noToken = await office.inject({
      method: "POST",
      url: "/changes/history/restore",
      headers: {
        cookie: noor,
        origin: office.config.ADMIN_URL,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: `entry=${entry}&version=${oldest}&confirm=yes`,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).toContain("security token");
    expect(git("rev-parse", "HEAD")).toBe(head);
  });
});

describe("an entry deleted and added again", { timeout: 60_000 }, () => {
  it("refuses the version that deleted it, and brings back the one before", async () => {
    const file = "content/banner-slides/came-back.yaml";
    const commit = (message: string) =>
      git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", message);
    const words = (heading: string) => liveSlide.replace(/^ {2}en: .*$/m, `  en: ${heading}`);
    const saved = await office.editorSave(noor, [{ path: file, contents: words("Here at first") }]);
    expect(saved.statusCode, saved.body).toBe(200);
    git("rm", "-q", file);
    commit("Deleted");
    const again = await office.editorSave(noor, [{ path: file, contents: words("Here again") }]);
    expect(again.statusCode, again.body).toBe(200);
    const [, deleted, firstVersion] = git("log", "--format=%H", "--", file).split("\n");

    const url = "/changes/history?entry=bannerSlides%2Fcame-back";
    const rows = [...(await get(url, noor)).body.matchAll(/<tr>\s*<td>([\s\S]*?)<\/tr>/g)];
    expect(rows.map((row) => /Created|Deleted/.exec(row[1]!)?.[0])).toEqual([
      "Created",
      "Deleted",
      "Created",
    ]);
    expect(rows[1]![1]).toContain("Deleted in this version");
    expect(rows[1]![1]).not.toContain("Restore this version");

    const head = git("rev-parse", "HEAD");
    const refused = await office.postForm(
      "/changes/history/restore",
      { entry: "bannerSlides/came-back", version: deleted!, confirm: "yes" },
      { cookie: noor, page: url },
    );
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.body).toContain("did not exist in that version");
    expect(git("rev-parse", "HEAD")).toBe(head);

    const { response } = await office.postForm(
      "/changes/history/restore",
      { entry: "bannerSlides/came-back", version: firstVersion!, confirm: "yes" },
      { cookie: noor, page: url },
    );
    expect(response.statusCode, response.body).toBe(303);
    expect(await readFile(join(workspace, file), "utf8")).toBe(words("Here at first"));
  });
});

describe("a renamed post", { timeout: 60_000 }, () => {
  it("keeps its history under its earlier name, and is restored under its name now", async () => {
    const old = "content/posts/supply-chain-esg.mdoc";
    const renamed = "content/posts/esg-in-supply-chains.mdoc";
    const before = await readFile(join(workspace, old), "utf8");
    git("mv", old, renamed);
    git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "Rename");
    const saved = await office.editorSave(noor, [
      { path: renamed, contents: before.replace(/^title: .*$/m, 'title: "ESG: supply chains"') },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);

    const url = "/changes/history?entry=posts%2Fesg-in-supply-chains";
    const page = await get(url, noor);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain("its earlier name (supply-chain-esg)");
    const rows = [...page.body.matchAll(/<tr>\s*<td>([\s\S]*?)<\/tr>/g)].map((row) => row[1]!);
    expect(rows).toHaveLength(3);
    // The entry's name, a colon in it too, is left out: the row is about it.
    expect(rows[0]).toContain(
      '<div class="changes">Name of the post (its file name makes the address, /blog/…) changed',
    );
    expect(rows[1]).toContain("renamed from supply-chain-esg");
    const original = /name="version" value="([0-9a-f]{40})"/.exec(rows[2]!)![1]!;

    const { response } = await office.postForm(
      "/changes/history/restore",
      { entry: "posts/esg-in-supply-chains", version: original, confirm: "yes" },
      { cookie: noor, page: url },
    );
    expect(response.statusCode, response.body).toBe(303);
    expect(await readFile(join(workspace, renamed), "utf8")).toBe(before);
    expect(git("ls-files", old)).toBe("");
    expect(git("status", "--porcelain")).toBe("");
  });
});
