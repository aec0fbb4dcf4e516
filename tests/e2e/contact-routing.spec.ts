// The way an enquiry finds its office or service: the office's and the service's pages link to the
// contact page about them, which says where the enquiry will go, and the form's post carries that
// page (with its query) as its Referer, which the server routes by. Words come from content/.
import { loadOfficePage } from "../../app/cms/offices.server.ts";
import { loadContactPage, loadServices } from "../../app/cms/pages.server.ts";
import { readSingleton } from "../../app/cms/reader.server.ts";
import { loadSiteData } from "../../app/cms/site.server.ts";
import { enquiryEndpoint } from "../../common/enquiry.ts";
import { languages, localizedPath } from "../../common/i18n.ts";
import { contactAboutPath, officePath, paths, servicePath } from "../../common/paths.ts";
import { fill as fillIn } from "../../common/site-data-types.ts";
import { axeViolations } from "../support/axe.ts";
import { enquiryWireKeys } from "../support/enquiry-wire.ts";
import { expect, test } from "./fixtures.ts";

const areaWords = (await readSingleton("areaPages")).words.askAboutService;

for (const language of languages) {
  const office = (await loadOfficePage("dubai", language))!;
  const service = (await loadServices(language)).find((item) => item.id === "market-access")!;
  const { aboutOffice, aboutService } = await loadContactPage(language);
  const form = (await loadSiteData(language)).contactForm;
  const officeSentence = fillIn(aboutOffice, { office: office.office.city });
  const serviceSentence = fillIn(aboutService, { service: service.title });
  const contactAboutDubai = localizedPath(contactAboutPath("office", "dubai"), language);

  test.describe(`${language}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test("an office's page and a service's page link to the contact page about them", async ({
      page,
    }) => {
      await page.goto(localizedPath(officePath("dubai"), language));
      await expect(
        page.getByRole("link", { name: office.words.details.contactLink, exact: true }),
      ).toHaveAttribute("href", contactAboutDubai);
      await page.goto(localizedPath(servicePath("market-access"), language));
      await expect(
        page.getByRole("link", { name: areaWords[language], exact: true }),
      ).toHaveAttribute(
        "href",
        localizedPath(contactAboutPath("service", "market-access"), language),
      );
    });
  });

  test(`${language}: following "contact this office", the contact page says the enquiry reaches it`, async ({
    page,
    openPage,
  }) => {
    await openPage(localizedPath(officePath("dubai"), language));
    await page.getByRole("link", { name: office.words.details.contactLink, exact: true }).click();
    await expect(page).toHaveURL(contactAboutDubai);
    await expect(page.getByRole("status").filter({ hasText: officeSentence })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${language}: a service's contact page names the service; an unknown office is not named`, async ({
    page,
    openPage,
  }) => {
    await openPage(localizedPath(contactAboutPath("service", "market-access"), language));
    await expect(page.getByRole("status").filter({ hasText: serviceSentence })).toBeVisible();
    // An office the site does not have is not named: the service beside it is.
    await openPage(
      `${localizedPath(paths.contact, language)}?office=atlantis&service=market-access`,
    );
    await expect(page.locator(".contact-page__destination")).toHaveText(serviceSentence);
  });

  test(`${language}: the enquiry sent from the office's contact page carries that page as its Referer`, async ({
    page,
    openPage,
    baseURL,
  }) => {
    await openPage(contactAboutDubai);
    const contact = page.getByRole("form", { name: form.name });
    await contact.scrollIntoViewIfNeeded();
    for (const [field, label] of Object.entries(form.fields)) {
      const value = field === "email" ? "asha@example.org" : `${label}: routing ${language}`;
      await contact.getByLabel(label, { exact: true }).fill(value);
    }
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith(enquiryEndpoint),
    );
    await contact.getByRole("button", { name: form.submit }).click();
    const request = await sent;
    expect(request.headers().referer).toBe(`${baseURL}${contactAboutDubai}`);
    expect(Object.keys(request.postDataJSON())).toEqual(enquiryWireKeys);
    await expect(contact.getByRole("status")).toHaveText(form.success);
  });
}
