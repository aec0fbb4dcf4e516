// Each industry's and each service area's own page, /industries/<slug> and /what-we-do/<slug>: what
// it is, then the case studies, people and blog posts whose entries name it.
import type {
  AreaCaseStudy,
  AreaInsight,
  AreaKind,
  AreaPageData,
  AreaPerson,
} from "../../common/area-page.ts";
import type { Post } from "../../common/blog.ts";
import {
  blogPostPath,
  caseStudyPath,
  contactAboutPath,
  industryPath,
  paths,
  personPath,
  servicePath,
} from "../../common/paths.ts";
import { loadCaseStudyList, samplesNote } from "./case-studies.server.ts";
import { pagePaths } from "./content-pages.server.ts";
import { insightCardWords, loadInsights } from "./insights.server.ts";
import type { Person } from "./model/types.ts";
import { loadIndustries, loadPeople, loadServices } from "./pages.server.ts";
import { publishedPosts } from "./posts.server.ts";
import {
  type CollectionEntry,
  type ListItem,
  localizeEntry,
  localizeLinks,
  readCollection,
  readList,
  readSingleton,
} from "./reader.server.ts";
import type { Language } from "./schema/fields.ts";
import { entrySharing } from "./sharing.server.ts";
import { linkName, trailStart } from "./trail.server.ts";

export const areaPath: Record<AreaKind, (slug: string) => string> = {
  industry: industryPath,
  service: servicePath,
};

/** What names an area: a case study's "Industry" or "Service areas", a person's focus areas, a
 * post's "Industries" or "Service areas". Only what is given is searched: the caller passes
 * published posts alone. */
export function gather(
  kind: AreaKind,
  slug: string,
  from: {
    studies: readonly ListItem<"caseStudies">[];
    people: readonly Person[];
    posts: readonly Post[];
    postEntries: readonly CollectionEntry<"posts">[];
  },
): { caseStudies: AreaCaseStudy[]; people: AreaPerson[]; insights: AreaInsight[] } {
  const named = new Map(
    from.postEntries.map(({ slug: post, entry }) => [
      post,
      kind === "industry" ? entry.industries : entry.services,
    ]),
  );
  return {
    caseStudies: from.studies
      .filter((study) =>
        kind === "industry" ? study.industry === slug : study.services.includes(slug),
      )
      .map(
        (study): AreaCaseStudy => ({
          id: study.id,
          title: study.title,
          client: study.client,
          result: study.result,
          to: caseStudyPath(study.id),
        }),
      ),
    people: from.people
      .filter((person) =>
        (kind === "industry" ? person.industries : person.services).some(
          (area) => area.id === slug,
        ),
      )
      .map(
        (person): AreaPerson => ({
          id: person.id,
          name: person.name,
          role: person.role,
          portrait: person.portrait,
          to: personPath(person.id),
        }),
      ),
    insights: [...from.posts]
      .filter((post) => named.get(post.slug)?.includes(slug) ?? false)
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
      .map(
        (post): AreaInsight => ({
          slug: post.slug,
          title: post.title,
          date: post.date,
          summary: post.summary,
          to: blogPostPath(post.slug),
          ...(post.lang ? { lang: post.lang } : {}),
        }),
      ),
  };
}

async function areaOf(kind: AreaKind, slug: string, language: Language) {
  if (kind === "industry") {
    const industry = (await loadIndustries(language)).find((item) => item.id === slug);
    return industry && { title: industry.title, about: industry.description, includes: [] };
  }
  const service = (await loadServices(language)).find((item) => item.id === slug);
  return service && { title: service.title, about: service.summary, includes: service.bullets };
}

/** An area's page, and the line under its case studies saying which are illustrative examples. */
export type AreaPage = AreaPageData & { caseStudiesNote: string };

/** Null when no industry (or service area) has that file name: the route answers 404. */
export async function loadAreaPage(
  kind: AreaKind,
  slug: string,
  language: Language = "en",
): Promise<AreaPage | null> {
  const [area, words, hubName, trail, list, studies, people, posts, postEntries, impact] =
    await Promise.all([
      areaOf(kind, slug, language),
      readSingleton("areaPages"),
      linkName(paths.newsBlogs, language),
      trailStart(language, kind === "industry" ? paths.industries : paths.whatWeDo),
      readSingleton(kind === "industry" ? "industriesPage" : "whatWeDoPage"),
      readList("caseStudies", language),
      loadPeople(language),
      publishedPosts(language),
      readCollection("posts"),
      readSingleton("impactPage"),
    ]);
  if (area === undefined) return null;
  const [cards, insights, cardWords, sharing] = await Promise.all([
    loadCaseStudyList(language),
    loadInsights(language),
    insightCardWords(language),
    entrySharing(kind === "industry" ? "industries" : "services", slug, language),
  ]);
  const { moreOnService: _, askAboutService, ...pageWords } = localizeEntry(words.words, language);
  const path = areaPath[kind](slug);
  const named = gather(kind, slug, { studies, people, posts, postEntries });
  // Drawn as the Impact page and News & Blogs draw them: the same card for the same thing.
  const caseStudies = named.caseStudies.flatMap(({ id }) => cards.filter((card) => card.id === id));
  const insightCards = named.insights.flatMap(({ slug: post }) =>
    insights.items.filter((item) => item.kind === "post" && item.id === post),
  );
  // An industry that gathers no case study or post still offers what the group does about it.
  const services =
    kind === "industry" && caseStudies.length === 0 && insightCards.length === 0
      ? {
          heading: await linkName(paths.whatWeDo, language),
          items: (await loadServices(language)).map(({ id, title, summary }) => ({
            id,
            title,
            summary,
            to: servicePath(id),
          })),
        }
      : undefined;
  const result: AreaPage = {
    page: {
      path,
      title: area.title,
      description: area.about,
      heading: area.title,
      intro: area.about,
      ...(sharing ? { sharing } : {}),
    },
    kind,
    // The blog posts are the hub's items: their heading is the hub's name, as the header gives it.
    words: { ...pageWords, insights: hubName },
    breadcrumb: [...trail, { name: area.title, path }],
    includes: area.includes,
    caseStudies,
    people: named.people,
    insights: insightCards,
    cardWords,
    ...(services ? { services } : {}),
    caseStudiesNote: samplesNote(
      caseStudies,
      localizeEntry(impact.caseStudies, language),
      language,
    ),
    callToAction: localizeEntry(list.callToAction, language),
    ...(kind === "service"
      ? { ask: { label: askAboutService, to: contactAboutPath("service", slug) } }
      : {}),
  };
  return localizeLinks(result, language);
}

/** Industries' pages, then service areas'. */
export async function areaPrerenderPaths(): Promise<string[]> {
  return (await Promise.all([pagePaths("industry"), pagePaths("service")])).flat();
}
