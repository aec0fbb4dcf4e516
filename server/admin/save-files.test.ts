import { execFileSync } from "node:child_process";
import { mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";

let office: BackOffice;
let cookie: string;
beforeAll(async () => {
  office = await startBackOffice();
  cookie = await office.signedIn("editor", "noor@example.test");
  await mkdir(join(workspace(), "content/posts"), { recursive: true });
  await symlink("../../README.md", join(workspace(), "content/posts/linked.yaml"));
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "A link");
});
afterAll(() => office.close());

const workspace = () => office.config.ADMIN_WORKSPACE;
const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace(), ...args], { encoding: "utf8" }).trim();

function save(additions: { path: string; contents: Buffer | string }[], deletions: string[] = []) {
  return office.editorSave(cookie, additions, deletions);
}

async function refusedWithoutTrace(
  additions: { path: string; contents: Buffer | string }[],
  message: RegExp,
) {
  const head = git("rev-parse", "HEAD");
  const response = await save(additions);
  expect(response.statusCode, response.body).toBe(400);
  expect((response.json() as { message: string }).message).toMatch(message);
  expect(git("rev-parse", "HEAD")).toBe(head);
  expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
}

describe("a save's paths", { timeout: 30_000 }, () => {
  it("never writes through a symbolic link committed in content/", async () => {
    await refusedWithoutTrace(
      [{ path: "content/posts/linked.yaml", contents: "hacked: true\n" }],
      /content\/posts\/linked\.yaml/,
    );
    expect(await readFile(join(workspace(), "README.md"), "utf8")).toBe("The site\n");
  });

  it.each([
    ["a line break", "content/posts/a\nReviewed-by: Boss <boss@example.test>.yaml"],
    ["a tab", "content/posts/a\tb.yaml"],
    ["DEL", "content/posts/a\u007fb.yaml"],
    ["a C1 control", "content/posts/a\u0085b.yaml"],
    ["a line separator", "content/posts/a\u2028b.yaml"],
  ])("refuses a file name with %s, saying why", async (_name, path) => {
    await refusedWithoutTrace(
      [{ path, contents: "a: 1\n" }],
      new RegExp(
        `${JSON.stringify(path).replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}: .*control character`,
      ),
    );
  });

  it.each([
    "content/posts/.gitignore",
    "content/posts/.x.yaml",
    "content/.hidden/first.yaml",
    "content/posts/.first.yaml",
  ])("refuses %s, whose name starts with a dot", async (path) => {
    await refusedWithoutTrace([{ path, contents: "*\n" }], /starts? with "\."/);
  });
});

describe("text sizes", { timeout: 30_000 }, () => {
  it("refuses a text file over 1 MB, naming the file and the limit", async () => {
    const big = `note: ${"a".repeat(1024 * 1024)}\n`;
    await refusedWithoutTrace(
      [{ path: "content/posts/big.yaml", contents: big }],
      /content\/posts\/big\.yaml: .*1 MB/,
    );
  });

  it("refuses an article whose texts together are over 1 MB, naming it and the limit", async () => {
    const half = `---\ntitle: Long\n---\n${"word ".repeat(120_000)}\n`;
    await refusedWithoutTrace(
      [
        { path: "content/posts/long.mdoc", contents: half },
        { path: "content/posts/long/bodyAr.mdoc", contents: half },
      ],
      /content\/posts\/long\.mdoc: .*1 MB/,
    );
  });
});

describe("pictures saved outside the picture folders", { timeout: 30_000 }, () => {
  it("lose their metadata, location included", async () => {
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#185c8c" },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: "Phone", Model: "Camera" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 12/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await save([{ path: "content/posts/x.jpg", contents: photo }]);
    expect(response.statusCode, response.body).toBe(200);
    const written = await readFile(join(workspace(), "content/posts/x.jpg"));
    const metadata = await sharp(written).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(written.includes("Camera")).toBe(false);
    // The history holds the stripped file too, not the one sent.
    const committed = execFileSync("git", ["-C", workspace(), "show", "HEAD:content/posts/x.jpg"]);
    expect(committed.equals(written)).toBe(true);
  });
});

describe("a save whose commit fails", { timeout: 30_000 }, () => {
  it("answers 500 saying nothing changed, leaves the files as committed and records the failure", async () => {
    const head = git("rev-parse", "HEAD");
    const before = await readFile(join(workspace(), "content/banner-slides/first.yaml"), "utf8");
    // Another git command holding the index: the save's commit cannot take it.
    await writeFile(join(workspace(), ".git/index.lock"), "");
    try {
      const response = await save([
        { path: "content/banner-slides/first.yaml", contents: "order: 77\n" },
      ]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: expect.stringMatching(/nothing was changed/) });
    } finally {
      await rm(join(workspace(), ".git/index.lock"));
    }
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(await readFile(join(workspace(), "content/banner-slides/first.yaml"), "utf8")).toBe(
      before,
    );
    expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
    const [latest] = await office.app.backOffice.store.audit.list(1);
    expect(latest).toMatchObject({ action: "save failed (nothing changed)" });
  });
});

describe("a save that names a folder or a file that is not there", { timeout: 30_000 }, () => {
  it("refuses to delete a folder as if it were a file, and leaves its entries", async () => {
    const response = await save([], ["content/banner-slides"]);
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(
      /content\/banner-slides.*names a folder/s,
    );
    expect(await readFile(join(workspace(), "content/banner-slides/first.yaml"), "utf8")).toMatch(
      /order/,
    );
    expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });

  it("takes the deletion of a file that is already gone as no change, not a failure", async () => {
    const head = git("rev-parse", "HEAD");
    const response = await save([], ["content/banner-slides/never-there.yaml"]);
    expect(response.statusCode, response.body).toBe(200);
    expect(git("rev-parse", "HEAD")).toBe(head);
    const [latest] = await office.app.backOffice.store.audit.list(1);
    expect(latest).toMatchObject({ action: "save" });
    expect(latest?.detail).toMatch(/no change/);
  });

  it("refuses a name longer than a file system takes, with a clear message", async () => {
    await refusedWithoutTrace(
      [{ path: `content/posts/${"a".repeat(300)}.yaml`, contents: "title: x\n" }],
      /longer than 255 bytes/,
    );
  });
});
