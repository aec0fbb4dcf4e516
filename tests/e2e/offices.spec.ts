// Offices' pages, /offices/<slug>: listed on the contact page, linked from the map's pop-ups, found
// by the search, described to crawlers. Expectations come from content/, in each language.
import { loadOfficePage } from "../../app/cms/offices.server.ts";
import { loadContactPage, loadPeople } from "../../app/cms/pages.server.ts";
import { readCollection } from "../../app/cms/reader.server.ts";
import { loadSiteData } from "../../app/cms/site.server.ts";
import { languageSettings, languages, localizedPath } from "../../common/i18n.ts";
import { officePath, paths, personPath } from "../../common/paths.ts";
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "./fixtures.ts";

const siteUrl = (process.env.SITE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");

// Straight from the files: which places are offices, and who works where.
const places = await readCollection("offices");
const offices = places.filter(({ entry }) => entry.type === "office");
const others = places.filter(({ entry }) => entry.type !== "office");
const team = await readCollection("team");
expect(offices.length).toBe(6);
expect(others.length).toBeGreaterThan(0);

const content = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => {
      const pages = await Promise.all(offices.map(({ slug }) => loadOfficePage(slug, language)));
      return [
        language,
        {
          pages,
          site: await loadSiteData(language),
          people: await loadPeople(language),
          officesHeading: (await loadContactPage(language)).text.officesHeading,
        },
      ] as const;
    }),
  ),
);

const zoneName = (zone: string, language: string) =>
  new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: "longGeneric" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value ?? "";

for (const language of languages) {
  const { pages, site, people, officesHeading } = content[language]!;
  const comma = languageSettings[language].comma;
  const nameOf = (slug: string) => {
    const entry = offices.find((office) => office.slug === slug)!.entry;
    return {
      city: entry.city[language] || entry.city.en,
      country: entry.country[language] || entry.country.en,
    };
  };

  test.describe(`${language}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test("the contact page lists every office; each link leads to a page with its address, time zone, people and map picture", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(localizedPath(paths.contact, language));
      const section = page.getByRole("main").getByRole("region", { name: officesHeading });
      await expect(section.getByRole("link")).toHaveCount(offices.length);
      for (const { slug, entry } of offices) {
        const { city, country } = nameOf(slug);
        await page.goto(localizedPath(paths.contact, language));
        await section.getByRole("link", { name: `${city}${comma}${country}`, exact: true }).click();
        await expect(page).toHaveURL(localizedPath(officePath(slug), language));
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toContainText(city);
        await expect(main.getByText(`${city}${comma}${country}`, { exact: true })).toBeVisible();
        // An address still marked as a placeholder is left out, with its line (the loader gives "").
        const data = pages.find((item) => item?.office.id === slug)!;
        const { address, openingHours } = data.office;
        if (address) {
          await expect(main.getByRole("definition").filter({ hasText: address })).toBeVisible();
        } else {
          await expect(
            main.getByRole("term").filter({ hasText: data.words.details.address }),
          ).toHaveCount(0);
        }
        if (!openingHours) {
          await expect(
            main.getByRole("term").filter({ hasText: data.words.details.hours }),
          ).toHaveCount(0);
        }
        await expect(main).not.toContainText(/placeholder|مؤقت/i);
        await expect(
          main.getByRole("definition").filter({ hasText: zoneName(entry.timeZone, language) }),
        ).toBeVisible();
        if (entry.phone) {
          await expect(main.getByRole("link", { name: entry.phone })).toHaveAttribute(
            "href",
            `tel:${entry.phone.replaceAll(" ", "")}`,
          );
        }
        if (entry.email) {
          await expect(main.getByRole("link", { name: entry.email })).toHaveAttribute(
            "href",
            `mailto:${entry.email}`,
          );
        }
        const based = team.filter((member) => member.entry.office === slug);
        for (const member of based) {
          const person = people.find((item) => item.id === member.slug)!;
          await expect(main.getByRole("link", { name: person.name, exact: true })).toHaveAttribute(
            "href",
            localizedPath(personPath(member.slug), language),
          );
        }
        const picture = main.getByRole("img", { name: data.map.alt });
        await expect(picture).toHaveAttribute("width", String(data.map.width));
        await expect(picture).toHaveAttribute("height", String(data.map.height));
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBe(data.map.width);
        await expect(main.getByRole("link", { name: data.words.map.interactive })).toHaveAttribute(
          "href",
          `${localizedPath(paths.contact, language)}#world-map`,
        );
      }
      // Today's content must exercise the people's list, not pass it empty.
      expect(offices.some(({ slug }) => team.some((member) => member.entry.office === slug))).toBe(
        true,
      );
    });

    test("an office's map picture is a file drawn at build, in the page's language", async ({
      request,
    }) => {
      const data = pages[0]!;
      const answer = await request.get(data.map.src);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toContain("image/svg+xml");
      const svg = await answer.text();
      expect(svg).toContain(`width="${data.map.width}"`);
      expect(svg).toContain(`>${data.office.city}</text>`);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    });

    test("on a phone the map picture's city names stay at least 12 px: cropped to the office, not shrunk", async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const data = pages[0]!;
      await page.goto(localizedPath(officePath(data.office.id), language));
      const picture = page.getByRole("main").getByRole("img", { name: data.map.alt });
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(data.map.width);
      // The scale the browser draws the picture at in its box: its own with object-fit none, else
      // the box's width over the picture's (the box keeps the picture's proportions).
      const drawn = await picture.evaluate((image: HTMLImageElement) =>
        getComputedStyle(image).objectFit === "none" ? 1 : image.clientWidth / image.naturalWidth,
      );
      const svg = await (await request.get(data.map.src)).text();
      const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
      expect(sizes.length).toBeGreaterThan(1);
      expect(Math.min(...sizes) * drawn).toBeGreaterThanOrEqual(12);
      // Cropped within the page's width, with its box kept.
      const box = (await picture.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThan(200);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    });

    test("a person's office links its page", async ({ page }) => {
      const member = team.find((item) => offices.some((o) => o.slug === item.entry.office))!;
      const slug = member.entry.office ?? "";
      await page.goto(localizedPath(personPath(member.slug), language));
      await page
        .getByRole("main")
        .getByRole("link", { name: nameOf(slug).city, exact: true })
        .click();
      await expect(page).toHaveURL(localizedPath(officePath(slug), language));
    });

    test("names the office and the trail to it in valid JSON-LD", async ({ page }) => {
      const data = pages.find((item) => item?.office.phone)!;
      const path = localizedPath(officePath(data.office.id), language);
      await page.goto(path);
      const blocks = (
        await page.locator('head script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as { "@type": string } & Record<string, unknown>);
      const organization = blocks.find((block) => block["@type"] === "Organization");
      expect(blocks.find((block) => block["@type"] === "ProfessionalService")).toMatchObject({
        url: `${siteUrl}${path}`,
        address: {
          "@type": "PostalAddress",
          streetAddress: data.office.address,
          addressLocality: data.office.city,
          addressCountry: data.office.country,
        },
        geo: {
          "@type": "GeoCoordinates",
          latitude: data.office.latitude,
          longitude: data.office.longitude,
        },
        telephone: data.office.phone,
        email: data.office.email,
        parentOrganization: { "@id": organization?.["@id"] },
      });
      // Hours still to be written are left out of the structured data, as of the page.
      const office = blocks.find((block) => block["@type"] === "ProfessionalService");
      if (data.office.openingHours) expect(office?.openingHours).toBe(data.office.openingHours);
      else expect(office).not.toHaveProperty("openingHours");
      expect(organization?.["@id"]).toBeTruthy();
      const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(trail?.itemListElement).toEqual(
        data.breadcrumb.map((step, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: step.name,
          item: `${siteUrl}${step.path}`,
        })),
      );
      expect(data.breadcrumb.map((step) => step.path)).toEqual([
        localizedPath(paths.home, language),
        localizedPath(paths.contact, language),
        path,
      ]);
      await expect(page.getByRole("navigation", { name: data.words.breadcrumb })).toBeVisible();
      await expect(page).toHaveTitle(`${data.page.title} | ${site.site.name}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${siteUrl}${path}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        data.page.description,
      );
    });
  });

  test(`${language}: an office's pop-up on the contact page's map links its page`, async ({
    page,
    openPage,
  }) => {
    test.setTimeout(60_000);
    const { slug } = offices.find((office) => office.slug === "dubai") ?? offices[0]!;
    const { city, country } = nameOf(slug);
    const place = site.offices.find((item) => item.id === slug)!;
    await openPage(localizedPath(paths.contact, language));
    const section = page.getByRole("region", { name: site.worldMap.heading });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(site.worldMap.ready)).toBeVisible({ timeout: 16_000 });
    const marker = section.getByRole("button", { name: `${city}${comma}${country}` });
    await marker.focus();
    await page.keyboard.press("Enter");
    const popup = section.locator(".leaflet-popup");
    await expect(popup).toBeVisible();
    const link = popup.getByRole("link", { name: place.page?.label ?? "" });
    await expect(link).toHaveAttribute("href", localizedPath(officePath(slug), language));
    // Followed from the keyboard, as the marker was opened: a click aims at a point, and the map can
    // still be settling (the popup's pan, a late resize) between Playwright's aim and the press,
    // which once closed the popup with a click on the map instead (seen once in CI, Arabic).
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(localizedPath(officePath(slug), language));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(city);
  });

  test(`${language}: the search finds an office and leads to its page`, async ({
    page,
    openPage,
  }) => {
    const { slug } = offices[0]!;
    const { city } = nameOf(slug);
    await openPage(localizedPath(paths.privacy, language));
    await page.getByRole("banner").getByRole("button", { name: site.header.search }).click();
    const dialog = page.getByRole("dialog", { name: site.header.search });
    await dialog.getByRole("searchbox").fill(city);
    const results = dialog.getByRole("list", { name: site.search.results });
    const result = results
      .getByRole("link")
      .filter({ hasText: site.search.kinds.office })
      .filter({ hasText: city });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(localizedPath(officePath(slug), language));
  });

  // Axe runs in the page, so these load it with JavaScript.
  for (const width of [375, 1280]) {
    test(`${language}: an office's page has no axe violations at ${width} px`, async ({
      page,
      openPage,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(localizedPath(officePath(offices[0]!.slug), language));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("partners, clients and projects have no page of their own", async ({ request }) => {
  for (const { slug } of others) {
    const answer = await request.get(officePath(slug), { maxRedirects: 0 });
    expect(answer.status(), slug).toBe(302);
  }
});

test("the sitemap lists every office's page in both languages, each with its alternates", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const { slug } of offices) {
    for (const language of languages) {
      const loc = `${siteUrl}${localizedPath(officePath(slug), language)}`;
      const entry = xml.match(new RegExp(`<url>\\s*<loc>${loc}</loc>[\\s\\S]*?</url>`))?.[0];
      expect(entry, loc).toBeDefined();
      for (const other of languages) {
        expect(entry).toContain(
          `hreflang="${other}" href="${siteUrl}${localizedPath(officePath(slug), other)}"`,
        );
      }
      expect(entry).toContain(`hreflang="x-default" href="${siteUrl}${officePath(slug)}"`);
    }
  }
  expect(xml).not.toContain("map.svg");
});
