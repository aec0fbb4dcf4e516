import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { makeWorkspace } from "../../tests/support/back-office.ts";
import { redirectMovedPosts, redirectsPath } from "./redirects.ts";
import { openWorkspace, type Workspace } from "./workspace.ts";

const publisher = { name: "Pat Publisher", email: "pat@example.test" };
let dir: string;
let workspace: Workspace;

const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace.dir, ...args], { encoding: "utf8" }).trim();

async function writePost(slug: string, title: string, draft = false) {
  await mkdir(join(workspace.dir, "content/posts", slug), { recursive: true });
  await writeFile(
    join(workspace.dir, "content/posts", `${slug}.mdoc`),
    `---\ntitle: ${title}\ndate: 2025-03-14\nauthor: asha-verma\ndraft: ${draft}\n---\n${`The article about ${title}, long enough to be recognised after an edit of its title.\n`.repeat(8)}`,
  );
  await writeFile(
    join(workspace.dir, "content/posts", slug, "bodyAr.mdoc"),
    `المقال عن ${slug}\n`.repeat(8),
  );
}

async function renamePost(from: string, to: string, title: string) {
  git("mv", `content/posts/${from}.mdoc`, `content/posts/${to}.mdoc`);
  git("mv", `content/posts/${from}`, `content/posts/${to}`);
  const file = join(workspace.dir, "content/posts", `${to}.mdoc`);
  await writeFile(file, (await readFile(file, "utf8")).replace(/^title: .*$/m, `title: ${title}`));
}

function commit(message: string) {
  git("add", "--all");
  git("-c", "user.name=Ed Itor", "-c", "user.email=ed@example.test", "commit", "-qm", message);
  return git("rev-parse", "HEAD");
}

async function release(slugs: string[]) {
  const clientDir = await mkdtemp(join(dir, "client-"));
  for (const slug of slugs) {
    await mkdir(join(clientDir, "blog", slug), { recursive: true });
    await writeFile(join(clientDir, "blog", slug, "index.html"), "<h1>post</h1>");
  }
  return { commit: git("rev-parse", "HEAD"), clientDir };
}

async function redirects() {
  return parse(await readFile(join(workspace.dir, redirectsPath), "utf8")).redirects;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "redirects-publish-"));
  workspace = await openWorkspace(await makeWorkspace(dir));
  await writeFile(
    join(workspace.dir, redirectsPath),
    "redirects:\n  - from: /services\n    to: /what-we-do\n",
  );
  await writePost("skills-gap", "Skills gap");
  await writePost("esg-report", "ESG report");
  await writePost("coming-soon", "Coming soon", true);
  commit("posts");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a publish's redirects for moved posts", () => {
  it("redirect a renamed post to its new address and a deleted one to the blog, committed by the publisher", async () => {
    const live = await release(["skills-gap", "esg-report"]);
    await renamePost("skills-gap", "closing-the-skills-gap", "Closing the skills gap");
    git("rm", "-rq", "content/posts/esg-report.mdoc", "content/posts/esg-report");
    commit("rename and delete");

    const added = await redirectMovedPosts(workspace, publisher, live);
    expect(added).toEqual([
      "/blog/skills-gap → /blog/closing-the-skills-gap",
      "/blog/esg-report → /blog",
    ]);
    expect(await redirects()).toEqual([
      { from: "/services", to: "/what-we-do" },
      { from: "/blog/skills-gap", to: "/blog/closing-the-skills-gap" },
      { from: "/blog/esg-report", to: "/blog" },
    ]);
    expect(git("log", "-1", "--format=%an <%ae>")).toBe("Pat Publisher <pat@example.test>");
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe(redirectsPath);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("keep every old address leading straight to the post's latest one, and drop one a post takes back", async () => {
    let live = await release(["skills-gap"]);
    await renamePost("skills-gap", "skills-gap-2025", "Skills gap 2025");
    commit("first rename");
    await redirectMovedPosts(workspace, publisher, live);

    live = await release(["skills-gap-2025"]);
    await renamePost("skills-gap-2025", "closing-the-skills-gap", "Closing the skills gap");
    commit("second rename");
    await redirectMovedPosts(workspace, publisher, live);
    expect(await redirects()).toEqual([
      { from: "/services", to: "/what-we-do" },
      { from: "/blog/skills-gap", to: "/blog/closing-the-skills-gap" },
      { from: "/blog/skills-gap-2025", to: "/blog/closing-the-skills-gap" },
    ]);

    live = await release(["closing-the-skills-gap"]);
    await renamePost("closing-the-skills-gap", "skills-gap", "Skills gap");
    commit("back to the first address");
    await redirectMovedPosts(workspace, publisher, live);
    expect(await redirects()).toEqual([
      { from: "/services", to: "/what-we-do" },
      { from: "/blog/skills-gap-2025", to: "/blog/skills-gap" },
      { from: "/blog/closing-the-skills-gap", to: "/blog/skills-gap" },
    ]);
  });

  it("stop redirecting an address where a new post is published", async () => {
    let live = await release(["esg-report"]);
    git("rm", "-rq", "content/posts/esg-report.mdoc", "content/posts/esg-report");
    commit("delete");
    await redirectMovedPosts(workspace, publisher, live);
    expect(await redirects()).toContainEqual({ from: "/blog/esg-report", to: "/blog" });

    live = await release([]);
    await writePost("esg-report", "ESG report, rewritten");
    commit("a new post at the old address");
    expect(await redirectMovedPosts(workspace, publisher, live)).toEqual([
      "/blog/esg-report no longer redirected (a post is there again)",
    ]);
    expect(await redirects()).toEqual([{ from: "/services", to: "/what-we-do" }]);
  });

  it("leave alone posts the live release did not show, and add nothing when no post moved", async () => {
    const live = await release(["skills-gap", "esg-report"]);
    await renamePost("coming-soon", "coming-in-spring", "Coming in spring");
    commit("rename a draft");
    const head = git("rev-parse", "HEAD");
    expect(await redirectMovedPosts(workspace, publisher, live)).toEqual([]);
    expect(await redirectMovedPosts(workspace, publisher, undefined)).toEqual([]);
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(await redirects()).toEqual([{ from: "/services", to: "/what-we-do" }]);
  });

  it("recognise a rename by the Arabic text when the post's own file was rewritten", async () => {
    const live = await release(["skills-gap"]);
    git("mv", "content/posts/skills-gap", "content/posts/new-skills");
    git("rm", "-q", "content/posts/skills-gap.mdoc");
    await writeFile(
      join(workspace.dir, "content/posts/new-skills.mdoc"),
      "---\ntitle: New skills\ndate: 2025-04-01\nauthor: asha-verma\n---\nA different text.\n",
    );
    commit("rewrite");
    await redirectMovedPosts(workspace, publisher, live);
    expect(await redirects()).toContainEqual({ from: "/blog/skills-gap", to: "/blog/new-skills" });
  });
});
