// Pictures and the entries that use them, on the worker's shared back office
// (tests/support/back-office-fixture.ts): the delete refused leaves Bangalore as it was; the cover
// photograph is saved on the post closing-skills-gap, whose cover the refusals spec only compares
// before and after its own refused saves.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "../support/back-office-fixture.ts";
import { run, signInToBackOffice } from "../support/back-office-servers.ts";

let photoDir: string;

test.beforeAll(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), "photo-"));
});

test.afterAll(async () => {
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

test.beforeEach(async ({ office, enrolled, page }) => {
  test.setTimeout(180_000);
  const person = await enrolled("editor");
  await signInToBackOffice(page, office.origin, person.email, person.password);
});

test("deleting an office a team member works in is refused, naming her", async ({
  office,
  page,
}) => {
  test.setTimeout(180_000);
  // Meera Nair works in Bangalore (content/team/meera-nair.yaml).
  const git = office.git;
  const head = await git("rev-parse", "HEAD");
  await page.goto(`${office.origin}/keystatic/collection/offices/item/bangalore`);
  await expect(page.getByRole("textbox", { name: "File name", exact: true })).toHaveValue(
    "bangalore",
    { timeout: 60_000 },
  );
  await page.getByRole("button", { name: "Delete entry…" }).click();
  const refused = page.waitForResponse((response) =>
    response.url().endsWith("/api/keystatic/update"),
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete" }).click();
  expect((await refused).status()).toBe(400);
  await expect(
    page
      .getByText(/Bangalore \(Offices and places\) cannot be deleted: Meera Nair \(Team\)/)
      .first(),
  ).toBeVisible();
  expect(await git("rev-parse", "HEAD")).toBe(head);
  expect(await git("status", "--porcelain", "--", "content")).toBe("");
});

test("a 6000 × 4000 photograph chosen as a cover is saved reduced", async ({ office, page }) => {
  // Reducing and measuring the picture takes seconds; many more on a busy machine.
  test.setTimeout(600_000);
  // Fine grain at the size of a camera's picture: about 24 MB as a high-quality JPEG.
  const pixels = randomBytes(6000 * 4000 * 3);
  const photo = path.join(photoDir, "IMG_4031.jpg");
  await writeFile(
    photo,
    await sharp(pixels, { raw: { width: 6000, height: 4000, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer(),
  );

  const slug = "closing-skills-gap";
  await page.goto(`${office.origin}/keystatic/collection/posts/item/${slug}`);
  await expect(page.getByRole("textbox", { name: "File name", exact: true })).toHaveValue(slug, {
    timeout: 60_000,
  });
  const cover = page.getByRole("group", { name: "Cover picture", exact: true });
  const chooser = page.waitForEvent("filechooser");
  await cover.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(photo);
  // The editor reads the chosen file before it counts as a change: a Save pressed sooner saves
  // nothing. Its preview showing the photograph (6000 pixels wide, where the old cover is 1200) is
  // the sign that it has.
  await expect
    .poll(
      () =>
        cover
          .locator("img")
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      {
        message: "the chosen photograph in the cover's preview",
        timeout: 120_000,
      },
    )
    .toBe(6000);

  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/keystatic/update"),
    { timeout: 450_000 },
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBe(200);

  const file = `content/images/blog/${slug}/cover/src.jpg`;
  const { stdout } = await run("git", ["-C", office.workspace, "show", `HEAD:${file}`], {
    encoding: "buffer",
    maxBuffer: 64 * 1024 * 1024,
  });
  const committed = Buffer.from(stdout);
  const { width, height } = await sharp(committed).metadata();
  expect([width, height]).toEqual([1200, 800]);
  expect(committed.byteLength).toBeLessThan(600 * 1024);
  expect(
    await office.git("show", "--format=", "HEAD", "--", `content/posts/${slug}.mdoc`),
  ).toContain(`/images/blog/${slug}/cover/src.jpg`);
});
