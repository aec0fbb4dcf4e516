// One design across the page kinds (docs/product.md, "One design"): one section heading, one card
// per thing wherever it appears, no row that strands one card, and News & Blogs' first item on a
// phone's first screen. Read on a fresh load without script: the design is the pre-rendered page's.
import type { Locator, Page } from "@playwright/test";
import { loadCaseStudyList } from "../../app/cms/case-studies.server.ts";
import { type Language, localizedPath } from "../../common/i18n.ts";
import { expect, test } from "./fixtures.ts";

const languages = ["en", "ar"] as const satisfies readonly Language[];
const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };

// One page of each kind that has titled sections below its header.
const pageKinds = [
  "/impact",
  "/impact/knitwear-productivity",
  "/industries/textile-apparel",
  "/industries/mining",
  "/what-we-do/esg-sustainability",
  "/people/asha-verma",
  "/offices/dhaka",
  "/news-blogs/topic/esg",
];

test.use({ javaScriptEnabled: false });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Each section heading's size and colour in `main`: not the filters' group names, not the call to action's. */
function sectionHeadingStyles(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main h2")]
      .filter((heading) => !heading.closest("nav, .call-to-action, details"))
      .map((heading) => {
        const style = getComputedStyle(heading);
        return `${heading.textContent}: ${style.fontSize} ${style.color}`;
      }),
  );
}

for (const language of languages) {
  test.describe(`${language}`, () => {
    test("every page kind draws its section headings in one style", async ({ page }) => {
      await page.setViewportSize(desktop);
      const styles = new Set<string>();
      const seen: string[] = [];
      for (const path of pageKinds) {
        await page.goto(localizedPath(path, language));
        const headings = await sectionHeadingStyles(page);
        expect(headings.length, `${path} has section headings`).toBeGreaterThan(0);
        for (const heading of headings) {
          seen.push(`${path} ${heading}`);
          styles.add(heading.slice(heading.lastIndexOf(": ") + 2));
        }
      }
      expect([...styles], seen.join("\n")).toHaveLength(1);
    });

    test("a case study's card is the same on the Impact page, an industry's page and a service's", async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      const [study] = (await loadCaseStudyList(language)).filter(
        (candidate) =>
          candidate.industry.id === "textile-apparel" &&
          candidate.services.some((service) => service.id === "esg-sustainability"),
      );
      if (!study) throw new Error("no case study of Textile and Apparel and ESG to compare");
      const shapes: string[] = [];
      for (const path of [
        "/impact",
        "/industries/textile-apparel",
        "/what-we-do/esg-sustainability",
      ]) {
        await page.goto(localizedPath(path, language));
        const card = page
          .getByRole("article")
          .filter({ has: page.getByRole("link", { name: study.title, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.getByRole("img", { name: study.cover.alt })).toBeVisible();
        const [figure] = study.figures;
        await expect(card).toContainText(figure?.label ?? "");
        shapes.push(await card.evaluate((element) => element.className));
      }
      expect(new Set(shapes).size).toBe(1);
    });

    test("no row strands one card: a last card alone spans its row", async ({ page }) => {
      await page.setViewportSize(desktop);
      // Three case studies in rows of two.
      await page.goto(localizedPath("/industries/textile-apparel", language));
      const studies = page.locator("article.case-study");
      await expect(studies).toHaveCount(3);
      const [first, second, last] = [
        await box(studies.nth(0)),
        await box(studies.nth(1)),
        await box(studies.nth(2)),
      ];
      expect(Math.abs(first.y - second.y)).toBeLessThan(1);
      expect(last.width).toBeGreaterThan(first.width + second.width);
      // One person: one line, as wide as the section, portrait beside the name.
      await page.goto(localizedPath("/what-we-do/esg-sustainability", language));
      const person = page.locator(".team-card");
      await expect(person).toHaveCount(1);
      const portrait = await box(person.getByRole("img"));
      const name = await box(person.getByRole("heading", { level: 3 }));
      expect(Math.abs(portrait.y + portrait.height / 2 - (name.y + name.height / 2))).toBeLessThan(
        portrait.height / 2,
      );
      // Nine figures two to a row on a phone: the ninth takes the row.
      await page.setViewportSize(phone);
      await page.goto(localizedPath("/impact", language));
      const figures = page.locator(".impact-figures__item");
      await expect(figures).toHaveCount(9);
      expect((await box(figures.nth(8))).width).toBeGreaterThan(
        (await box(figures.nth(0))).width * 1.8,
      );
    });

    test("an industry that gathers nothing offers the service areas and a way to ask", async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      await page.goto(localizedPath("/industries/mining", language));
      const main = page.getByRole("main");
      const services = main.getByRole("region").filter({
        has: page.getByRole("link", { name: /ESG|الاستدامة/ }),
      });
      await expect(services.getByRole("listitem")).toHaveCount(7);
      await expect(main.getByRole("link").last()).toHaveAttribute(
        "href",
        localizedPath("/contact", language),
      );
    });

    test("News & Blogs: the first item is on a phone's first screen", async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(localizedPath("/news-blogs", language));
      // The first item's card: under the header and the filters, which a phone folds away.
      const first = page.getByRole("main").getByRole("article").first();
      const { y } = await box(first);
      expect(y).toBeLessThan(phone.height);
    });
  });
}
