// Audience end to end: a visitor's browser (a real one, not a bot by its user agent) arrives on a
// blog post from a LinkedIn campaign, goes to the contact page and sends an enquiry; no public page
// sets a cookie but the form's token. A sales account then finds on the Audience page the view,
// the visitor and the campaign with its enquiry, and on the enquiry's own page its landing page
// and campaign. Runs on the worker's shared back office and public server.
import { axeViolations } from "../support/axe.ts";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

const post = "/blog/closing-skills-gap";

test("a campaign's visit, its enquiry and where it came from, on the Audience page and the enquiry's", async ({
  office,
  page,
  browser,
  enrolled,
}) => {
  test.setTimeout(180_000);
  const id = test.info().testId;
  const campaign = `launch-${id}`;
  // Headless Chromium calls itself HeadlessChrome, which is on the bot list: this is a person's
  // browser, one of its own (the other tests on this public server are other visitors).
  const visitor = await browser.newContext({
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Visitor/${id}`,
  });
  const site = await visitor.newPage();
  const requests: string[] = [];
  // Scripts, fetches and beacons; the map's pictures come from its tile server by design.
  site.on("request", (request) => {
    if (
      ["script", "fetch", "xhr", "ping", "eventsource", "websocket"].includes(
        request.resourceType(),
      )
    ) {
      requests.push(request.url());
    }
  });
  await site.goto(
    `${office.publicSite.origin}${post}?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`,
    { referer: "https://www.linkedin.com/" },
  );
  await expect(site.getByRole("heading", { level: 1 })).toBeVisible();
  await site.goto(`${office.publicSite.origin}/contact`);
  const form = site.getByRole("form", { name: "Contact us" });
  const subject = `Supervisor training ${id}`;
  for (const [label, value] of Object.entries({
    Name: "Asha Verma",
    Email: `asha-${id}@example.org`.toLowerCase(),
    Phone: "+91 98100 00000",
    Subject: subject,
    Message: "We would like to train 200 supervisors in the spring.",
  })) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText("We have received your enquiry, thank you.");
  // Nothing on the visitor's device but the form's token, and no script or beacon elsewhere.
  expect((await visitor.cookies()).map((cookie) => cookie.name)).toEqual([
    expect.stringMatching(/XSRF-TOKEN$/),
  ]);
  expect(requests.filter((url) => !url.startsWith(office.publicSite.origin))).toEqual([]);
  await visitor.close();

  // A sales account reads the Audience page: the counts are written within seconds.
  const sales = await enrolled("sales");
  await signInToBackOffice(page, office.origin, sales.email, sales.password);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Audience" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Audience" })).toBeVisible();
  await page.getByRole("combobox", { name: "Period" }).selectOption("7");
  await page.getByRole("button", { name: "Show" }).click();
  const campaigns = page.getByRole("table", { name: "Campaigns" });
  const campaignRow = campaigns.getByRole("row").filter({ hasText: campaign });
  await expect(async () => {
    await page.reload();
    await expect(campaignRow.getByRole("rowheader")).toHaveText(`linkedin / social / ${campaign}`, {
      timeout: 500,
    });
    // Views, visitors, enquiries, conversion.
    await expect(campaignRow.getByRole("cell")).toHaveText(["1", "1", "1", "100.0%"], {
      timeout: 500,
    });
  }).toPass({ timeout: 20_000 });
  const landing = page.getByRole("table", { name: "Landing pages" }).getByRole("row");
  await expect(landing.filter({ hasText: post }).first()).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Pages" }).getByRole("row").filter({ hasText: post }).first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Referrers" })
      .getByRole("row")
      .filter({ hasText: "linkedin.com" })
      .first(),
  ).toBeVisible();
  // The chart's text alternative, and no script on the page.
  await expect(page.getByRole("table", { name: "By day" })).toBeVisible();
  expect(await page.locator("script").count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  // The enquiry's own page says where its visitor came from.
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Enquiries" })
    .click();
  const search = page.getByRole("searchbox", { name: "Search enquiries" });
  await search.fill(subject);
  await search.press("Enter");
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  const details = page.locator("dl.enquiry");
  await expect(details.getByRole("definition").filter({ hasText: post })).toBeVisible();
  await expect(details).toContainText(`linkedin / social / ${campaign}`);
});
