import type { Locator, Page } from "@playwright/test";
import { paths } from "../../common/paths.ts";
import { galleryImages, t } from "../support/content.ts";
import { swipe } from "../support/gestures.ts";
import { expect, type OpenPage, test } from "./fixtures.ts";

const third = galleryImages[2]!;
const position = (current: number) =>
  t("lightbox.position", { current, total: galleryImages.length });
const fourth = galleryImages[3]!;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Two frames after the wheel reached the page a scroll has begun or never will. */
async function scrollDown(page: Page) {
  const before = await scrollY(page);
  // Over the middle of the page: a wheel outside the viewport reaches no element.
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.evaluate(() => {
    const settled = new Promise<void>((done) => {
      let scrolling = false;
      addEventListener("scroll", () => (scrolling = true), { once: true });
      addEventListener("scrollend", () => done(), { once: true });
      const twoFrames = () =>
        requestAnimationFrame(() => requestAnimationFrame(() => scrolling || done()));
      addEventListener("wheel", twoFrames, { once: true, capture: true });
    });
    Object.assign(window, { scrollSettled: settled });
  });
  await page.mouse.wheel(0, 200);
  await page.evaluate(() => (window as unknown as { scrollSettled: Promise<void> }).scrollSettled);
  return { before, after: await scrollY(page) };
}

async function openThird(page: Page, openPage: OpenPage) {
  await openPage(paths.gallery);
  const thumbnail = page.getByRole("button", { name: third.alt });
  await thumbnail.scrollIntoViewIfNeeded();
  const scrolledTo = await scrollY(page);
  await thumbnail.click();
  const dialog = page.getByRole("dialog", { name: "Image viewer" });
  await expect(dialog).toBeVisible();
  return { thumbnail, dialog, scrolledTo };
}

async function expectShowing(dialog: Locator, alt: string, position: string) {
  await expect(dialog.getByRole("img")).toHaveAttribute("alt", alt);
  await expect(dialog.getByText(position, { exact: true })).toBeVisible();
}

async function expectClosedAndRestored(page: Page, dialog: Locator, thumbnail: Locator, y: number) {
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
  expect(await scrollY(page)).toBe(y);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    "hidden",
  );
  const { before, after } = await scrollDown(page);
  expect(after).toBeGreaterThan(before);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("opens the clicked image with its caption and position, and locks the page's scroll", async ({
      page,
      openPage,
    }) => {
      const { dialog, scrolledTo } = await openThird(page, openPage);
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expectShowing(dialog, third.alt, position(3));
      await expect(dialog.getByText(third.caption!, { exact: true })).toBeVisible();

      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        "hidden",
      );
      const { before, after } = await scrollDown(page);
      expect(before).toBe(scrolledTo);
      expect(after).toBe(before);
    });

    test("closes on the Close button, restoring scroll and focus", async ({ page, openPage }) => {
      const { thumbnail, dialog, scrolledTo } = await openThird(page, openPage);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expectClosedAndRestored(page, dialog, thumbnail, scrolledTo);
    });

    test("closes on Escape, restoring scroll and focus", async ({ page, openPage }) => {
      const { thumbnail, dialog, scrolledTo } = await openThird(page, openPage);
      await page.keyboard.press("Escape");
      await expectClosedAndRestored(page, dialog, thumbnail, scrolledTo);
    });

    test("closes on a click on the backdrop, not on the image, restoring scroll and focus", async ({
      page,
      openPage,
    }) => {
      const { thumbnail, dialog, scrolledTo } = await openThird(page, openPage);
      await dialog.getByRole("img").click();
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      // The dark backdrop above the dialog's box.
      await page.mouse.click(box.x + box.width / 2, Math.max(2, box.y / 2));
      expect(box.y).toBeGreaterThan(4);
      await expectClosedAndRestored(page, dialog, thumbnail, scrolledTo);
    });
  });
}

test.describe("moving between images", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Next and Previous buttons and the arrow keys move through the images, wrapping", async ({
    page,
    openPage,
  }) => {
    const { dialog } = await openThird(page, openPage);
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expectShowing(dialog, fourth.alt, position(4));
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expectShowing(dialog, third.alt, position(3));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectShowing(dialog, galleryImages.at(-1)!.alt, position(galleryImages.length));
    await page.keyboard.press("ArrowRight");
    await expectShowing(dialog, galleryImages[0]!.alt, position(1));
  });

  test("a horizontal drag (swipe) moves to the next or previous image", async ({
    page,
    openPage,
  }) => {
    const { dialog } = await openThird(page, openPage);
    await swipe(page, dialog.getByRole("img"), 0.7, 0.3);
    await expectShowing(dialog, fourth.alt, position(4));
    await swipe(page, dialog.getByRole("img"), 0.3, 0.7);
    await expectShowing(dialog, third.alt, position(3));
  });

  test("closing after moving returns focus to the thumbnail of the image last shown", async ({
    page,
    openPage,
  }) => {
    const { dialog } = await openThird(page, openPage);
    await page.keyboard.press("ArrowRight");
    await expectShowing(dialog, fourth.alt, position(4));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: fourth.alt })).toBeFocused();
  });
});
