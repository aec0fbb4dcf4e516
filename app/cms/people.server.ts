// Each team member's own page, /people/<slug>: the person, what they wrote, what they worked on.
import type { PageContent } from "../../common/content-types.ts";
import { localizedPath } from "../../common/i18n.ts";
import { blogPostPath, caseStudyPath, officePath, paths, personPath } from "../../common/paths.ts";
import type { PersonPageData } from "./model/types.ts";
import { officeSlugs } from "./offices.server.ts";
import { loadCaseStudies, loadPeople } from "./pages.server.ts";
import { publishedPosts } from "./posts.server.ts";
import { localizeEntry, localizeLinks, readCollection, readSingleton } from "./reader.server.ts";
import type { Language } from "./schema/fields.ts";
import { trailStart } from "./trail.server.ts";

/** Null when no published member of the team has that file name: the route answers 404. */
export async function loadPersonPage(
  slug: string,
  language: Language = "en",
): Promise<PersonPageData | null> {
  const [people, about, trail, posts, studies, team, offices] = await Promise.all([
    loadPeople(language),
    readSingleton("aboutPage"),
    trailStart(language, paths.about),
    publishedPosts(language),
    loadCaseStudies(language),
    readCollection("team"),
    officeSlugs(),
  ]);
  const person = people.find((member) => member.id === slug);
  if (person === undefined) return null;
  const office = team.find((member) => member.slug === slug)?.entry.office ?? "";
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
  };
  const result: PersonPageData = {
    page,
    person,
    ...(offices.includes(office) ? { officeTo: localizedPath(officePath(office), language) } : {}),
    words,
    breadcrumb: [...trail, { name: person.name, path }],
    posts: posts
      .filter((post) => post.author.id === slug)
      .map((post) => ({
        slug: post.slug,
        title: post.title,
        to: blogPostPath(post.slug),
        ...(post.lang ? { lang: post.lang } : {}),
      })),
    caseStudies: studies
      .filter((study) => study.people.includes(slug))
      .map((study) => ({
        id: study.id,
        title: study.title,
        to: caseStudyPath(study.id),
      })),
  };
  return localizeLinks(result, language);
}

/** From file names, as the blog's are: a person who cannot be shown fails on their own page. */
export async function personSlugs(): Promise<string[]> {
  return (await readCollection("team")).map(({ slug }) => slug);
}
