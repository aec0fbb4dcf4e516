// Each team member's own page, /people/<slug>: the person, what they wrote, what they worked on.
import type { PageContent } from "../../common/content-types.ts";
import { localizedPath } from "../../common/i18n.ts";
import { officePath, paths, personPath } from "../../common/paths.ts";
import { loadCaseStudyList } from "./case-studies.server.ts";
import { insightCardWords, loadInsights } from "./insights.server.ts";
import type { PersonPageData } from "./model/types.ts";
import { officeSlugs } from "./offices.server.ts";
import { loadPeople } from "./pages.server.ts";
import { localizeEntry, localizeLinks, readCollection, readSingleton } from "./reader.server.ts";
import type { Language } from "./schema/fields.ts";
import { pageSharing } from "./sharing.server.ts";
import { trailStart } from "./trail.server.ts";

/** Null when no published member of the team has that file name: the route answers 404. */
export async function loadPersonPage(
  slug: string,
  language: Language = "en",
): Promise<PersonPageData | null> {
  const [people, about, trail, insights, studies, team, offices, cardWords] = await Promise.all([
    loadPeople(language),
    readSingleton("aboutPage"),
    trailStart(language, paths.about),
    loadInsights(language),
    loadCaseStudyList(language),
    readCollection("team"),
    officeSlugs(),
    insightCardWords(language),
  ]);
  const person = people.find((member) => member.id === slug);
  if (person === undefined) return null;
  const entry = team.find((member) => member.slug === slug)?.entry;
  const office = entry?.office ?? "";
  const sharing = pageSharing(entry?.sharing, language, person.portrait);
  const { description, ...words } = localizeEntry(about.person, language);
  const path = personPath(slug);
  const page: PageContent = {
    path,
    title: person.name,
    description: description
      .replace("{name}", person.name)
      .replace("{role}", person.role)
      .replace("{office}", person.office),
    heading: person.name,
    intro: person.role,
    ...(sharing ? { sharing } : {}),
  };
  const result: PersonPageData = {
    page,
    person,
    ...(offices.includes(office) ? { officeTo: localizedPath(officePath(office), language) } : {}),
    words,
    breadcrumb: [...trail, { name: person.name, path }],
    // Drawn as News & Blogs and the Impact page draw them; on the author's own page the cards
    // do not name the author again.
    posts: insights.items.flatMap(({ author, ...item }) =>
      item.kind === "post" && author?.id === slug ? [item] : [],
    ),
    caseStudies: studies.filter((study) => study.people.some((person) => person.id === slug)),
    cardWords,
  };
  return localizeLinks(result, language);
}

/** From file names, as the blog's are: a person who cannot be shown fails on their own page. */
export async function personSlugs(): Promise<string[]> {
  return (await readCollection("team")).map(({ slug }) => slug);
}
