// Publishing only the entries ticked on Changes: the others stay saved in the workspace, waiting,
// and listed on Changes. Published with the fake build (tests/support/fake-build.ts), as
// rollback-sticks.test.ts does. The tests run in order, each on the state the one before left.
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

const build = fakeBuild();
const slide = "content/banner-slides/transformation.yaml";
const post = "content/posts/supply-chain-esg.mdoc";
const slideWords = "Plans into results, ticked";
const postWords = "A paragraph left unticked.";
const postTitle = "ESG in the supply chain: what buyers now ask for";

let dir: string;
let workspace: string;
let releasesDir: string;
let office: BackOffice;
let cookie: string;
let site: Awaited<ReturnType<typeof publicServerOn>> | undefined;

const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace, ...args], { encoding: "utf8" }).trim();

/** A save, as the editor's commits it. */
async function save(path: string, change: (text: string) => string) {
  await writeFile(join(workspace, path), change(await readFile(join(workspace, path), "utf8")));
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qam", `Content: ${path}`);
}

async function live(url: string) {
  site ??= await publicServerOn(releasesDir, join(dir, "site-data"));
  return site.inject({ method: "GET", url });
}

const changesPage = async () =>
  (await office.inject({ method: "GET", url: "/changes", headers: { cookie } })).body;

/** The publish form of Changes as the browser sends it: the boxes ticked, and "choose". */
const publishTicked = (include: string[]) =>
  office.postForm(
    "/releases/publish",
    { from: "changes", choose: "yes", include },
    { cookie, page: "/changes" },
  );

const auditOf = async (action: string) =>
  (await office.app.backOffice.store.audit.list()).filter((entry) => entry.action === action);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "publish-some-"));
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
  // Two entries changed since: the banner slide's heading, and the post's words.
  await save(slide, (text) =>
    text.replace("  en: Redefining how organisations grow\n", `  en: ${slideWords}\n`),
  );
  await save(post, (text) => `${text.trimEnd()}\n\n${postWords}\n`);
}, 60_000);

afterAll(async () => {
  await site?.close();
  await office?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("publishing only the entries ticked", { timeout: 60_000 }, () => {
  it("lists each changed entry with a box, ticked, named by its entry, and its state", async () => {
    const body = await changesPage();
    expect(body).toContain('<input type="hidden" name="choose" value="yes" />');
    expect(body).toContain(
      `<input type="checkbox" class="include" form="publish-form" name="include" value="bannerSlides/transformation" checked aria-label="Include Home page banner slides &#39;Redefining how organisations grow&#39;" />`,
    );
    expect(body).toContain(
      `value="posts/supply-chain-esg" checked aria-label="Include Blog posts &#39;${postTitle}&#39;" />`,
    );
    expect(body.match(/<span class="state">Changed since live<\/span>/g)).toHaveLength(2);
    expect(body).toContain('<form method="post" action="/releases/publish" id="publish-form"');
    // An editor may not publish: no boxes.
    const editor = await office.signedIn("editor");
    const asEditor = (
      await office.inject({ method: "GET", url: "/changes", headers: { cookie: editor } })
    ).body;
    expect(asEditor).not.toContain('name="include"');
    expect(
      (
        await office.postForm(
          "/releases/publish",
          { from: "changes", choose: "yes", include: ["posts/supply-chain-esg"] },
          { cookie: editor, page: "/changes" },
        )
      ).response.statusCode,
    ).toBe(403);
  });

  it("refuses a publish with nothing ticked (400): nothing is built or published", async () => {
    const builds = build.requests.length;
    const ids = await releaseIds(releasesDir);
    const { response } = await office.postForm(
      "/releases/publish",
      { from: "changes", choose: "yes" },
      { cookie, page: "/changes" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      '<div role="alert"><p>No entry was ticked: nothing was published.',
    );
    expect(build.requests.length).toBe(builds);
    expect(await releaseIds(releasesDir)).toEqual(ids);
    expect((await live("/")).body).not.toContain(slideWords);
    // Shown again as it was sent: nothing ticked.
    expect(response.body).not.toMatch(/name="include" value="[^"]+" checked/);
  });

  it("puts the ticked entry live and leaves the other saved, waiting on Changes", async () => {
    const head = git("rev-parse", "HEAD");
    const before = await currentRelease(releasesDir);
    const { response } = await publishTicked(["bannerSlides/transformation"]);
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toMatch(/^\/changes\?published=/);
    const id = await currentRelease(releasesDir);
    expect(id).not.toBe(before);

    // The release serves the slide's words, not the post's.
    expect((await live("/")).body).toContain(`<li>${slideWords}</li>`);
    const article = await live("/blog/supply-chain-esg");
    expect(article.statusCode).toBe(200);
    expect(article.body).not.toContain(postWords);

    // The post's change is still saved, and still listed; the slide's no longer is.
    expect(await readFile(join(workspace, post), "utf8")).toContain(postWords);
    expect(git("status", "--porcelain")).toBe("");
    const body = await changesPage();
    expect(body).toContain(`What the next publish changes: the saves since release ${id}`);
    expect(body).toContain('value="posts/supply-chain-esg"');
    expect(body).not.toContain('value="bannerSlides/transformation"');

    // The release names what it put live, and the workspace's history holds its commit.
    const record = (await office.app.backOffice.store.releases.list()).find((r) => r.id === id);
    expect(record?.summary).toBe("Home page banner slides 'transformation'");
    git("merge-base", "--is-ancestor", head, "HEAD");
    git("merge-base", "--is-ancestor", record!.commit, "HEAD");
    const [published] = await auditOf("published");
    expect(published?.detail).toBe(
      `release ${id}: Home page banner slides 'transformation'; only the entries ticked: Home page banner slides 'Redefining how organisations grow': Heading changed; left waiting: Blog posts '${postTitle}': body changed`,
    );
  });

  it("publishes the other later, with everything ticked, as a publish of all", async () => {
    const { response } = await publishTicked(["posts/supply-chain-esg"]);
    expect(response.statusCode, response.body).toBe(303);
    expect((await live("/blog/supply-chain-esg")).body).toContain(`<li>${postWords}</li>`);
    expect((await live("/")).body).toContain(`<li>${slideWords}</li>`);
    expect(await changesPage()).toContain("No changes: the workspace is what is live.");
  });

  it("moves a renamed post as one entry, with its redirect, leaving a new entry waiting", async () => {
    git("mv", post, "content/posts/esg-in-supply-chains.mdoc");
    git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "Rename");
    const added = "content/banner-slides/added-later.yaml";
    await writeFile(
      join(workspace, added),
      (await readFile(join(workspace, slide), "utf8")).replace(
        `  en: ${slideWords}\n`,
        "  en: A slide added later\n",
      ),
    );
    git("add", added);
    git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "Add");
    const body = await changesPage();
    expect(body).toMatch(/<span class="state">Renamed<\/span> <a id="change-\d+"[^>]*>Blog posts/);
    expect(body).toMatch(/<span class="state">New<\/span> <a id="change-\d+"[^>]*>Home page/);
    // One box for the renamed post, by its new name.
    expect(body.match(/name="include" value="posts\/[^"]+"/g)).toEqual([
      'name="include" value="posts/esg-in-supply-chains"',
    ]);

    const { response } = await publishTicked(["posts/esg-in-supply-chains"]);
    expect(response.statusCode, response.body).toBe(303);
    expect((await live("/blog/esg-in-supply-chains")).statusCode).toBe(200);
    const old = await live("/blog/supply-chain-esg");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/blog/esg-in-supply-chains");
    expect((await live("/")).body).not.toContain("A slide added later");
    const after = await changesPage();
    expect(after).toContain('value="bannerSlides/added-later"');
    expect(after).not.toContain('value="posts/');
    // The redirect the publish made is live and in the workspace alike: not a change waiting.
    expect(after).not.toContain("Redirects");
    expect(after.match(/name="include"/g)).toHaveLength(1);
  });

  it("after a rollback, asks before an entry rolled back goes live again, and only then", async () => {
    const releases = await office.app.backOffice.store.releases.list();
    const rename = await currentRelease(releasesDir);
    // The release before the rename's: the rename is taken off, and waits again.
    const before = releases.find((release) => release.id !== rename)!;
    expect((await office.rollBack(cookie, before.id)).statusCode).toBe(303);
    expect((await live("/blog/supply-chain-esg")).statusCode).toBe(200);

    // The slide added later alone: nothing rolled back is in it, so nothing is asked.
    const { response } = await publishTicked(["bannerSlides/added-later"]);
    expect(response.statusCode, response.body).toBe(303);
    expect((await live("/")).body).toContain("<li>A slide added later</li>");
    expect((await live("/blog/supply-chain-esg")).statusCode).toBe(200);
    const waiting = await changesPage();
    expect(waiting).toContain('value="posts/esg-in-supply-chains" checked');
    expect(waiting).toContain("and would go live again:");

    // The rename ticked without "Publish them again too": refused, the box still ticked.
    const refused = await publishTicked(["posts/esg-in-supply-chains"]);
    expect(refused.response.statusCode).toBe(400);
    expect(refused.response.body).toContain("These changes were rolled back");
    expect(refused.response.body).toContain('value="posts/esg-in-supply-chains" checked');
    const again = await office.postForm(
      "/releases/publish",
      { from: "changes", choose: "yes", include: ["posts/esg-in-supply-chains"], republish: "yes" },
      { cookie, page: "/changes" },
    );
    expect(again.response.statusCode, again.response.body).toBe(303);
    expect((await live("/blog/supply-chain-esg")).statusCode).toBe(301);
    expect(await changesPage()).toContain("No changes: the workspace is what is live.");
  });
});

describe("publishing some entries with a shared repository", { timeout: 60_000 }, () => {
  it("brings in the engineers' commits, publishes the entry ticked, and pushes forward", async () => {
    const root = await mkdtemp(join(tmpdir(), "publish-some-shared-"));
    const shared = join(root, "shared.git");
    const office2 = join(root, "office");
    const colleague = join(root, "colleague");
    const run = (checkout: string, ...args: string[]) =>
      execFileSync(
        "git",
        ["-C", checkout, "-c", "user.name=Eng", "-c", "user.email=eng@example.test", ...args],
        { encoding: "utf8" },
      ).trim();
    execFileSync("git", ["clone", "--quiet", "--bare", await siteWorkspace(root), shared]);
    execFileSync("git", ["clone", "--quiet", shared, office2]);
    execFileSync("git", ["clone", "--quiet", shared, colleague]);
    // A checkout of the release's commit links the workspace's node_modules (workspace.ts).
    execFileSync("mkdir", [join(office2, "node_modules")]);
    const shared2 = await startBackOffice(
      {
        ADMIN_WORKSPACE: office2,
        RELEASES_DIR: join(root, "releases"),
        SITE_URL: "https://www.consulting.test",
        ADMIN_GIT_REMOTE: shared,
      },
      { build: fakeBuild() },
    );
    try {
      const publisher = await shared2.signedIn("publisher");
      expect((await shared2.publish(publisher)).statusCode).toBe(303);
      for (const [path, words] of [
        [slide, "Shared and ticked"],
        [post, "Shared and unticked"],
      ] as const) {
        const file = join(office2, path);
        await writeFile(file, `${(await readFile(file, "utf8")).trimEnd()}\n# ${words}\n`);
        run(office2, "commit", "-qam", `Content: ${path}`);
      }
      await writeFile(join(colleague, "README.md"), "The site, by the engineers\n");
      run(colleague, "commit", "-qam", "Code");
      run(colleague, "push", "--quiet");

      const { response } = await shared2.postForm(
        "/releases/publish",
        { from: "changes", choose: "yes", include: ["bannerSlides/transformation"] },
        { cookie: publisher, page: "/changes" },
      );
      expect(response.statusCode, response.body).toBe(303);
      const [record] = await shared2.app.backOffice.store.releases.list();
      expect(run(office2, "show", `${record!.commit}:README.md`)).toBe(
        "The site, by the engineers",
      );
      expect(run(office2, "show", `${record!.commit}:${slide}`)).toContain("Shared and ticked");
      expect(run(office2, "show", `${record!.commit}:${post}`)).not.toContain(
        "Shared and unticked",
      );
      // The shared branch holds the workspace as it is, the release's commit in its history.
      const branch = run(office2, "branch", "--show-current");
      expect(run(shared, "rev-parse", `refs/heads/${branch}`)).toBe(
        run(office2, "rev-parse", "HEAD"),
      );
      run(office2, "merge-base", "--is-ancestor", record!.commit, "HEAD");
      const releases = await shared2.inject({
        method: "GET",
        url: "/releases",
        headers: { cookie: publisher },
      });
      expect(releases.body).not.toContain("pushing it to the shared repository failed");
    } finally {
      await shared2.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
