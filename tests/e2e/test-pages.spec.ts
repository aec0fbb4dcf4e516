import { paths } from "../../common/paths.ts";
import { testPages } from "../support/content.ts";
import { expect, test } from "./fixtures.ts";

for (const path of [paths.testPreloader, paths.testCarousel]) {
  test(`${path} asks search engines not to index it`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
}

test("the preloader test button shows the preloader again, and it goes away", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(paths.testPreloader);
  const preloader = page.locator("#preloader");
  await expect(preloader).toBeHidden({ timeout: 5000 });

  await page.getByRole("button", { name: testPages.preloader.showButton }).click();
  await expect(preloader).toBeVisible();
  await expect(preloader).toBeHidden({ timeout: 5000 });

  // Once more, and P sends it away at once.
  await page.getByRole("button", { name: testPages.preloader.showButton }).click();
  await expect(preloader).toBeVisible();
  await page.keyboard.press("p");
  await expect(preloader).toBeHidden({ timeout: 500 });
  expect(consoleErrors).toEqual([]);
});

test("the carousel test page shows all five carousels with their settings", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(paths.testCarousel);
  const { carousel } = testPages;
  const names = [
    carousel.banner,
    carousel.services,
    carousel.testimonials,
    carousel.projects,
    carousel.sponsors,
  ];
  expect(names).toHaveLength(5);
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(5);
  for (const name of names) {
    const carousel = page.getByRole("region", { name });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.getByRole("group").first()).toBeVisible();
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole("definition").filter({ hasText: "7000 ms" })).toHaveCount(1);
  await expect(page.getByRole("definition").filter({ hasText: "30px" })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});
