import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeWorkspace } from "../../tests/support/back-office.ts";
import { openWorkspace, type Workspace } from "./workspace.ts";

let dir: string;
let site: string;
let workspace: Workspace;
const author = { name: "Noor", email: "noor@example.test" };

const git = (...args: string[]) =>
  execFileSync("git", ["-C", site, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const slide = "content/banner-slides/first.yaml";

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "workspace-"));
  site = await makeWorkspace(dir);
  workspace = await openWorkspace(site);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("a save's files and its commit", { timeout: 60_000 }, () => {
  it("commits a save of 3,400 long paths whole, past the argument list's limit", async () => {
    // About 2.2 MB of paths: more than Linux lets one command's arguments hold.
    const paths = Array.from(
      { length: 3400 },
      (_, index) =>
        `content/junk/${"a".repeat(200)}/${"b".repeat(200)}/${index}-${"c".repeat(200)}.yaml`,
    );
    const { commit } = await workspace.save(
      [slide, ...paths],
      author,
      "Content: junk",
      async () => {
        await writeFile(join(site, slide), "order: 30\n");
        for (const path of paths) {
          await mkdir(join(site, path, ".."), { recursive: true });
          await writeFile(join(site, path), "x: 1\n");
        }
      },
    );
    expect(commit).toBe(git("rev-parse", "HEAD").trim());
    expect(
      git("show", "--name-only", "--format=", "HEAD").split("\n").filter(Boolean),
    ).toHaveLength(3401);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("puts back what was saved when the commit fails, so the files are what the last commit holds", async () => {
    await writeFile(join(site, "content/banner-slides/second.yaml"), "order: 20\n");
    git("add", "--all");
    git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "Second");
    const head = git("rev-parse", "HEAD");
    // Another git command holding the index: git add cannot take it.
    await writeFile(join(site, ".git/index.lock"), "");
    const saving = workspace.save(
      [slide, "content/banner-slides/second.yaml", "content/new/entry.yaml"],
      author,
      "Content: three files",
      async () => {
        await writeFile(join(site, slide), "order: 99\n");
        await rm(join(site, "content/banner-slides/second.yaml"));
        await mkdir(join(site, "content/new"), { recursive: true });
        await writeFile(join(site, "content/new/entry.yaml"), "order: 1\n");
      },
    );
    await expect(saving).rejects.toThrow(/index\.lock/);
    await rm(join(site, ".git/index.lock"));
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(await readFile(join(site, slide), "utf8")).toBe("order: 10\n");
    expect(await readFile(join(site, "content/banner-slides/second.yaml"), "utf8")).toBe(
      "order: 20\n",
    );
    expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
    // The new entry's folder went with it: the editor would list it as an entry.
    await expect(readFile(join(site, "content/new/entry.yaml"))).rejects.toThrow(/ENOENT/);
    expect(git("ls-files", "--others", "--directory", "content")).toBe("");
  });

  it("puts back every file of a folder a failed save named", async () => {
    const head = git("rev-parse", "HEAD");
    const saving = workspace.save(
      ["content/banner-slides"],
      author,
      "Content: a folder",
      async () => {
        await rm(join(site, "content/banner-slides"), { recursive: true });
        throw new Error("the editor's write failed");
      },
    );
    await expect(saving).rejects.toThrow(/write failed/);
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(await readFile(join(site, slide), "utf8")).toBe("order: 10\n");
    expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });

  it("puts back what the work wrote before it failed", async () => {
    const saving = workspace.save([slide, "content/b.yaml"], author, "Content: b", async () => {
      await writeFile(join(site, slide), "order: 99\n");
      await writeFile(join(site, "content/b.yaml"), "b: 1\n");
      throw new Error("the editor's handler failed half way");
    });
    await expect(saving).rejects.toThrow(/half way/);
    expect(await readFile(join(site, slide), "utf8")).toBe("order: 10\n");
    expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });

  it("takes a path with pattern characters as one file's name", async () => {
    const star = "content/banner-slides/*";
    await writeFile(join(site, "content/banner-slides/other.yaml"), "order: 5\n");
    await workspace.save([star], author, "Content: star", () =>
      writeFile(join(site, star), "order: 1\n"),
    );
    expect(git("show", "--name-only", "--format=", "HEAD").trim()).toBe(star);
    expect(git("status", "--porcelain")).toBe("?? content/banner-slides/other.yaml\n");
  });
});

describe("a commit's message", { timeout: 30_000 }, () => {
  it("quotes the saved paths it names, so a file name cannot add lines or trailers", async () => {
    const forged = "content/banner-slides/a\nReviewed-by: Boss <boss@example.test>\nApproved: yes";
    await workspace.save([forged], author, `Content: ${forged}`, () =>
      writeFile(join(site, forged), "order: 1\n"),
    );
    const message = git("log", "-1", "--format=%B").trim();
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toBe(`Content: ${JSON.stringify(forged)}`);
    expect(git("log", "-1", "--format=%(trailers)").trim()).toBe("");
  });

  it("escapes the separators and C1 controls that JSON leaves as they are", async () => {
    const path = "content/banner-slides/a\u2028b\u0085c.yaml";
    await workspace.save([path], author, `Content: ${path}`, () =>
      writeFile(join(site, path), "order: 1\n"),
    );
    expect(git("log", "-1", "--format=%B").trim()).toBe(
      'Content: "content/banner-slides/a\\u2028b\\u0085c.yaml"',
    );
  });
});

describe("staying in content/", () => {
  it.each([
    [
      "the file itself is a link to a file outside content/",
      "content/banner-slides/evil.yaml",
      "../../README.md",
    ],
    [
      "the file is a link to another file in content/",
      "content/banner-slides/evil.yaml",
      "first.yaml",
    ],
  ])("refuses a path when %s", async (_case, path, target) => {
    await symlink(target, join(site, path));
    expect(await workspace.staysInContent(path)).toBe(false);
    expect(await workspace.staysInContent("content/banner-slides/first.yaml")).toBe(true);
  });

  it("refuses a path through a folder that is a link, even one that stays in content/", async () => {
    await symlink("banner-slides", join(site, "content/slides"));
    expect(await workspace.staysInContent("content/slides/first.yaml")).toBe(false);
    expect(await workspace.staysInContent("content/slides/new/deeper.yaml")).toBe(false);
    expect(await workspace.staysInContent("content/new/deeper.yaml")).toBe(true);
  });
});
