// @vitest-environment node
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import fixtureConfig from "../../../tests/support/cms-fixture/config.ts";
import { plainTextReason } from "../check/plain-text.ts";
import { checkContent } from "../check.ts";
import { checkSave } from "./checks.ts";
import { picturesStep } from "./pictures.ts";
import { prepareSave } from "./save.ts";
import type { SaveStep } from "./step.ts";
import { uploadsStep } from "./uploads.ts";

const fixture = path.join(import.meta.dirname, "../../../tests/support/cms-fixture/tree");
const now = new Date("2026-01-01T00:00:00Z");
const team = "content/team/asha-verma.yaml";
const post = "content/posts/closing-skills-gap.mdoc";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "save-checks-"));
  await cp(fixture, root, { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const read = (file: string) => readFile(path.join(root, file), "utf8");

async function saveOf(file: string, change: (text: string) => string) {
  const before = await read(file);
  const after = change(before);
  if (after === before) throw new Error(`The edit of ${file} changed nothing`);
  return { additions: [{ path: file, contents: Buffer.from(after) }], deletions: [] };
}

describe("the build's checks at Save", () => {
  it.each([
    [
      "a link to a page the site does not have",
      post,
      (t: string) => t.replace("to: /what-we-do\n", "to: /abuot\n"),
      "Further reading › 1 › Goes to",
      '"/abuot" is not a page of this site',
    ],
    [
      "a text without its Arabic",
      team,
      (t: string) => t.replace('ar: "شريكة إدارية"', 'ar: ""'),
      "Role › Arabic",
      "no Arabic text",
    ],
    [
      "HTML in a plain-text box",
      team,
      (t: string) => t.replace("en: Managing Partner", "en: Managing <b>Partner</b>"),
      "Role › English",
      plainTextReason,
    ],
    [
      "a reference to an entry that does not exist",
      team,
      (t: string) => t.replace("office: cairo", "office: cairo-3"),
      "Office",
      '"cairo-3" is not an office',
    ],
    [
      "a date not in the calendar",
      post,
      (t: string) => t.replace("date: 2025-03-14", "date: 2025-02-30"),
      "Published on",
      '"2025-02-30" is not a date in the calendar (write it as year-month-day, e.g. 2025-03-14)',
    ],
    [
      "a placeholder the message cannot fill in",
      "content/site.yaml",
      (t: string) => t.replace("Welcome, {name}", "Welcome, {nmae}"),
      "Welcome › English",
      '"{nmae}" is not something this text can show (it can use {name})',
    ],
    [
      "a picture whose file does not exist",
      team,
      (t: string) => t.replace("picture/src.svg", "picture/gone.svg"),
      "Portrait › Picture",
      '"/images/team/asha-verma/picture/gone.svg" does not exist (no file content/images/team/asha-verma/picture/gone.svg)',
    ],
  ])(
    "refuses %s, as the build does, writing nothing",
    async (_name, file, change, label, reason) => {
      const save = await saveOf(file, change);
      const before = await read(file);

      const atSave = await checkSave(save, root, fixtureConfig, { now });
      expect(atSave.problems).toEqual([{ file, field: label, message: reason }]);
      expect(await read(file)).toBe(before);

      await writeFile(path.join(root, file), save.additions[0]!.contents);
      const atBuild = await checkContent(root, fixtureConfig, { now });
      expect(atBuild.problems).toHaveLength(1);
      expect(atBuild.problems[0]).toMatch(new RegExp(`^${file}: [\\w.]+: `));
      expect(atBuild.problems[0]!.endsWith(`: ${reason}`)).toBe(true);
    },
  );

  it("passes a good save", async () => {
    const save = await saveOf(team, (t) => t.replace("en: Managing Partner", "en: Partner"));
    expect((await checkSave(save, root, fixtureConfig, { now })).problems).toEqual([]);
  });

  it("checks a new entry whole, and its article beside it", async () => {
    const text = (await read(post)).replace("author: asha-verma", "author: nobody");
    const save = {
      additions: [
        { path: "content/posts/new-post.mdoc", contents: Buffer.from(text) },
        { path: "content/posts/new-post/bodyAr.mdoc", contents: Buffer.from("") },
      ],
      deletions: [],
    };
    expect((await checkSave(save, root, fixtureConfig, { now })).problems).toEqual([
      {
        file: "content/posts/new-post.mdoc",
        field: "Author",
        message: '"nobody" is not a team member',
      },
      {
        file: "content/posts/new-post.mdoc",
        field: "Arabic text",
        message: 'no Arabic text (write it, or tick "English only" if the entry has none)',
      },
    ]);
  });

  it("lets a field already wrong before the save stay so while another is edited", async () => {
    await writeFile(
      path.join(root, team),
      (await read(team)).replace("office: cairo", "office: cairo-3"),
    );
    const save = await saveOf(team, (t) => t.replace("en: Managing Partner", "en: Partner"));
    expect((await checkSave(save, root, fixtureConfig, { now })).problems).toEqual([]);
  });

  it("writes nothing outside its copy of content/, whatever the paths", async () => {
    const outside = path.join(root, "outside.txt");
    await writeFile(outside, "kept\n");
    await symlink(root, path.join(root, "content/offices/out"), "dir");
    const save = {
      additions: [
        { path: "content/../outside.txt", contents: Buffer.from("changed\n") },
        { path: "content/offices/out/outside.txt", contents: Buffer.from("changed\n") },
      ],
      deletions: [
        { path: "../outside.txt" },
        { path: "content/../../outside.txt" },
        { path: "content/offices/out/outside.txt" },
      ],
    };
    await checkSave(save, root, fixtureConfig, { now });
    expect(await readFile(outside, "utf8")).toBe("kept\n");
  });

  it("leaves a save of no entry alone (a picture alone, a file of no list)", async () => {
    await writeFile(
      path.join(root, team),
      (await read(team)).replace("office: cairo", "office: cairo-3"),
    );
    const save = {
      additions: [{ path: "content/notes/a.yaml", contents: Buffer.from("title: <b>x</b>\n") }],
      deletions: [],
    };
    expect((await checkSave(save, root, fixtureConfig, { now })).problems).toEqual([]);
    const entry = await saveOf(team, (t) => t.replace("en: Managing Partner", "en: <i>x</i>"));
    expect((await checkSave(entry, root, fixtureConfig, { now })).problems).toHaveLength(1);
  });

  it("checks only the entries the save touches", async () => {
    await writeFile(
      path.join(root, team),
      (await read(team)).replace("office: cairo", "office: cairo-3"),
    );
    const save = await saveOf("content/offices/dubai.yaml", (t) =>
      t.replace("order: 2", "order: 3"),
    );
    expect((await checkSave(save, root, fixtureConfig, { now })).problems).toEqual([]);
  });

  describe("a picture", { timeout: 60_000 }, () => {
    const src = "/images/team/asha-verma/picture/src.png";
    /** A save's steps for pictures, then the build's checks with the fixture's model. */
    const steps: SaveStep[] = [
      uploadsStep,
      picturesStep,
      (save, context) => checkSave(save, context.root, fixtureConfig, { now }),
    ];
    const tooSmall = () =>
      sharp({ create: { width: 100, height: 100, channels: 3, background: "#888" } })
        .png()
        .toBuffer();
    /** A PDF renamed .png: a document, whatever its name says. */
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    );

    it.each([
      [
        "too small to look sharp",
        tooSmall,
        "The picture is 100 × 100 pixels, too small (at least 200 × 200; 600 × 600 looks sharp everywhere)",
        "is 100 × 100 pixels, too small (at least 200 × 200; 600 × 600 looks sharp everywhere)",
      ],
      [
        "that is no picture (a PDF named .png)",
        async () => pdf,
        "This is a PDF document, not a picture: upload a JPEG, PNG or WebP picture",
        "cannot be read (upload it again as JPEG, PNG or WebP)",
      ],
    ])(
      "%s is refused at Save and by the build, writing nothing",
      async (_name, contents, atSaveWords, atBuildWords) => {
        const entry = await saveOf(team, (t) => t.replace("picture/src.svg", "picture/src.png"));
        const picture = { path: `content${src}`, contents: await contents() };
        const save = { additions: [...entry.additions, picture], deletions: [] };
        const before = await read(team);

        const atSave = await prepareSave(save, { root, maxUploadBytes: 40 * 1024 * 1024 }, steps);
        expect(atSave.problems.map((problem) => problem.message)).toEqual([atSaveWords]);
        expect(await read(team)).toBe(before);

        await writeFile(path.join(root, team), entry.additions[0]!.contents);
        await writeFile(path.join(root, `content${src}`), picture.contents);
        const atBuild = await checkContent(root, fixtureConfig, { now });
        expect(atBuild.problems).toEqual([`${team}: picture.src: "${src}": ${atBuildWords}`]);
      },
    );

    it("too small is refused by the build's own check at Save too, beside its field", async () => {
      const entry = await saveOf(team, (t) => t.replace("picture/src.svg", "picture/src.png"));
      const save = {
        additions: [...entry.additions, { path: `content${src}`, contents: await tooSmall() }],
        deletions: [],
      };
      expect((await checkSave(save, root, fixtureConfig, { now })).problems).toEqual([
        {
          file: team,
          field: "Portrait › Picture",
          message: `"${src}": is 100 × 100 pixels, too small (at least 200 × 200; 600 × 600 looks sharp everywhere)`,
        },
      ]);
    });
  });
});
