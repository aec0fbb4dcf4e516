import type { PageContent } from "../../common/content-types.ts";
import {
  developerPages,
  impactFiguresAnchor,
  type PagePath,
  paths,
  sectionPath,
} from "../../common/paths.ts";
import type { SearchEntry } from "../../common/search.ts";
import { loadOfficeLinks } from "./offices.server.ts";
import { pageKinds } from "./page-kinds.ts";
import {
  loadCaseStudies,
  loadImpactFigures,
  loadIndustries,
  loadNews,
  loadPageHeads,
  loadPeople,
  loadServices,
  pageContent,
} from "./pages.server.ts";
import { publishedPosts } from "./posts.server.ts";
import { readSingleton } from "./reader.server.ts";
import type { Language } from "./schema/fields.ts";

/** The fixed pages, the impact figures and the news, then each kind of page with its own kind in
 * search (./page-kinds.ts), linked to that page. */
export async function buildSearchIndex(language: Language = "en"): Promise<SearchEntry[]> {
  const [heads, blogPage, services, industries, figures, studies, news, posts, people, offices] =
    await Promise.all([
      loadPageHeads(language),
      readSingleton("blogPage"),
      loadServices(language),
      loadIndustries(language),
      loadImpactFigures(language),
      loadCaseStudies(language),
      loadNews(language),
      publishedPosts(language),
      loadPeople(language),
      loadOfficeLinks(language),
    ]);
  const pages: PageContent[] = [...heads, pageContent(paths.blog, blogPage, language)];
  return [
    ...pages
      .filter((page) => !developerPages.includes(page.path as PagePath))
      .map(
        (page): SearchEntry => ({
          id: `page:${page.path}`,
          kind: "page",
          title: page.title,
          text: `${page.heading}. ${page.description}`,
          to: page.path,
        }),
      ),
    ...services.map(
      (service): SearchEntry => ({
        id: `service:${service.id}`,
        kind: pageKinds.service.searchKind,
        title: service.title,
        text: `${service.summary} ${service.bullets.join(". ")}`,
        to: pageKinds.service.path(service.id),
      }),
    ),
    ...industries.map(
      (industry): SearchEntry => ({
        id: `industry:${industry.id}`,
        kind: pageKinds.industry.searchKind,
        title: industry.title,
        text: industry.description,
        to: pageKinds.industry.path(industry.id),
      }),
    ),
    ...figures.map(
      (figure): SearchEntry => ({
        id: `impact:${figure.id}`,
        kind: "impact",
        title: figure.label,
        text: figure.value,
        to: sectionPath(paths.impact, impactFiguresAnchor),
      }),
    ),
    ...studies.map(
      (study): SearchEntry => ({
        id: `case-study:${study.id}`,
        kind: pageKinds.caseStudy.searchKind,
        title: study.title,
        text: `${study.industry}. ${study.services.join(". ")}. ${study.client}. ${study.result}`,
        to: pageKinds.caseStudy.path(study.id),
      }),
    ),
    ...people.map(
      (person): SearchEntry => ({
        id: `person:${person.id}`,
        kind: pageKinds.person.searchKind,
        title: person.name,
        text: [
          person.role,
          person.office,
          ...[...person.services, ...person.industries].map((area) => area.title),
        ].join(". "),
        to: pageKinds.person.path(person.id),
      }),
    ),
    ...offices.map(
      (office): SearchEntry => ({
        id: `office:${office.id}`,
        kind: pageKinds.office.searchKind,
        title: office.city,
        text: office.country,
        to: pageKinds.office.path(office.id),
      }),
    ),
    ...news.map(
      (item): SearchEntry => ({
        id: `news:${item.id}`,
        kind: "news",
        title: item.title,
        text: item.excerpt,
        to: paths.newsBlogs,
      }),
    ),
    ...posts.map(
      (post): SearchEntry => ({
        id: `blog:${post.slug}`,
        kind: pageKinds.post.searchKind,
        title: post.title,
        text: `${post.summary} ${post.tags.join(", ")}`,
        to: pageKinds.post.path(post.slug),
        ...(post.lang ? { lang: post.lang } : {}),
      }),
    ),
  ];
}
