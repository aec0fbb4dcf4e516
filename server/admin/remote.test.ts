// Published with the fake build (tests/support/fake-build.ts): what is checked here is what a
// publish does with the shared repository around the build.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type BackOffice, startBackOffice, testOrigin } from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";
import { siteWorkspace } from "../../tests/support/site-workspace.ts";
import { currentRelease } from "../releases/releases-dir.ts";
import { gitRemote } from "./remote.ts";
import { openWorkspace } from "./workspace.ts";

const slide = "content/banner-slides/transformation.yaml";

let dir: string;
let shared: string;
let workspace: string;
let colleague: string;
let releasesDir: string;
let office: BackOffice;
let publisherCookie: string;
let editorCookie: string;

const git = (checkout: string, ...args: string[]) =>
  execFileSync(
    "git",
    ["-C", checkout, "-c", "user.name=Engineer", "-c", "user.email=engineer@example.test", ...args],
    { encoding: "utf8" },
  ).trim();

async function colleaguePushes(from: string, to: string) {
  git(colleague, "pull", "--quiet", "--ff-only");
  const file = join(colleague, slide);
  await writeFile(file, (await readFile(file, "utf8")).replace(`  en: ${from}\n`, `  en: ${to}\n`));
  git(colleague, "commit", "--quiet", "-am", `Heading: ${to}`);
  git(colleague, "push", "--quiet");
  return git(colleague, "rev-parse", "HEAD");
}

async function editorSaves(path: string, text: string) {
  const response = await office.inject({
    method: "POST",
    url: "/api/keystatic/update",
    headers: {
      cookie: editorCookie,
      origin: testOrigin,
      "no-cors": "1",
      "content-type": "application/json",
    },
    payload: {
      additions: [{ path, contents: Buffer.from(text).toString("base64url") }],
      deletions: [],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const remoteHead = (branch: string) => git(shared, "rev-parse", `refs/heads/${branch}`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "remote-"));
  shared = join(dir, "shared.git");
  workspace = join(dir, "office");
  colleague = join(dir, "colleague");
  releasesDir = join(dir, "releases");
  execFileSync("git", ["clone", "--quiet", "--bare", await siteWorkspace(dir), shared]);
  execFileSync("git", ["clone", "--quiet", shared, workspace]);
  execFileSync("git", ["clone", "--quiet", shared, colleague]);
  office = await startBackOffice(
    {
      ADMIN_WORKSPACE: workspace,
      RELEASES_DIR: releasesDir,
      SITE_URL: "https://www.consulting.test",
      ADMIN_GIT_REMOTE: shared,
    },
    { build: fakeBuild() },
  );
  publisherCookie = await office.signedIn("publisher");
  editorCookie = await office.signedIn("editor");
}, 60_000);

afterAll(async () => {
  await office?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("publishing with a shared repository", { timeout: 60_000 }, () => {
  it("brings in a colleague's commit, publishes it, and pushes the published commit", async () => {
    const branch = git(workspace, "symbolic-ref", "--short", "HEAD");
    const original = parse(await readFile(join(workspace, slide), "utf8")).heading.en as string;
    const theirs = await colleaguePushes(original, "Growth, planned together");

    // An editor's save meanwhile: a local commit, not on the shared repository yet.
    const other = "content/banner-slides/global.yaml";
    const otherText = await readFile(join(workspace, other), "utf8");
    await editorSaves(other, otherText.replace("order: 20\n", "order: 30\n"));
    const saved = git(workspace, "rev-parse", "HEAD");
    expect(remoteHead(branch)).toBe(theirs);
    const status = git(workspace, "status", "--porcelain");

    const response = await office.publish(publisherCookie);
    expect(response.statusCode, response.body).toBe(303);
    const published = git(workspace, "rev-parse", "HEAD");
    git(workspace, "merge-base", "--is-ancestor", theirs, published);
    git(workspace, "merge-base", "--is-ancestor", saved, published);
    expect(remoteHead(branch)).toBe(published);
    expect(git(workspace, "status", "--porcelain")).toBe(status);

    const live = await currentRelease(releasesDir);
    expect(live).toMatch(new RegExp(`-${published.slice(0, 8)}$`));
    const home = await readFile(join(releasesDir, "current/client/index.html"), "utf8");
    expect(home).toContain("Growth, planned together");
  });

  it("stops at a conflicting edit, naming the entry; the live release and the workspace stay", async () => {
    const live = await currentRelease(releasesDir);
    const branch = git(workspace, "symbolic-ref", "--short", "HEAD");
    const theirs = await colleaguePushes("Growth, planned together", "The colleague's heading");
    const text = await readFile(join(workspace, slide), "utf8");
    await editorSaves(
      slide,
      text.replace("  en: Growth, planned together\n", "  en: The editor's heading\n"),
    );
    const before = git(workspace, "rev-parse", "HEAD");
    const status = git(workspace, "status", "--porcelain");

    const response = await office.publish(publisherCookie);
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain("The shared repository changed the same entries");
    const name = parse(text).name as string;
    expect(response.body).toContain(
      `<li>Home page banner slides &#39;${name}&#39;: Heading changed</li>`,
    );

    expect(await currentRelease(releasesDir)).toBe(live);
    expect(git(workspace, "rev-parse", "HEAD")).toBe(before);
    expect(git(workspace, "status", "--porcelain")).toBe(status);
    expect(existsSync(join(workspace, ".git/MERGE_HEAD"))).toBe(false);
    expect(remoteHead(branch)).toBe(theirs);
  });

  it("reports a rejected push as a warning and leaves the remote as it was", async () => {
    // The remote holds the colleague's commit the workspace has not brought in: a push of the
    // workspace's commit is not a fast-forward, as when someone pushed during a publish.
    const branch = git(workspace, "symbolic-ref", "--short", "HEAD");
    const theirs = remoteHead(branch);
    const remote = gitRemote(shared, await openWorkspace(workspace));
    const warning = await remote.push(git(workspace, "rev-parse", "HEAD"));
    expect(warning).toMatch(/^The release is live, but pushing it to the shared repository failed/);
    expect(warning).toContain("rejected");
    expect(remoteHead(branch)).toBe(theirs);
  });

  it("starts an empty shared repository: nothing to bring in, the push makes the branch", async () => {
    const empty = join(dir, "empty.git");
    execFileSync("git", ["init", "--quiet", "--bare", empty]);
    const branch = git(workspace, "symbolic-ref", "--short", "HEAD");
    const head = git(workspace, "rev-parse", "HEAD");
    const remote = gitRemote(empty, await openWorkspace(workspace));
    await remote.bringIn({ name: "A publisher", email: "publisher@example.test" });
    expect(git(workspace, "rev-parse", "HEAD")).toBe(head);
    expect(await remote.push(head)).toBeUndefined();
    expect(git(empty, "rev-parse", `refs/heads/${branch}`)).toBe(head);
  });

  it("keeps the release live when the push fails, and says why on the Releases page", async () => {
    const branch = git(workspace, "symbolic-ref", "--short", "HEAD");
    // The conflicting save is dropped (as an engineer settling it might); a new one is made.
    git(workspace, "reset", "--quiet", "--hard", "HEAD~1");
    const other = "content/banner-slides/global.yaml";
    const otherText = await readFile(join(workspace, other), "utf8");
    await editorSaves(other, otherText.replace("order: 30\n", "order: 40\n"));
    const hook = join(shared, "hooks/pre-receive");
    await writeFile(hook, "#!/bin/sh\necho 'pushes are closed for maintenance' >&2\nexit 1\n", {
      mode: 0o755,
    });
    const theirs = remoteHead(branch);

    expect((await office.publish(publisherCookie)).statusCode).toBe(303);
    const published = git(workspace, "rev-parse", "HEAD");
    expect(await currentRelease(releasesDir)).toMatch(new RegExp(`-${published.slice(0, 8)}$`));
    expect(remoteHead(branch)).toBe(theirs);
    const page = await office.inject({
      method: "GET",
      url: "/releases",
      headers: { cookie: publisherCookie },
    });
    expect(page.body).toContain(
      "The release is live, but pushing it to the shared repository failed",
    );
    expect(page.body).toContain("pushes are closed for maintenance");
    await rm(hook);
  });
});
