// A buyer's path through the site, in each language, with and without JavaScript: from the home
// page to an industry, to a case study in it, to a person who worked on it, and back the same way.
// What to follow is read from content/: the first case study that names people.
import { loadHomePage, loadIndustries, loadPeople } from "../../app/cms/pages.server.ts";
import { readList } from "../../app/cms/reader.server.ts";
import { languages, localizedPath } from "../../common/i18n.ts";
import { caseStudyPath, industryPath, paths, personPath } from "../../common/paths.ts";
import { expect, test } from "./fixtures.ts";

for (const language of languages) {
  const [home, studies, industries, people] = await Promise.all([
    loadHomePage(language),
    readList("caseStudies", language),
    loadIndustries(language),
    loadPeople(language),
  ]);
  const study = studies.find((candidate) => candidate.people.length > 0);
  if (!study) throw new Error("No case study names a person: the journey has nowhere to go");
  const industry = industries.find((candidate) => candidate.id === study.industry);
  const person = people.find((candidate) => candidate.id === study.people[0]);
  if (!industry || !person) throw new Error(`${study.id}: its industry or person is unknown`);
  const at = (path: string) => localizedPath(path, language);

  for (const javaScriptEnabled of [false, true]) {
    test(`${language}, JavaScript ${javaScriptEnabled ? "on" : "off"}: home → industry → case study → person, and back`, async ({
      page,
      openPage,
    }) => {
      test.setTimeout(60_000);
      const heading = page.getByRole("heading", { level: 1 });
      const main = page.getByRole("main");
      await openPage(at(paths.home));

      await page
        .getByRole("region", { name: home.industries.heading, exact: true })
        .getByRole("link", { name: industry.title, exact: true })
        .click();
      await expect(page).toHaveURL(at(industryPath(industry.id)));
      await expect(heading).toHaveText(industry.title);

      await main.getByRole("link", { name: study.title, exact: true }).click();
      await expect(page).toHaveURL(at(caseStudyPath(study.id)));
      await expect(heading).toHaveText(study.title);

      await main.getByRole("link", { name: person.name, exact: true }).click();
      await expect(page).toHaveURL(at(personPath(person.id)));
      await expect(heading).toHaveText(person.name);

      // The person's page leads back to the case study, and the case study to its industry.
      await main.getByRole("link", { name: study.title, exact: true }).click();
      await expect(page).toHaveURL(at(caseStudyPath(study.id)));
      await main.getByRole("link", { name: industry.title, exact: true }).first().click();
      await expect(page).toHaveURL(at(industryPath(industry.id)));

      // And the browser's Back button retraces the steps.
      await page.goBack();
      await expect(heading).toHaveText(study.title);
      await page.goBack();
      await expect(heading).toHaveText(person.name);
      await page.goBack();
      await expect(heading).toHaveText(study.title);
    });
  }
}
