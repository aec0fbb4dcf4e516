import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
import { type BackOffice, startBackOffice, testOrigin } from "../../tests/support/back-office.ts";
import { startRelease, switchTo } from "../releases/releases-dir.ts";
import type { ContentModel } from "./changes.ts";

let office: BackOffice;
let cookie: string;
beforeAll(async () => {
  office = await startBackOffice();
  cookie = await office.signedIn("editor", "noor@example.test");
});
afterAll(() => office.close());

const workspace = () => office.config.ADMIN_WORKSPACE;
const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace(), ...args], { encoding: "utf8" }).trim();

function save(additions: { path: string; contents: Buffer | string }[], deletions: string[] = []) {
  return office.editorSave(cookie, additions, deletions);
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#185c8c" } })
    .png()
    .toBuffer();

describe("saving through the editor", { timeout: 30_000 }, () => {
  it("writes the file and commits it as the person who saved", async () => {
    const response = await save([
      { path: "content/banner-slides/first.yaml", contents: "order: 20\n" },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await readFile(join(workspace(), "content/banner-slides/first.yaml"), "utf8")).toBe(
      "order: 20\n",
    );
    expect(git("log", "-1", "--format=%an <%ae>")).toBe("A editor <noor@example.test>");
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe(
      "content/banner-slides/first.yaml",
    );
    expect(git("status", "--porcelain")).toBe("");
  });

  it("answers with the tree of content/ only", async () => {
    const response = await office.inject({
      method: "GET",
      url: "/api/keystatic/tree",
      headers: { cookie, "no-cors": "1" },
    });
    const paths = (response.json() as { path: string }[]).map((entry) => entry.path);
    expect(paths).toContain("content/banner-slides/first.yaml");
    expect(paths.filter((path) => !path.startsWith("content"))).toEqual([]);
  });

  it("records the save in the audit log", async () => {
    const entries = await office.app.backOffice.store.audit.list();
    expect(entries.find((entry) => entry.action === "save")).toMatchObject({
      actor: "noor@example.test",
      detail: expect.stringContaining("content/banner-slides/first.yaml (commit "),
    });
  });

  it.each([
    "README.md",
    "content/../README.md",
    "content/./x.yaml",
    "/etc/passwd",
    "content\\..\\README.md",
    "content/banner-slides/../../app/routes/home.tsx",
  ])("refuses a save naming %s, writing nothing", async (path) => {
    const before = git("rev-parse", "HEAD");
    const response = await save([{ path, contents: "hacked: true\n" }]);
    expect(response.statusCode).toBe(400);
    expect(await readFile(join(workspace(), "README.md"), "utf8")).toBe("The site\n");
    expect(git("rev-parse", "HEAD")).toBe(before);
  });

  it("refuses a save through a symbolic link in content/ that leads outside it", async () => {
    // Keystatic's own check passes this path (it starts with a collection's folder).
    await symlink(workspace(), join(workspace(), "content/banner-slides/out"), "dir");
    const response = await save([{ path: "content/banner-slides/out/README.md", contents: "x\n" }]);
    expect(response.statusCode).toBe(400);
    expect(await readFile(join(workspace(), "README.md"), "utf8")).toBe("The site\n");
    await rm(join(workspace(), "content/banner-slides/out"));
  });

  it("refuses deleting a file outside content/", async () => {
    const response = await save([], ["README.md"]);
    expect(response.statusCode).toBe(400);
    expect(await readFile(join(workspace(), "README.md"), "utf8")).toBe("The site\n");
  });
});

describe("uploaded pictures", { timeout: 30_000 }, () => {
  const picture = "content/images/banner/first/src.png";

  it("accepts a real PNG", async () => {
    const response = await save([{ path: picture, contents: await png(640, 300) }]);
    expect(response.statusCode).toBe(200);
    expect(git("log", "-1", "--name-only", "--format=")).toBe(picture);
  });

  it.each([
    [
      "text named .png",
      "content/images/banner/first/fake.png",
      Buffer.from("<script>alert(1)</script>"),
    ],
    [
      "an SVG",
      "content/images/banner/first/logo.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ["a truncated PNG", "content/images/banner/first/cut.png", Buffer.alloc(0)],
    ["a PDF named .png", "content/images/banner/first/doc.png", Buffer.from("%PDF-1.4\n%%EOF\n")],
    ["a picture too small for its place", "content/images/banner/first/small.png", "small"],
  ])("refuses %s", async (_name, path, contents) => {
    const whole = await png(400, 300);
    const body =
      typeof contents === "string"
        ? await png(40, 30)
        : contents.byteLength === 0
          ? whole.subarray(0, whole.byteLength / 2)
          : contents;
    const response = await save([{ path, contents: body }]);
    expect(response.statusCode).toBe(400);
    await expect(readFile(join(workspace(), path))).rejects.toThrow();
  });

  it("accepts a picture moving with its entry's new address, SVG too, but no other bytes under its name", async () => {
    const from = "content/images/blog/old-name/cover/src.svg";
    const to = "content/images/blog/new-name/cover/src.svg";
    const placeholder =
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="8" height="8"/></svg>';
    await mkdir(join(workspace(), "content/images/blog/old-name/cover"), { recursive: true });
    await writeFile(join(workspace(), from), placeholder);
    git("add", from);
    git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "placeholder");

    const changed = await save([{ path: to, contents: `${placeholder}<script/>` }], [from]);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toMatch(/SVG drawings are not accepted/);

    const moved = await save([{ path: to, contents: placeholder }], [from]);
    expect(moved.statusCode).toBe(200);
    expect(
      git("show", "--no-renames", "--name-status", "--format=", "HEAD").split("\n").sort(),
    ).toEqual([`A\t${to}`, `D\t${from}`]);
  });

  it("refuses a picture over the size cap", async () => {
    const small = await startBackOffice({ ADMIN_UPLOAD_MAX_MB: "1" });
    try {
      const editor = await small.signedIn("editor");
      const noise = await sharp(
        Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256))),
        {
          raw: { width: 700, height: 700, channels: 3 },
        },
      )
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.byteLength).toBeGreaterThan(1024 * 1024);
      const response = await small.inject({
        method: "POST",
        url: "/api/keystatic/update",
        headers: {
          cookie: editor,
          origin: testOrigin,
          "no-cors": "1",
          "content-type": "application/json",
        },
        payload: {
          additions: [{ path: picture, contents: noise.toString("base64url") }],
          deletions: [],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/more than the 1 MB the editor takes/);
    } finally {
      await small.close();
    }
  });
});

describe("a photograph straight from a camera", { timeout: 120_000 }, () => {
  it("is committed reduced to the largest size the layout shows", async () => {
    const pixels = randomBytes(6000 * 4000 * 3);
    const photo = await sharp(pixels, { raw: { width: 6000, height: 4000, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(20 * 1024 * 1024);
    const path = "content/images/blog/first/cover/src.jpg";
    // The post's author, already in the working copy: a post must name one that exists.
    await mkdir(join(workspace(), "content/team"), { recursive: true });
    await writeFile(join(workspace(), "content/team/first-author.yaml"), "name: First Author\n");
    git("add", "content");
    git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "author");
    const response = await save([
      { path: "content/posts/first/bodyAr.mdoc", contents: "نص.\n" },
      {
        path: "content/posts/first.mdoc",
        contents: [
          "---",
          "title: First",
          "heading:\n  en: First\n  ar: الأول",
          "date: 2024-03-21",
          "author: first-author",
          "summary:\n  en: The first post.\n  ar: المقال الأول.",
          "cover:\n  src: /images/blog/first/cover/src.jpg\n  alt:\n    en: A field\n    ar: حقل",
          "draft: false",
          "---",
          "Text.",
          "",
        ].join("\n"),
      },
      { path, contents: photo },
    ]);
    expect(response.statusCode).toBe(200);
    const committed = Buffer.from(execFileSync("git", ["-C", workspace(), "show", `HEAD:${path}`]));
    const { width, height, format } = await sharp(committed).metadata();
    // A cover's largest copy is 1200 × 675; the photograph keeps its 3:2 shape around it.
    expect([width, height, format]).toEqual([1200, 800, "jpeg"]);
    expect(committed.byteLength).toBeLessThan(600 * 1024);
  });
});

describe("deleting an entry others refer to", { timeout: 30_000 }, () => {
  it("is refused, naming who refers to it, and deletes nothing", async () => {
    await mkdir(join(workspace(), "content/offices"), { recursive: true });
    await mkdir(join(workspace(), "content/team"), { recursive: true });
    await writeFile(join(workspace(), "content/offices/amman.yaml"), "name: Amman\n");
    await writeFile(
      join(workspace(), "content/team/meera-nair.yaml"),
      "name: Meera Nair\noffice: amman\n",
    );
    git("add", "content");
    git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "office");
    const head = git("rev-parse", "HEAD");

    const response = await save([], ["content/offices/amman.yaml"]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'content/offices/amman.yaml: Amman (Offices and places) cannot be deleted: Meera Nair (Team) has it as "Office". Choose another there first, then delete this one.',
    );
    expect(await readFile(join(workspace(), "content/offices/amman.yaml"), "utf8")).toBe(
      "name: Amman\n",
    );
    expect(git("rev-parse", "HEAD")).toBe(head);
  });
});

describe("the build's checks at Save", { timeout: 30_000 }, () => {
  const localized = (en: string, ar: string, indent = "  ") =>
    `\n${indent}en: ${JSON.stringify(en)}\n${indent}ar: ${JSON.stringify(ar)}\n`;
  const company = (
    title = localized("Acme Consulting", "أكمي"),
    description = "Plans into results.",
  ) =>
    `name: Acme\norder: 10\ntitle:${title}focus:${localized("Strategy", "استراتيجية")}description:${localized(description, "خطط إلى نتائج.")}`;
  const link = (to: string) =>
    `\n  label:${localized("Read more", "اقرأ المزيد", "    ")}  to: ${to}\n`;
  const picture = (src: string, alt: string) =>
    `\n  src: ${src}\n  alt:${localized(alt, alt, "    ")}`;
  const slide = (to: string) =>
    `heading:${localized("Plans into results", "خطط إلى نتائج")}name: Second\norder: 20\ntext:${localized("We deliver.", "نحن ننجز.")}` +
    `picture:${picture("/images/banner/second/picture/src.png", "A team at work")}` +
    `primaryLink:${link(to)}secondaryLink:${link("/contact")}`;
  const member = (office: string) =>
    `name: Sam Lee\nnameAr: "سام لي"\norder: 10\nrole:${localized("Partner", "شريك")}office: ${office}\n` +
    `portrait:${picture("/images/team/sam-lee/portrait/src.png", "Sam Lee")}social: []\n` +
    `bio:${localized("A partner.", "شريك.")}`;

  async function refused(
    additions: { path: string; contents: Buffer | string }[],
    problem: { file: string; field: string; message: unknown },
  ) {
    const before = git("rev-parse", "HEAD");
    const response = await save(additions);
    expect(response.statusCode).toBe(400);
    const { message, problems } = response.json();
    expect(problems).toEqual([problem]);
    expect(message).toBe(`${problem.file}: ${problem.field}: ${problems[0].message}`);
    for (const { path } of additions) {
      await expect(readFile(join(workspace(), path))).rejects.toThrow();
    }
    expect(git("rev-parse", "HEAD")).toBe(before);
    expect(git("status", "--porcelain")).toBe("");
  }

  it("takes a whole, good new entry", async () => {
    const response = await save([{ path: "content/companies/acme.yaml", contents: company() }]);
    expect(response.statusCode).toBe(200);
    await rm(join(workspace(), "content/companies/acme.yaml"));
    git("commit", "-qam", "remove", "--author=E <e@example.test>");
  });

  it("refuses a link to a page the site does not have", async () => {
    await refused(
      [
        { path: "content/banner-slides/second.yaml", contents: slide("/abuot") },
        { path: "content/images/banner/second/picture/src.png", contents: await png(640, 267) },
      ],
      {
        file: "content/banner-slides/second.yaml",
        field: "First button › Goes to",
        message: '"/abuot" is not a page of this site',
      },
    );
  });

  it("refuses a text without its Arabic", async () => {
    await refused(
      [
        {
          path: "content/companies/acme.yaml",
          contents: company(localized("Acme Consulting", "")),
        },
      ],
      {
        file: "content/companies/acme.yaml",
        field: "Company name on the site › Arabic",
        message: "no Arabic text",
      },
    );
  });

  it("refuses HTML typed in a text box", async () => {
    await refused(
      [
        {
          path: "content/companies/acme.yaml",
          contents: company(undefined, "We <b>deliver</b> results."),
        },
      ],
      {
        file: "content/companies/acme.yaml",
        field: "Description › English",
        message: "This box takes plain text; use the article editor for formatting",
      },
    );
  });

  it("refuses a reference to an entry that does not exist", async () => {
    await refused(
      [
        { path: "content/team/sam-lee.yaml", contents: member("atlantis") },
        { path: "content/images/team/sam-lee/portrait/src.png", contents: await png(600, 600) },
      ],
      {
        file: "content/team/sam-lee.yaml",
        field: "Office",
        message: '"atlantis" is not an office or place',
      },
    );
  });
});

describe("the Changes page", { timeout: 30_000 }, () => {
  it("lists the saves since the live release in the editor's words, linked to the entry", async () => {
    const releasesDir = join(office.dir, "releases");
    const changesPage = async () =>
      (await office.inject({ method: "GET", url: "/changes", headers: { cookie } })).body;
    const withReleases = await startBackOffice({ RELEASES_DIR: releasesDir });
    try {
      const editor = await withReleases.signedIn("editor");
      const page = async () =>
        (await withReleases.inject({ method: "GET", url: "/changes", headers: { cookie: editor } }))
          .body;
      expect(await page()).toContain("Nothing is live from the back office yet");
      const ws = withReleases.config.ADMIN_WORKSPACE;
      const head = execFileSync("git", ["-C", ws, "rev-parse", "HEAD"], {
        encoding: "utf8",
      }).trim();
      const release = await startRelease(releasesDir, "20260101-000000-test");
      await release.complete();
      await switchTo(releasesDir, "20260101-000000-test");
      await withReleases.app.backOffice.store.releases.record({
        id: "20260101-000000-test",
        publishedAt: new Date(),
        actor: "publisher@example.test",
        commit: head,
        summary: "",
      });
      expect(await page()).toContain("No changes: the workspace is what is live.");
      const saved = await withReleases.inject({
        method: "POST",
        url: "/api/keystatic/update",
        headers: {
          cookie: editor,
          origin: testOrigin,
          "no-cors": "1",
          "content-type": "application/json",
        },
        payload: {
          additions: [
            {
              path: "content/banner-slides/first.yaml",
              contents: Buffer.from("order: 30\n").toString("base64url"),
            },
          ],
          deletions: [],
        },
      });
      expect(saved.statusCode).toBe(200);
      const { bannerSlides } = (contentConfig as unknown as ContentModel).collections!;
      const order = bannerSlides!.schema.order?.label;
      const changes = await page();
      expect(changes).toContain(
        `<a id="change-0" href="/keystatic/collection/bannerSlides/item/first">${bannerSlides!.label} &#39;first&#39;: ${order} changed</a>`,
      );
      expect(changes).toMatch(/<a class="preview-link" href="\/preview\/" [^>]*>Preview<\/a>/);
    } finally {
      await withReleases.close();
    }
    expect(await changesPage()).toContain("<h1>Changes</h1>");
  });
});
