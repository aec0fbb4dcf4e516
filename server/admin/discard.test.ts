// "Discard changes" on one entry of Changes: its files go back to what the live release holds, as
// a save in the person's name; the other entries' changes stay. Published with the fake build.
import { execFileSync } from "node:child_process";
import { access, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";
import { siteWorkspace } from "../../tests/support/site-workspace.ts";

const slide = "content/banner-slides/transformation.yaml";
const post = "content/posts/supply-chain-esg.mdoc";
const added = "content/banner-slides/added-after-publish.yaml";

let office: BackOffice;
let workspace: string;
let editor: string;

const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace, ...args], { encoding: "utf8" }).trim();

async function commit(path: string, text: string) {
  await writeFile(join(workspace, path), text);
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", `Content: ${path}`);
}

const changesPage = async () =>
  (await office.inject({ method: "GET", url: "/changes", headers: { cookie: editor } })).body;

const discard = (cookie: string, entry: string) =>
  office.postForm("/changes/discard", { entry }, { cookie, page: "/changes" });

let liveSlide: string;
let livePost: string;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), "discard-"));
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
  livePost = await readFile(join(workspace, post), "utf8");
  editor = await office.signedIn("editor", "noor@example.test");
  await commit(slide, liveSlide.replace(/^ {2}en: .*$/m, "  en: A heading nobody approved"));
  await commit(post, livePost.replace("title: ", "title: Renamed "));
  await commit(added, liveSlide.replace(/^name: .*$/m, "name: Added after the publish"));
}, 60_000);
afterAll(() => office?.close());

describe("Discard changes", { timeout: 60_000 }, () => {
  it("is offered on each changed entry to those who may save", async () => {
    const body = await changesPage();
    expect(
      body.match(/<button type="submit" aria-describedby="change-\d+">Discard changes<\/button>/g),
    ).toHaveLength(3);
    expect(body).toContain('name="entry" value="bannerSlides/transformation"');
    // What would go live, in words: the heading before and after.
    expect(body).toContain("<summary>Before and after</summary>");
    expect(body).toMatch(
      /<dt>Heading \(English\)<\/dt>\s*<dd>Before: <span dir="auto">Redefining how organisations grow<\/span><\/dd>\s*<dd>After: <span dir="auto">A heading nobody approved<\/span><\/dd>/,
    );
  });

  it("puts one entry back as it is live, as a commit in the person's name, leaving the others", async () => {
    const head = git("rev-parse", "HEAD");
    const { response } = await discard(editor, "bannerSlides/transformation");
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toMatch(/^\/changes\?discarded=/);
    expect(await readFile(join(workspace, slide), "utf8")).toBe(liveSlide);
    expect(git("rev-parse", "HEAD~1")).toBe(head);
    expect(git("log", "-1", "--format=%an <%ae>")).toMatch(/<noor@example\.test>$/);
    expect(git("status", "--porcelain")).toBe("");
    // The post's change is still waiting; the slide is no longer listed.
    const body = await changesPage();
    expect(body).not.toContain('value="bannerSlides/transformation"');
    expect(body).toContain('value="posts/supply-chain-esg"');
    const audit = await office.app.backOffice.store.audit.list();
    expect(audit.find((entry) => entry.action === "discarded changes")?.detail).toMatch(
      /^Home page banner slides 'Redefining how organisations grow': Heading changed$/,
    );
  });

  it("removes an entry added since the publish", async () => {
    const { response } = await discard(editor, "bannerSlides/added-after-publish");
    expect(response.statusCode).toBe(303);
    await expect(access(join(workspace, added))).rejects.toThrow();
    expect(git("ls-files", added)).toBe("");
  });

  it("is refused to a sales account, and says so for an entry with nothing to discard", async () => {
    const sales = await office.signedIn("sales");
    expect((await discard(sales, "posts/supply-chain-esg")).response.statusCode).toBe(403);
    expect(await readFile(join(workspace, post), "utf8")).not.toBe(livePost);
    const nothing = await discard(editor, "bannerSlides/transformation");
    expect(nothing.response.statusCode).toBe(409);
    expect(nothing.response.body).toContain("That entry has no changes to discard");
  });
});

describe("a renamed post", { timeout: 60_000 }, () => {
  it("is one change naming its new address and the redirect, discarded as one", async () => {
    git("mv", post, "content/posts/esg-in-supply-chains.mdoc");
    git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "Rename");
    const body = await changesPage();
    expect(body).toMatch(
      /Blog posts &#39;[^&]+&#39; renamed: its address becomes \/blog\/esg-in-supply-chains, and \/blog\/supply-chain-esg will lead there/,
    );
    expect(body).not.toMatch(/Blog posts &#39;[^&]+&#39; removed/);
    const form = /<form class="discard"[\s\S]*?<\/form>/.exec(
      body.slice(body.indexOf("renamed: its address")),
    )?.[0];
    expect(form).toContain('value="posts/supply-chain-esg"');
    expect(form).toContain('value="posts/esg-in-supply-chains"');

    const { response } = await office.postForm(
      "/changes/discard",
      { entry: ["posts/supply-chain-esg", "posts/esg-in-supply-chains"] },
      { cookie: editor, page: "/changes" },
    );
    expect(response.statusCode).toBe(303);
    expect(await readFile(join(workspace, post), "utf8")).toBe(livePost);
    await expect(
      access(join(workspace, "content/posts/esg-in-supply-chains.mdoc")),
    ).rejects.toThrow();
  });
});
