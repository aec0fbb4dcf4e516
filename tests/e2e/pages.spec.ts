import type { Page } from "@playwright/test";
import { paths, personPath } from "../../common/paths.ts";
import { axeViolations } from "../support/axe.ts";
import {
  about,
  blogPosts,
  caseStudies,
  galleryImages,
  groupCompanies,
  impactFigures,
  industries,
  newsItems,
  pages,
  serviceAreas,
  teamMembers,
} from "../support/content.ts";
import { expect, type OpenPage, test } from "./fixtures.ts";

async function open(page: Page, openPage: OpenPage, path: string) {
  await openPage(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[path as "/"]!.heading);
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("page content", () => {
  test("about: group companies, the three tabs, values and a team of five", async ({
    page,
    openPage,
  }) => {
    await open(page, openPage, paths.about);
    expect(groupCompanies.length).toBeGreaterThan(0);
    for (const company of groupCompanies) {
      await expect(page.getByRole("heading", { name: company.name, level: 3 })).toBeVisible();
    }
    await expect(page.getByRole("tab")).toHaveText(["Our Mission", "Our Vision", "Our Values"]);

    const team = region(page, "Our team")
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    await expect(team).toHaveCount(5);
    expect(teamMembers.length).toBeGreaterThan(0);
    for (const [index, member] of teamMembers.entries()) {
      const card = team.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(card.getByText(member.role, { exact: true })).toBeVisible();
      await expect(card.getByText(member.office, { exact: true })).toBeVisible();
      await expect(card.getByRole("img")).toHaveAttribute("alt", /avatar/);
      await expect(card.getByRole("link", { name: member.name, exact: true })).toHaveAttribute(
        "href",
        personPath(member.id),
      );
      // Its own page's link, then one per profile: none today, where no profile address is known.
      await expect(card.getByRole("link")).toHaveCount(1 + member.social.length);
      for (const link of member.social) {
        // Named after the person and the network, from the site settings' words.
        expect(link.label).toContain(member.name);
        const named = card.getByRole("link", { name: link.label, exact: true });
        await expect(named).toHaveAttribute("href", link.href);
      }
    }
    // The home engineer's testimonial carousel, set up on this page too.
    await expect(page.getByRole("region", { name: "Client testimonials" })).toBeVisible();
  });

  test("what we do: seven service areas with their ids, the time-clock limits and a call to action", async ({
    page,
    openPage,
  }) => {
    await open(page, openPage, paths.whatWeDo);
    expect(serviceAreas).toHaveLength(7);
    expect(serviceAreas.length).toBeGreaterThan(0);
    for (const service of serviceAreas) {
      const section = page.locator(`section#${service.id}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(service.title);
      const bullets = section.getByRole("listitem");
      await expect(bullets).toHaveText(service.bullets);
      expect(service.bullets.length).toBeGreaterThanOrEqual(4);
      expect(service.bullets.length).toBeLessThanOrEqual(5);
    }
    const timeClock = region(page, "Time-clock systems");
    await expect(timeClock.getByRole("listitem").filter({ hasText: /\b500\b/ })).toHaveText(
      "Up to 500 employees per clock",
    );
    await expect(timeClock.getByRole("listitem").filter({ hasText: /\b32\b/ })).toHaveText(
      /Up to 32 clocks connectable/,
    );
    await page.getByRole("link", { name: "Book a Discovery Call" }).last().click();
    await expect(page).toHaveURL(paths.contact);
  });

  test("industries: the twelve industries, each with a description and an icon, and a call to action", async ({
    page,
    openPage,
  }) => {
    await open(page, openPage, paths.industries);
    const cards = page.locator("main li").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Textile and Apparel",
      "Merchandising",
      "Machinery and Equipment",
      "Agriculture and Dairy",
      "Packaged Food and Beverages",
      "Mining",
      "Infrastructure",
      "Vertical Transportation and Mechatronics",
      "Logistics",
      "IT",
      "Vocational Training",
      "Electronics",
    ]);
    expect(industries.length).toBeGreaterThan(0);
    for (const [index, industry] of industries.entries()) {
      await expect(cards.nth(index)).toHaveAttribute("id", industry.id);
      await expect(cards.nth(index).getByText(industry.description)).toBeVisible();
      await expect(cards.nth(index).locator("svg path")).toHaveCount(1);
    }
    await page.getByRole("link", { name: "Talk to our industry experts" }).click();
    await expect(page).toHaveURL(paths.contact);
  });

  test("impact: the nine figures, the case studies and, once under them, that they are illustrative", async ({
    page,
    openPage,
  }) => {
    await open(page, openPage, paths.impact);
    const figures = region(page, "Our impact in numbers").getByRole("listitem");
    await expect(figures).toHaveText(
      impactFigures.map((figure) => `${figure.value}${figure.label}`),
    );
    await expect(figures).toHaveCount(9);
    // The editor types 90000: the page writes it with its thousands separator.
    await expect(figures.filter({ hasText: "90,000+" })).toContainText("Factory workers trained");
    const studies = region(page, "Case studies").getByRole("article");
    await expect(studies).toHaveCount(caseStudies.length);
    expect(caseStudies.length).toBeGreaterThanOrEqual(3);
    // Said once, in the page's ordinary type under the cards, never as a banner above them.
    await expect(region(page, "Case studies").locator("p").last()).toHaveText(
      "Illustrative examples: the clients and figures above are not real clients'.",
    );
    await expect(page.getByRole("main")).not.toContainText(/sample/i);
  });

  test("gallery: nine thumbnails, each a button holding an image with its alt text", async ({
    page,
    openPage,
  }) => {
    await open(page, openPage, paths.gallery);
    const thumbnails = page.getByRole("main").getByRole("button");
    await expect(thumbnails).toHaveCount(9);
    expect(galleryImages.length).toBeGreaterThan(0);
    for (const [index, image] of galleryImages.entries()) {
      await expect(thumbnails.nth(index)).toHaveAccessibleName(image.alt);
      await expect(thumbnails.nth(index).getByRole("img")).toHaveAttribute("alt", image.alt);
    }
  });

  test("news & blogs: each news card opens its social post in a new tab", async ({
    page,
    openPage,
  }) => {
    await open(page, openPage, paths.newsBlogs);
    // Beside the news, the list holds the blog's posts and filter links (tests/e2e/insights.spec.ts).
    const links = page.getByRole("main").locator('a[target="_blank"]');
    await expect(links).toHaveCount(newsItems.length);
    expect(newsItems.length).toBeGreaterThan(0);
    for (const item of newsItems) {
      const link = page
        .getByRole("main")
        .getByRole("link", { name: `${item.title} (opens in a new tab)`, exact: true });
      await expect(link).toHaveAttribute("href", item.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("blog: sample posts dated 2024, each with its picture", async ({ page, openPage }) => {
    await open(page, openPage, paths.blog);
    const posts = page.getByRole("article");
    await expect(posts).toHaveCount(blogPosts.length);
    expect(blogPosts.length).toBeGreaterThan(0);
    for (const [index, post] of blogPosts.entries()) {
      await expect(posts.nth(index).getByRole("heading", { level: 3 })).toHaveText(post.title);
      await expect(posts.nth(index).locator("time")).toHaveAttribute("datetime", /^2024-/);
      await expect(posts.nth(index).locator("time")).toContainText("2024");
      await expect(posts.nth(index).getByRole("img")).toHaveAttribute("alt", post.cover.alt);
    }
  });
});

test.describe("about tabs", () => {
  const [mission, vision, values] = about.tabs.items;

  async function expectSelected(page: Page, label: string, heading: string) {
    await expect(page.getByRole("tab", { selected: true })).toHaveText([label]);
    await expect(page.getByRole("tab", { name: label })).toHaveAttribute("tabindex", "0");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel", { name: label })).toContainText(heading);
  }

  test.beforeEach(async ({ page, openPage }) => {
    await open(page, openPage, paths.about);
  });

  test("the first tab is selected on load; a click selects another and shows its panel", async ({
    page,
  }) => {
    await expect(page.getByRole("tablist", { name: about.tabs.label })).toBeVisible();
    await expectSelected(page, mission!.label, mission!.heading);
    await page.getByRole("tab", { name: values!.label }).click();
    await expectSelected(page, values!.label, values!.heading);
    await page.getByRole("tab", { name: vision!.label }).click();
    await expectSelected(page, vision!.label, vision!.heading);
  });

  test("arrow keys, Home and End move the selection and the focus", async ({ page }) => {
    await page.getByRole("tab", { name: mission!.label }).focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, vision!.label, vision!.heading);
    await expect(page.getByRole("tab", { name: vision!.label })).toBeFocused();
    await page.keyboard.press("End");
    await expectSelected(page, values!.label, values!.heading);
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, mission!.label, mission!.heading);
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, values!.label, values!.heading);
    await page.keyboard.press("Home");
    await expectSelected(page, mission!.label, mission!.heading);
    await expect(page.getByRole("tab", { name: mission!.label })).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the about page shows the first tab's panel", async ({ page }) => {
    await page.goto(paths.about);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(["Our Mission"]);
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toContainText(about.tabs.items[0]!.body);
  });
});

const myPages = [
  paths.about,
  paths.whatWeDo,
  paths.industries,
  paths.impact,
  paths.gallery,
  paths.blog,
];

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of myPages) {
      test(`${path} has no axe-core violations`, async ({ page, openPage }) => {
        await open(page, openPage, path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
