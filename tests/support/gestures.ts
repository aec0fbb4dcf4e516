import type { Locator, Page } from "@playwright/test";

export async function swipe(page: Page, target: Locator, from: number, to: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} has no box to swipe across`);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to, y, { steps: 5 });
  await page.mouse.up();
}
