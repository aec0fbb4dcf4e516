import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onePagePdf } from "../../../tests/support/pdf.ts";
import { originalFileProblems, pictureProblems } from "../picture-rules.ts";
import { picturesStep, reducePicture } from "./pictures.ts";
import { prepareSave } from "./save.ts";
import type { Save } from "./step.ts";
import { uploadProblem, uploadsStep } from "./uploads.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "save-pictures-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const options = () => ({ root, maxUploadBytes: 40 * 1024 * 1024 });
const uploadAndPictures = [uploadsStep, picturesStep];

/** Random pixels: the hardest thing to compress, so the largest file a size can make. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

/** A PDF of one empty page, as a document program writes it. */
const pdf = Buffer.from(onePagePdf);

function postWithCover(src: string): Save["additions"][number] {
  return {
    path: "content/posts/a-post.mdoc",
    contents: Buffer.from(
      `---\ntitle: A post\ncover:\n  src: ${src}\n  alt:\n    en: A view\n    ar: منظر\n---\nText.\n`,
    ),
  };
}

describe("a photograph straight from a camera", { timeout: 60_000 }, () => {
  let photo: Buffer;
  beforeAll(async () => {
    // 6000 × 4000 of fine grain, marked with where it was taken.
    photo = await noise(6000, 4000)
      .jpeg({ quality: 95 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
      .toBuffer();
  }, 60_000);

  it("is saved reduced to the largest size the layout shows, without its metadata", async () => {
    expect(photo.byteLength).toBeGreaterThan(20 * 1024 * 1024);
    const before = await sharp(photo).metadata();
    expect(before.exif?.byteLength).toBeGreaterThan(0);

    const src = "/images/blog/a-post/cover/src.jpg";
    const save = {
      additions: [postWithCover(src), { path: `content${src}`, contents: photo }],
      deletions: [],
    };
    const result = await prepareSave(save, options(), uploadAndPictures);
    expect(result.problems).toEqual([]);
    const saved = result.save.additions[1]!.contents;
    const after = await sharp(saved).metadata();
    // The blog's largest copy is 1200 × 675: the photograph's shape, just covering it.
    expect([after.width, after.height]).toEqual([1200, 800]);
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(saved.byteLength).toBeLessThan(600 * 1024);
  });

  it("is turned upright as its camera marked it", async () => {
    // Red on the left, blue on the right, as the sensor saw it; the camera was held turned a
    // quarter to the right, so upright the red is on top.
    const halves = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: "#0000ff" },
    })
      .composite([
        {
          input: { create: { width: 1500, height: 2000, channels: 3, background: "#ff0000" } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const saved = await reducePicture(halves, "blog");
    const after = await sharp(saved).metadata();
    expect([after.width, after.height]).toEqual([1200, 1800]);
    expect(after.orientation).toBeUndefined();
    const { data } = await sharp(saved)
      .extract({ left: 600, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(50);
  });

  it("keeps a picture already small and unmarked as it was", async () => {
    const small = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#185c8c" },
    })
      .png()
      .toBuffer();
    expect((await reducePicture(small, "blog")).equals(small)).toBe(true);
  });
});

describe("what a refusal tells a person to do", () => {
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
    randomBytes(64),
  ]);
  it.each([
    [
      "an iPhone photo (HEIC)",
      "photo.heic",
      heic,
      /HEIC\) are not accepted: send it from the iPhone as a JPEG/,
    ],
    ["an iPhone photo named .jpg", "photo.jpg", heic, /HEIC\) are not accepted/],
  ])("%s: how to make it a JPEG", async (_name, file, contents, message) => {
    expect(
      await uploadProblem(`content/images/blog/a/${file}`, contents, 40 * 1024 * 1024),
    ).toMatch(message);
  });

  it("a JPEG over the size: make it smaller, not 'save it as a JPEG'", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024);
    const jpeg = await uploadProblem("content/images/a/photo.jpg", big, 1024 * 1024);
    expect(jpeg).toMatch(/^The file is 2 MB, more than the 1 MB the editor takes: make it smaller/);
    expect(jpeg).not.toContain("save it as a JPEG");
    expect(await uploadProblem("content/images/a/scan.png", big, 1024 * 1024)).toMatch(
      /: save it as a JPEG, in which any photograph is smaller$/,
    );
  });
});

describe("files that are not pictures", () => {
  it.each([
    ["a PDF", "src.pdf", pdf, /This is a PDF document, not a picture/],
    ["a PDF named .png", "src.png", pdf, /This is a PDF document, not a picture/],
    [
      "an SVG with a script",
      "src.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      /SVG drawings are not accepted/,
    ],
    [
      "an SVG with a script named .png",
      "src.png",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      /SVG drawings are not accepted/,
    ],
  ])("refuses %s, naming the entry and field", async (_name, file, contents, message) => {
    const src = `/images/blog/a-post/cover/${file}`;
    const result = await prepareSave(
      { additions: [postWithCover(src), { path: `content${src}`, contents }], deletions: [] },
      options(),
      uploadAndPictures,
    );
    expect(result.problems).toEqual([
      { file: "content/posts/a-post.mdoc", field: "Cover picture", message: expect.any(String) },
    ]);
    expect(result.problems[0]!.message).toMatch(message);
  });
});

describe("the build's rules, at Save", { timeout: 60_000 }, () => {
  it("refuses a picture too detailed for the size budget, with advice that is not a smaller file", async () => {
    // Already the banner's size, so nothing to reduce: its copies stay over 200 KB.
    const src = "/images/banner/first/picture/src.png";
    const grain = await noise(1920, 800).png().toBuffer();
    const slide = {
      path: "content/banner-slides/first.yaml",
      contents: Buffer.from(
        `name: First\npicture:\n  src: ${src}\n  alt:\n    en: Grain\n    ar: حبيبات\n`,
      ),
    };
    const result = await prepareSave(
      { additions: [slide, { path: `content${src}`, contents: grain }], deletions: [] },
      options(),
      uploadAndPictures,
    );
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({
      file: "content/banner-slides/first.yaml",
      field: "Background picture",
    });
    expect(result.problems[0]!.message).toMatch(
      /^The picture has too much fine detail to show in 200 KB at 1920 × 800 pixels.*A smaller file will not help/,
    );
  });

  it("refuses a picture smaller than the smallest copy", async () => {
    const tiny = await sharp({
      create: { width: 100, height: 80, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    expect(await pictureProblems(tiny, "blog", undefined)).toEqual([
      "is 100 × 80 pixels, too small (at least 400 × 225; 1200 × 675 looks sharp everywhere)",
    ]);
  });

  it("passes a plain picture of the right size", async () => {
    const plain = await sharp({
      create: { width: 1200, height: 675, channels: 3, background: "#185c8c" },
    })
      .jpeg()
      .toBuffer();
    expect(await pictureProblems(plain, "blog", undefined)).toEqual([]);
  });
});

describe("the same rules for the content check", () => {
  it("reads an original from its file and finds its group by its path", async () => {
    const file = join(root, "content/images/blog/a-post/cover/src.png");
    await mkdir(join(file, ".."), { recursive: true });
    await writeFile(
      file,
      await sharp({ create: { width: 100, height: 80, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    expect(await originalFileProblems(file)).toEqual([
      "is 100 × 80 pixels, too small (at least 400 × 225; 1200 × 675 looks sharp everywhere)",
    ]);
  });
});
