import type { PageContent } from "../../common/content-types.ts";
import {
  blogPostPath,
  caseStudyPath,
  developerPages,
  impactFiguresAnchor,
  industryPath,
  officePath,
  type PagePath,
  paths,
  personPath,
  sectionPath,
  servicePath,
} from "../../common/paths.ts";
import type { SearchEntry } from "../../common/search.ts";
import { loadOfficeLinks } from "./offices.server.ts";
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
        kind: "service",
        title: service.title,
        text: `${service.summary} ${service.bullets.join(". ")}`,
        to: servicePath(service.id),
      }),
    ),
    ...industries.map(
      (industry): SearchEntry => ({
        id: `industry:${industry.id}`,
        kind: "industry",
        title: industry.title,
        text: industry.description,
        to: industryPath(industry.id),
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
        kind: "caseStudy",
        title: study.title,
        text: `${study.industry}. ${study.services.join(". ")}. ${study.client}. ${study.result}`,
        to: caseStudyPath(study.id),
      }),
    ),
    ...people.map(
      (person): SearchEntry => ({
        id: `person:${person.id}`,
        kind: "person",
        title: person.name,
        text: [
          person.role,
          person.office,
          ...[...person.services, ...person.industries].map((area) => area.title),
        ].join(". "),
        to: personPath(person.id),
      }),
    ),
    ...offices.map(
      (office): SearchEntry => ({
        id: `office:${office.id}`,
        kind: "office",
        title: office.city,
        text: office.country,
        to: officePath(office.id),
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
        kind: "blog",
        title: post.title,
        text: `${post.summary} ${post.tags.join(", ")}`,
        to: blogPostPath(post.slug),
        ...(post.lang ? { lang: post.lang } : {}),
      }),
    ),
  ];
}
