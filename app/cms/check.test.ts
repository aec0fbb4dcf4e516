// @vitest-environment node
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import fixtureConfig from "../../tests/support/cms-fixture/config.ts";
import { checkContent, originalFileProblems } from "./check.ts";
import contentConfig from "./keystatic.config.ts";

const repository = path.resolve(import.meta.dirname, "../..");
const fixture = path.join(import.meta.dirname, "../../tests/support/cms-fixture/tree");
const now = new Date("2026-01-01T00:00:00Z");

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "content-check-"));
  await cp(fixture, root, { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const full = path.join(root, file);
  const before = await readFile(full, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`The edit of ${file} changed nothing`);
  await writeFile(full, after);
}

const check = () =>
  checkContent(root, fixtureConfig, { now, originalProblems: originalFileProblems });
const problems = async () => (await check()).problems;

describe("content checks", () => {
  it("pass the fixture tree as it is and count its entries", async () => {
    expect(await check()).toEqual({ problems: [], checked: 6 });
  });

  it("name a required text that is missing", async () => {
    await edit("content/team/asha-verma.yaml", (t) => t.replace(/role:\n.*\n.*\n/, ""));
    expect(await problems()).toEqual([
      "content/team/asha-verma.yaml: role.en: English must not be empty",
    ]);
  });

  it("refuse a network's home page given as a person's profile", async () => {
    await edit("content/team/asha-verma.yaml", (t) =>
      t.replace("https://www.linkedin.com/in/asha-verma-example", "https://www.linkedin.com/"),
    );
    expect(await problems()).toEqual([
      'content/team/asha-verma.yaml: social.0.href: "https://www.linkedin.com/" is the home page of www.linkedin.com, not a profile (give the address of the person\'s own profile page)',
    ]);
  });

  it("refuse a person's list naming an entry that does not exist", async () => {
    await edit("content/team/asha-verma.yaml", (t) =>
      t.replace("focus:\n  - cairo\n", "focus:\n  - cairo\n  - atlantis\n"),
    );
    expect(await problems()).toEqual([
      'content/team/asha-verma.yaml: focus.1: "atlantis" is not an office',
    ]);
  });

  it("name a text longer than the layout takes", async () => {
    await edit("content/team/asha-verma.yaml", (t) =>
      t.replace("en: Managing Partner", `en: ${"Managing Partner ".repeat(3)}`),
    );
    expect(await problems()).toEqual([
      "content/team/asha-verma.yaml: role.en: English must be no longer than 40 characters",
    ]);
  });

  it("refuse a date that is not in the calendar, in any form", async () => {
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace("date: 2025-03-14", "date: 2025-02-30"),
    );
    expect(await problems()).toEqual([
      'content/posts/closing-skills-gap.mdoc: date: "2025-02-30" is not a date in the calendar (write it as year-month-day, e.g. 2025-03-14)',
    ]);
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace("date: 2025-02-30", "date: 14/03/2025"),
    );
    expect(await problems()).toEqual([
      "content/posts/closing-skills-gap.mdoc: date: Published on is not a valid date",
    ]);
  });

  it("refuse a post dated more than a year ahead", async () => {
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace("date: 2025-03-14", "date: 2205-03-14"),
    );
    expect(await problems()).toEqual([
      'content/posts/closing-skills-gap.mdoc: date: "2205-03-14" is more than a year from now (a typo in the year?)',
    ]);
  });

  it("take a post's publish time within the year, as the editor writes it", async () => {
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace("date: 2025-03-14", "date: 2025-03-14\npublishAt: 2026-06-01T09:30:00.000Z"),
    );
    expect(await problems()).toEqual([]);
  });

  it("refuse a publish time that is not a time, or more than a year ahead", async () => {
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace("date: 2025-03-14", "date: 2025-03-14\npublishAt: 2026-02-30T09:30"),
    );
    expect(await problems()).toEqual([
      'content/posts/closing-skills-gap.mdoc: publishAt: "2026-02-30T09:30" is not a time (pick a day and a time of day, e.g. 2025-03-14 09:30)',
    ]);
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace("publishAt: 2026-02-30T09:30", "publishAt: 2208-01-05T09:30:00.000Z"),
    );
    expect(await problems()).toEqual([
      'content/posts/closing-skills-gap.mdoc: publishAt: "2208-01-05T09:30:00.000Z" is more than a year from now (a typo in the year?)',
    ]);
  });

  it("name a team member's office that does not exist", async () => {
    await edit("content/team/asha-verma.yaml", (t) =>
      t.replace("office: cairo", "office: cairo-3"),
    );
    expect(await problems()).toEqual([
      'content/team/asha-verma.yaml: office: "cairo-3" is not an office',
    ]);
  });

  it("name a post's author who is not on the team", async () => {
    await rm(path.join(root, "content/team/asha-verma.yaml"));
    expect(await problems()).toEqual([
      'content/posts/closing-skills-gap.mdoc: author: "asha-verma" is not a team member',
    ]);
  });

  it("name each entry in a list of references that does not exist", async () => {
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace(
        "author: asha-verma\n",
        "author: asha-verma\nrelated: [closing-skills-gap, skills-gap]\n",
      ),
    );
    expect(await problems()).toEqual([
      'content/posts/closing-skills-gap.mdoc: related.1: "skills-gap" is not a blog post',
    ]);
  });

  it("name a person's name or a post's tag without its Arabic text", async () => {
    await edit("content/team/asha-verma.yaml", (t) => t.replace('nameAr: "آشا فيرما"\n', ""));
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace('    ar: "المهارات"\n', '    ar: ""\n'),
    );
    expect(await problems()).toEqual([
      "content/team/asha-verma.yaml: nameAr: no Arabic text",
      'content/posts/closing-skills-gap.mdoc: tags.0.ar: no Arabic text (write it, or tick "English only" if the entry has none)',
    ]);
  });

  it("name an internal link to a page the site does not have", async () => {
    await edit("content/site.yaml", (t) => t.replace("to: /what-we-do#esg", "to: /servces"));
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace("to: /what-we-do\n", "to: /blog/closing-skills-gap#top\n"),
    );
    expect(await problems()).toEqual([
      'content/site.yaml: primaryLink.to: "/servces" is not a page of this site',
    ]);
  });

  it("name links and pictures in a post's text that go nowhere, by their words, then their line", async () => {
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace(
        "Teams learn best **on the job**.\n",
        "Teams learn best **on the job**.\n\nSee [our services](/servces) and [the map](/contact#map).\n\n![A chart](/images/blog/closing-skills-gap/chart.png)\n",
      ),
    );
    expect(await problems()).toEqual([
      'content/posts/closing-skills-gap.mdoc: body: the link "our services" (line 25 of the file): "/servces" is not a page of this site',
      'content/posts/closing-skills-gap.mdoc: body: the picture "A chart" (line 27 of the file): picture "/images/blog/closing-skills-gap/chart.png" does not exist (no file content/images/blog/closing-skills-gap/chart.png)',
    ]);
  });

  it("name a link to an address that is not https", async () => {
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace("https://example.org/report", "http://example.org/report"),
    );
    expect(await problems()).toEqual([
      'content/posts/closing-skills-gap.mdoc: links.1.to: Start with "/" for a page of this site, or with https://',
    ]);
  });

  it("name a picture whose file does not exist", async () => {
    await rm(path.join(root, "content/images/team/asha-verma/picture/src.svg"));
    expect(await problems()).toEqual([
      'content/team/asha-verma.yaml: picture.src: "/images/team/asha-verma/picture/src.svg" does not exist (no file content/images/team/asha-verma/picture/src.svg)',
    ]);
  });

  it("ask for a picture's description", async () => {
    await edit("content/team/asha-verma.yaml", (t) =>
      t.replace("en: Asha Verma smiling in the Cairo office", 'en: ""'),
    );
    expect(await problems()).toEqual([
      "content/team/asha-verma.yaml: picture.alt.en: a picture needs a description (alt text)",
    ]);
  });

  it("name a picture too small or not a picture at all", async () => {
    const portrait = "content/images/team/asha-verma/picture/src.png";
    await edit("content/team/asha-verma.yaml", (t) => t.replace("src.svg", "src.png"));
    await sharp({ create: { width: 100, height: 100, channels: 3, background: "#888" } })
      .png()
      .toFile(path.join(root, portrait));
    expect(await problems()).toEqual([
      'content/team/asha-verma.yaml: picture.src: "/images/team/asha-verma/picture/src.png": is 100 × 100 pixels, too small (at least 200 × 200; 600 × 600 looks sharp everywhere)',
    ]);
    await writeFile(path.join(root, portrait), "not a picture");
    expect(await problems()).toEqual([
      'content/team/asha-verma.yaml: picture.src: "/images/team/asha-verma/picture/src.png": cannot be read (upload it again as JPEG, PNG or WebP)',
    ]);
  });

  it("refuse HTML typed in a plain-text box, in either language", async () => {
    await edit("content/team/asha-verma.yaml", (t) =>
      t.replace("en: Managing Partner", "en: Managing <b>Partner</b>"),
    );
    await edit("content/team/asha-verma.yaml", (t) =>
      t.replace('nameAr: "آشا فيرما"', 'nameAr: "آشا<br/>فيرما"'),
    );
    expect(await problems()).toEqual([
      "content/team/asha-verma.yaml: nameAr: This box takes plain text; use the article editor for formatting",
      "content/team/asha-verma.yaml: role.en: This box takes plain text; use the article editor for formatting",
    ]);
  });

  it("take a text that only compares numbers", async () => {
    await edit("content/team/asha-verma.yaml", (t) =>
      t.replace("en: Managing Partner", "en: Teams of < 5 or > 50"),
    );
    expect(await problems()).toEqual([]);
  });

  it("give the line of a YAML syntax error", async () => {
    await edit("content/offices/dubai.yaml", (t) => t.replace("order: 2", "order: [2"));
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace("author: asha-verma", "author: : asha"),
    );
    expect(await problems()).toEqual([
      "content/offices/dubai.yaml: line 3: unexpected end of the stream within a flow collection (the file is not valid YAML)",
      "content/posts/closing-skills-gap.mdoc: line 4: bad indentation of a mapping entry (the file is not valid YAML)",
    ]);
  });

  it("name a missing singleton", async () => {
    await rm(path.join(root, "content/site.yaml"));
    expect(await check()).toEqual({
      problems: ['content/site.yaml: missing (the "Site settings" singleton must exist)'],
      checked: 5,
    });
  });

  it("list every problem, several in one file too", async () => {
    await edit("content/team/asha-verma.yaml", (t) =>
      t
        .replace("office: cairo", "office: cairo-3")
        .replace("en: Managing Partner", 'en: ""')
        .replace("en: Asha Verma smiling in the Cairo office", 'en: ""'),
    );
    await edit("content/site.yaml", (t) => t.replace("to: /what-we-do#esg", "to: /servces"));
    expect(await problems()).toEqual([
      'content/site.yaml: primaryLink.to: "/servces" is not a page of this site',
      "content/team/asha-verma.yaml: role.en: English must not be empty",
      "content/team/asha-verma.yaml: picture.alt.en: a picture needs a description (alt text)",
      'content/team/asha-verma.yaml: office: "cairo-3" is not an office',
    ]);
  });

  it("name every text left without its Arabic, in data, plural forms and the Arabic article", async () => {
    await edit("content/team/asha-verma.yaml", (t) => t.replace('ar: "شريكة إدارية"', 'ar: ""'));
    await edit("content/site.yaml", (t) => t.replace('two: "نتيجتان"', 'two: ""'));
    await edit("content/posts/closing-skills-gap/bodyAr.mdoc", () => "");
    expect(await problems()).toEqual([
      "content/site.yaml: results.ar.two: no Arabic text",
      "content/team/asha-verma.yaml: role.ar: no Arabic text",
      'content/posts/closing-skills-gap.mdoc: bodyAr: no Arabic text (write it, or tick "English only" if the entry has none)',
    ]);
  });

  it("let an entry ticked English only go without Arabic", async () => {
    await edit("content/posts/closing-skills-gap.mdoc", (t) =>
      t.replace("date:", "englishOnly: true\ndate:").replaceAll(/ar: "[^"]*"/g, 'ar: ""'),
    );
    await rm(path.join(root, "content/posts/closing-skills-gap"), { recursive: true });
    expect(await problems()).toEqual([]);
  });

  it("check links in the Arabic article too", async () => {
    await edit("content/posts/closing-skills-gap/bodyAr.mdoc", (t) =>
      t.replace("(/what-we-do)", "(/servces)"),
    );
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^content\/posts\/closing-skills-gap\.mdoc: bodyAr: the link "[^"]+" \(line 1 of the file\): "\/servces" is not a page of this site$/,
      ),
    ]);
  });

  it("refuse placeholders a message cannot fill in, in either language", async () => {
    await edit("content/site.yaml", (t) =>
      t
        .replace("Welcome, {name}", "Welcome, {nmae}")
        .replace('few: "{count} نتائج"', 'few: "{count نتائج"'),
    );
    expect(await problems()).toEqual([
      'content/site.yaml: welcome.en: "{nmae}" is not something this text can show (it can use {name})',
      'content/site.yaml: results.ar.few: a "{" or "}" without its pair (write placeholders as {count})',
    ]);
  });

  it("stop the build: the script prints the problems and exits 1", async () => {
    await edit("content/team/asha-verma.yaml", (t) =>
      t.replace("office: cairo", "office: cairo-3"),
    );
    const run = promisify(execFile)(
      process.execPath,
      ["scripts/check-content.ts", "--config", "tests/support/cms-fixture/config.ts"],
      { cwd: repository, env: { ...process.env, CONTENT_ROOT: root } },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: "",
      stderr:
        "Content check: 1 problem to fix before the site can be built:\n" +
        'content/team/asha-verma.yaml: office: "cairo-3" is not an office\n',
    });
  });

  it("let the build go on when all is well, saying how much it checked", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["scripts/check-content.ts", "--config", "tests/support/cms-fixture/config.ts"],
      { cwd: repository, env: { ...process.env, CONTENT_ROOT: root } },
    );
    expect(stdout).toBe("Content check: OK, 6 entries checked.\n");
  });

  describe("of redirects", () => {
    const redirects = (...lines: [string, string][]) =>
      writeFile(
        path.join(root, "content/redirects.yaml"),
        `redirects:\n${lines.map(([from, to]) => `  - from: "${from}"\n    to: "${to}"\n`).join("")}`,
      );
    const file = "content/redirects.yaml";

    it("refuse a loop, however long", async () => {
      await redirects(["/a", "/b"], ["/b", "/a"], ["/c", "/c"]);
      expect(await problems()).toEqual([
        `${file}: redirects.0.to: "/b" redirects back to "/a": a loop, visitors never arrive`,
        `${file}: redirects.1.to: "/a" redirects back to "/b": a loop, visitors never arrive`,
        `${file}: redirects.2.to: "/c" is the old address itself: a loop`,
      ]);
      await redirects(["/a", "/b"], ["/b", "/c"], ["/c", "/a"]);
      expect(await problems()).toHaveLength(3);
      expect(await problems()).toContain(
        `${file}: redirects.2.to: "/a" redirects back to "/c": a loop, visitors never arrive`,
      );
    });

    it("refuse a chain: a redirect must lead straight to a page", async () => {
      await redirects(
        ["/old-about", "/blog/skills-gap"],
        ["/blog/skills-gap", "/blog/closing-skills-gap"],
      );
      expect(await problems()).toEqual([
        `${file}: redirects.0.to: "/blog/skills-gap" is itself redirected to "/blog/closing-skills-gap": point this redirect straight at the page`,
      ]);
    });

    it("refuse a redirect from a page the site has: it would hide the page", async () => {
      await redirects(["/about", "/contact"], ["/blog/closing-skills-gap", "/blog"]);
      expect(await problems()).toEqual([
        `${file}: redirects.0.from: "/about" is a page of this site: the redirect would hide it (remove the redirect)`,
        `${file}: redirects.1.from: "/blog/closing-skills-gap" is a page of this site: the redirect would hide it (remove the redirect)`,
      ]);
    });

    it("refuse a new address that is not a page of the site", async () => {
      await redirects(["/old", "/blog/skills-gap-2025"], ["/older", "/servces#esg"]);
      expect(await problems()).toEqual([
        `${file}: redirects.0.to: "/blog/skills-gap-2025" is not a page of this site`,
        `${file}: redirects.1.to: "/servces#esg" is not a page of this site`,
      ]);
    });

    it("refuse addresses on another site or not written as an address of this one", async () => {
      await redirects(
        ["https://example.org/blog/a", "/blog"],
        ["/a", "//example.org/about"],
        ["blog/b", "/about"],
        ["/c", "/about?utm=x"],
        ["/d#top", "/about"],
        ["/ar/e", "/ar/about"],
        ["/images/blog/f.jpg", "/about"],
        ["/g/", "/about"],
        ["/h/../about", "/about"],
        ["/old page", "/about"],
      );
      expect(await problems()).toEqual([
        `${file}: redirects.0.from: "https://example.org/blog/a" is on another site: write an address of this site, such as /blog/old-name`,
        `${file}: redirects.1.to: "//example.org/about" is on another site: write an address of this site, such as /blog/new-name`,
        `${file}: redirects.2.from: "blog/b" must start with "/" (an address of this site, such as /blog/old-name)`,
        `${file}: redirects.3.to: "/about?utm=x" has a "?…" part: write the address alone (a visitor's own "?…" is kept)`,
        `${file}: redirects.4.from: "/d#top" has a "#section", which browsers never send: write the address alone`,
        `${file}: redirects.5.from: "/ar/e" is an Arabic address: write the English one (its Arabic twin under /ar follows by itself)`,
        `${file}: redirects.5.to: "/ar/about" is an Arabic address: write the English one (its Arabic twin under /ar follows by itself)`,
        `${file}: redirects.6.from: "/images/blog/f.jpg" is the address of a file, not of a page`,
        `${file}: redirects.7.from: "/g/" is not a valid address (letters, digits, "-", "_" and "." between single "/", no space, no "/" at the end)`,
        `${file}: redirects.8.from: "/h/../about" is not a valid address (letters, digits, "-", "_" and "." between single "/", no space, no "/" at the end)`,
        `${file}: redirects.9.from: "/old page" is not a valid address (letters, digits, "-", "_" and "." between single "/", no space, no "/" at the end)`,
      ]);
    });

    it("refuse an old address redirected twice", async () => {
      await redirects(["/a", "/about"], ["/a", "/contact"]);
      expect(await problems()).toEqual([
        `${file}: redirects.1.from: "/a" is redirected twice: keep one of these redirects`,
      ]);
    });

    it("name the new address of a link to an old one", async () => {
      await edit("content/site.yaml", (t) => t.replace("to: /what-we-do#esg", "to: /services"));
      expect(await problems()).toEqual([
        'content/site.yaml: primaryLink.to: "/services" has moved to "/what-we-do#esg" (link to the new address)',
      ]);
    });

    it("ask for both addresses", async () => {
      await writeFile(path.join(root, file), "redirects:\n  - from: /a\n    to: ''\n");
      expect(await problems()).toEqual([`${file}: redirects.0.to: New address must not be empty`]);
    });
  });

  it("pass the repository's own content", async () => {
    expect((await checkContent(repository, contentConfig)).problems).toEqual([]);
  });
});

describe("content checks of the files themselves", () => {
  it("refuse a symbolic link anywhere under content/, naming it", async () => {
    await symlink("../../../scripts/check-content.ts", path.join(root, "content/team/run.yaml"));
    expect(await problems()).toEqual([
      "content/team/run.yaml: is a symbolic link: content/ holds files only, never links (replace it with the file itself)",
    ]);
  });

  it("refuse a text over 1 MB, naming the file and the limit", async () => {
    await edit("content/team/asha-verma.yaml", (t) => `${t}# ${"x".repeat(1024 * 1024)}\n`);
    expect(await problems()).toEqual([
      "content/team/asha-verma.yaml: the file is 1.0 MB, more than the 1 MB a text may be: split it, or move long tables and lists out of it",
    ]);
  });
});
