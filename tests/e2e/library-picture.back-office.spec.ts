// Reusing a picture (docs/editing.md, "Use a picture already saved"): an editor opens a team
// member, presses "Choose from media library" under the portrait, picks another member's portrait
// by its file name with the keyboard and saves; the member's own folder then holds a copy with the
// very bytes of that picture, and the other member's file is as it was. Runs on the worker's shared
// back office (tests/support/back-office-fixture.ts): it gives Rahim Chowdhury a photograph of a
// portrait and copies it to Daniel Okafor, two members no other spec reads.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

const source = "rahim-chowdhury";
const member = "daniel-okafor";
const sourcePicture = `team/${source}/portrait/src.png`;
const memberPicture = `team/${member}/portrait/src.png`;

/**
 * A 600 × 600 portrait (the size the team's pictures are shown at: a save keeps it as it is) in
 * PNG, a format a save takes: the site's own portraits are SVG drawings, which it does not.
 */
async function photograph(): Promise<Buffer> {
  const size = 600;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const at = (y * size + x) * 3;
      pixels[at] = Math.round((x / size) * 200);
      pixels[at + 1] = 90;
      pixels[at + 2] = Math.round((y / size) * 200);
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

test("a portrait chosen from the media library is saved as a copy in the entry's own folder", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(300_000);
  const inWorkspace = (file: string) => path.join(office.workspace, file);
  const picture = await photograph();

  await test.step("another member's portrait is a photograph, saved", async () => {
    const entry = `content/team/${source}.yaml`;
    const text = await readFile(inWorkspace(entry), "utf8");
    const drawing = `content/images/team/${source}/portrait/src.svg`;
    await rm(inWorkspace(drawing));
    await writeFile(inWorkspace(`content/images/${sourcePicture}`), picture);
    await writeFile(
      inWorkspace(entry),
      text.replace(`/images/team/${source}/portrait/src.svg`, `/images/${sourcePicture}`),
    );
    await office.git("add", "--all", "--", entry, `content/images/team/${source}`);
    await office.git(
      ...["-c", "user.name=E", "-c", "user.email=e@example.test"],
      ...["commit", "-qm", `Content: ${entry}`],
    );
  });

  const person = await enrolled("editor");
  await signInToBackOffice(page, office.origin, person.email, person.password);
  await page.goto(`${office.origin}/keystatic/collection/team/item/${member}`);
  const portrait = page.getByRole("group", { name: "Portrait", exact: true });
  const dialog = page.getByRole("dialog", { name: "Choose from media library" });
  const choice = dialog.getByRole("button", { name: sourcePicture, exact: true });

  await test.step("the library lists the pictures a field takes, each by its file name and where it is used", async () => {
    await portrait
      .getByRole("button", { name: "Choose from media library" })
      .click({ timeout: 60_000 });
    await expect(choice).toBeVisible({ timeout: 30_000 });
    await expect(choice).toHaveAccessibleDescription(
      "600 × 600 pixels. Used in Team 'Rahim Chowdhury'.",
    );
    // The drawings the save would refuse are not offered, and the dialog says so.
    await expect(
      dialog.getByRole("button", { name: `team/${member}/portrait/src.svg` }),
    ).toHaveCount(0);
    await expect(dialog).toContainText(/Not shown: \d+ files in a format a picture field/);
    const axe = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  await test.step("chosen with the keyboard, it fills the field as an upload would", async () => {
    await choice.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    // The field's preview draws the chosen photograph: its colour halfway across and down, where
    // the drawing before it is gold.
    await expect
      .poll(
        () =>
          portrait
            .locator("img")
            .first()
            .evaluate((img: HTMLImageElement) => {
              const canvas = document.createElement("canvas");
              canvas.width = img.naturalWidth;
              canvas.height = img.naturalHeight;
              const context = canvas.getContext("2d")!;
              context.drawImage(img, 0, 0);
              return Array.from(context.getImageData(300, 300, 1, 1).data);
            }),
        { message: "the chosen picture in the portrait's preview", timeout: 30_000 },
      )
      .toEqual([100, 90, 100, 255]);
  });

  await test.step("saved, the entry's own folder holds a copy; the other member's file is unchanged", async () => {
    const saved = page.waitForResponse((response) =>
      response.url().endsWith("/api/keystatic/update"),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(await readFile(inWorkspace(`content/images/${memberPicture}`))).toEqual(picture);
    expect(await readFile(inWorkspace(`content/images/${sourcePicture}`))).toEqual(picture);
    expect(await readFile(inWorkspace(`content/team/${member}.yaml`), "utf8")).toContain(
      `src: /images/${memberPicture}\n`,
    );
    // The save committed the copy and changed nothing of the other member.
    expect(await office.git("status", "--porcelain", "--", "content")).toBe("");
    const changed = await office.git("show", "--name-only", "--format=", "HEAD");
    expect(changed).toContain(`content/images/${memberPicture}`);
    expect(changed).not.toContain(source);
  });
});

test("the library says in words when its list or a picture cannot be had, and changes nothing", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(180_000);
  const person = await enrolled("editor");
  await signInToBackOffice(page, office.origin, person.email, person.password);
  await page.goto(`${office.origin}/keystatic/collection/team/item/${member}`);
  const portrait = page.getByRole("group", { name: "Portrait", exact: true });
  const open = portrait.getByRole("button", { name: "Choose from media library" });
  const dialog = page.getByRole("dialog", { name: "Choose from media library" });

  await test.step("a list the back office does not give", async () => {
    await page.route("**/api/media/pictures", (route) =>
      route.fulfill({ status: 500, json: { message: "Broken." } }),
    );
    await open.click({ timeout: 60_000 });
    await expect(dialog.getByRole("alert")).toHaveText(
      "The media library could not be loaded: the back office answered 500. Try again, or reload the page.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("a picture gone since the list was given", async () => {
    const gone = "team/nobody/portrait/src.png";
    await page.unroute("**/api/media/pictures");
    await page.route("**/api/media/pictures", (route) =>
      route.fulfill({ json: [{ name: gone, file: `/media/pictures/${gone}`, usedIn: [] }] }),
    );
    await open.click();
    await dialog.getByRole("button", { name: gone, exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      `${gone} could not be fetched: it is no longer in the library (replaced or deleted since this list was shown). Close this and open the library again.`,
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    // Nothing was put in the field: the entry has nothing to save.
    await expect(page.getByText("Unsaved", { exact: true })).toHaveCount(0);
  });
});
