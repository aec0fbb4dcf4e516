// Pointer gestures for the browser tests.
import type { Locator, Page } from "@playwright/test";

/**
 * A horizontal drag with the mouse across an element, as a swipe: from and to are fractions of
 * its width (0.7 to 0.3 swipes to the left), at half its height.
 */
export async function swipe(page: Page, target: Locator, from: number, to: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} has no box to swipe across`);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to, y, { steps: 5 });
  await page.mouse.up();
}
