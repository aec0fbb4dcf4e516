// A rollback sticks: what it took off stays off until a publisher puts it back knowingly. Published
// with the fake build (tests/support/fake-build.ts), as publish.test.ts does. The tests run in
// order, each on the state the one before left: publish X, roll back, save Y, publish.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";
import { publicServerOn } from "../../tests/support/fake-releases.ts";
import { siteWorkspace } from "../../tests/support/site-workspace.ts";
import { currentRelease, releaseIds } from "../releases/releases-dir.ts";
import { contentModel, describeChanges, type FileChange } from "./changes.ts";
import { publisher } from "./publish.ts";
import { openWorkspace } from "./workspace.ts";

const build = fakeBuild();
const slide = "content/banner-slides/transformation.yaml";
const post = "content/posts/supply-chain-esg.mdoc";
const oldHeading = "Redefining how organisations grow";
const newHeading = "Plans into results";

let dir: string;
let workspace: string;
let releasesDir: string;
let office: BackOffice;
let cookie: string;
let site: Awaited<ReturnType<typeof publicServerOn>> | undefined;

const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace, ...args], { encoding: "utf8" }).trim();

/** A save, as the editor's commits it: one file, one commit. */
async function save(path: string, change: (text: string) => string) {
  const before = await readFile(join(workspace, path), "utf8");
  const after = change(before);
  await writeFile(join(workspace, path), after);
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qam", `Content: ${path}`);
  return { path, status: "changed", before, after } satisfies FileChange;
}

/** The line Changes shows for one saved file, as the page writes it (HTML-escaped). */
function lineOf(file: FileChange) {
  const [change] = describeChanges(contentModel, [file]);
  return change!.text.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/"/g, "&quot;");
}

async function liveHeading() {
  site ??= await publicServerOn(releasesDir, join(dir, "site-data"));
  const home = await site.inject({ method: "GET", url: "/" });
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(home.body)?.[1];
}

const page = async (url: string) =>
  (await office.inject({ method: "GET", url, headers: { cookie } })).body;

/** The publish form of a page, where the question about rolled-back changes is asked. */
const publishForm = (body: string) =>
  /<form method="post" action="\/releases\/publish"[\s\S]*?<\/form>/.exec(body)?.[0] ?? "";

const auditOf = async (action: string) =>
  (await office.app.backOffice.store.audit.list()).filter((entry) => entry.action === action);

let first: string;
let second: string;
let x: FileChange;
let y: FileChange;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rollback-sticks-"));
  workspace = await siteWorkspace(dir);
  releasesDir = join(dir, "releases");
  office = await startBackOffice(
    {
      ADMIN_WORKSPACE: workspace,
      RELEASES_DIR: releasesDir,
      SITE_URL: "https://www.consulting.test",
    },
    { build },
  );
  cookie = await office.signedIn("publisher");
  expect((await office.publish(cookie)).statusCode).toBe(303);
  first = (await currentRelease(releasesDir))!;
  // Release ids carry the second they were built in: X's is later than the first one's, as it
  // would be between two clicks, so "the newest release" is X's.
  await new Promise((done) => setTimeout(done, 1010 - (Date.now() % 1000)));
  // X: the banner's heading, published.
  x = await save(slide, (text) => text.replace(`  en: ${oldHeading}\n`, `  en: ${newHeading}\n`));
  expect((await office.publish(cookie)).statusCode).toBe(303);
  second = (await currentRelease(releasesDir))!;
  expect(second).not.toBe(first);
  expect(await liveHeading()).toBe(newHeading);
}, 60_000);

afterAll(async () => {
  await site?.close();
  await office?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("a rollback sticks", { timeout: 60_000 }, () => {
  it("asks first: the confirmation page names what the live site loses, with Roll back and Cancel", async () => {
    const releases = await page("/releases");
    expect(releases).toContain(
      `<form method="get" action="/releases/roll-back">
                      <input type="hidden" name="release" value="${first}" />`,
    );
    const confirm = await office.inject({
      method: "GET",
      url: `/releases/roll-back?release=${first}`,
      headers: { cookie },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain("<h1>Roll back</h1>");
    expect(confirm.body).toContain(`in place of release ${second}`);
    const loses = /What the live site loses<\/h2>([\s\S]*?)<\/ul>/.exec(confirm.body)?.[1] ?? "";
    expect(loses).toContain(
      `<a href="/keystatic/collection/bannerSlides/item/transformation">${lineOf(x)}</a>`,
    );
    expect(loses.match(/<li>/g)).toHaveLength(1);
    expect(confirm.body).toContain('<input type="hidden" name="confirm" value="yes" />');
    expect(confirm.body).toContain('<button type="submit">Roll back</button>');
    expect(confirm.body).toContain('<a href="/releases">Cancel</a>');
    // Asking changed nothing.
    expect(await currentRelease(releasesDir)).toBe(second);
  });

  it("refuses a rollback without the confirmation (400) and leaves the live release", async () => {
    const refused = await office.rollBack(cookie, first, { confirm: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Nothing was rolled back");
    expect(await currentRelease(releasesDir)).toBe(second);
    expect(await liveHeading()).toBe(newHeading);
    expect(await auditOf("rolled back")).toEqual([]);
  });

  it("rolls back on confirmation, records what it took off, and Changes lists X again", async () => {
    const back = await office.rollBack(cookie, first);
    expect(back.statusCode).toBe(303);
    expect(await currentRelease(releasesDir)).toBe(first);
    expect(await liveHeading()).toBe(oldHeading);

    const [entry] = await auditOf("rolled back");
    expect(entry?.detail).toBe(
      `release ${first} in place of release ${second}; took off: ${describeChanges(contentModel, [x])[0]!.text}`,
    );

    const changes = await page("/changes");
    expect(changes).toContain(`What the next publish changes: the saves since release ${first}`);
    expect(changes).toMatch(
      new RegExp(`>${lineOf(x)}</a> <span class="note">\\(rolled back\\)</span>`),
    );
  });

  it("names X as rolled back on the publish form once an unrelated Y is saved", async () => {
    y = await save(post, (text) => `${text.trimEnd()}\n\nA paragraph added after the rollback.\n`);
    const changes = await page("/changes");
    // Changes lists both: X as the words that would come back, Y as the new save.
    expect(changes).toContain(`>${lineOf(x)}</a> <span class="note">(rolled back)</span>`);
    expect(changes).toContain(`>${lineOf(y)}</a>\n`);
    for (const body of [changes, await page("/releases")]) {
      const form = publishForm(body);
      expect(form).toMatch(
        /These changes were rolled back on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC by publisher-\d+@example\.test and would go live again:/,
      );
      expect(form).toContain(lineOf(x));
      expect(form).not.toContain(lineOf(y));
      expect(form).toContain(
        '<input type="checkbox" name="republish" value="yes" required /> Publish them again too',
      );
    }
  });

  it("refuses to publish without the tick (400): nothing is built or published", async () => {
    const builds = build.requests.length;
    const ids = await releaseIds(releasesDir);
    const refused = await office.publish(cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(
      /<div role="alert"><p>These changes were rolled back on [^<]+ and would go live again: nothing was published\./,
    );
    expect(publishForm(refused.body)).toContain(lineOf(x));
    expect(build.requests.length).toBe(builds);
    expect(await releaseIds(releasesDir)).toEqual(ids);
    expect(await currentRelease(releasesDir)).toBe(first);
    expect(await liveHeading()).toBe(oldHeading);
  });

  it("publishes with the tick: X and Y go live, and the release's summary names both", async () => {
    const { response } = await office.postForm(
      "/releases/publish",
      { from: "changes", republish: "yes" },
      { cookie, page: "/changes" },
    );
    expect(response.statusCode, response.body).toBe(303);
    const live = await currentRelease(releasesDir);
    expect(live).not.toBe(first);
    expect(await liveHeading()).toBe(newHeading);
    const [record] = await office.app.backOffice.store.releases.list();
    expect(record?.id).toBe(live);
    // Named as Changes names them, not by file.
    expect(record?.summary).toBe(
      "Home page banner slides 'transformation'; Blog posts 'supply-chain-esg'",
    );
    // And the Releases page says who by name, as the accounts have it, not by e-mail address.
    const releases = await page("/releases");
    expect(releases).toContain(`<td>A publisher</td>`);
    expect(releases).not.toContain(`<td>${record?.actor}</td>`);
    const [published] = await auditOf("published");
    expect(published?.detail).toContain(
      `published again after a rollback: ${describeChanges(contentModel, [x])[0]!.text}`,
    );
    // Put back knowingly: nothing is waiting, and nothing is asked any more.
    const changes = await page("/changes");
    expect(changes).toContain("No changes: the workspace is what is live.");
    expect(changes).not.toContain("rolled back");
  });
  it("keeps asking after the scheduler rebuilds the release rolled back to", async () => {
    const published = (await currentRelease(releasesDir))!;
    expect((await office.rollBack(cookie, first)).statusCode).toBe(303);
    // The scheduler's rebuild: a new release of the live commit, newer than the one rolled back.
    const scheduling = publisher(
      { ...office.config, RELEASES_DIR: releasesDir, ADMIN_GIT_REMOTE: undefined },
      await openWorkspace(workspace),
      office.app.backOffice.store,
      { warn() {} },
      build,
    );
    const live = await scheduling.live();
    expect(live?.id).toBe(first);
    const rebuilt = await scheduling.rebuildLive(live!, new Date(), "scheduler", "Scheduled");
    expect(await currentRelease(releasesDir)).toBe(rebuilt.id);
    expect(rebuilt.id).not.toBe(published);
    const form = publishForm(await page("/changes"));
    expect(form).toContain(lineOf(x));
    expect(form).toContain(lineOf(y));
  });
});
