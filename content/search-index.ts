// What the header search can find: built from the content modules, so a new service, industry or
// post is searchable without touching the search feature.
import { developerPages, type PagePath, paths, sectionPath } from "../common/paths.ts";
import { blogPosts } from "./blog.ts";
import { caseStudies } from "./case-studies.ts";
import { impactFigures, impactPage } from "./impact.ts";
import { industries } from "./industries.ts";
import { newsItems } from "./news.ts";
import { pages } from "./pages.ts";
import type { SearchKind } from "./search.ts";
import { serviceAreas } from "./services.ts";

export interface SearchEntry {
  /** Unique within the index. */
  id: string;
  kind: SearchKind;
  title: string;
  /** Further words that should find the entry (shown as the result's description). */
  text: string;
  /** Internal link to the page or the section that holds it. */
  to: string;
}

export function buildSearchIndex(): SearchEntry[] {
  const pageEntries = (Object.entries(pages) as [PagePath, (typeof pages)[PagePath]][])
    .filter(([path]) => path !== paths.homeAlias && !developerPages.includes(path))
    .map(
      ([path, page]): SearchEntry => ({
        id: `page:${path}`,
        kind: "page",
        title: page.title,
        text: `${page.heading}. ${page.description}`,
        to: path,
      }),
    );

  return [
    ...pageEntries,
    ...serviceAreas.map(
      (service): SearchEntry => ({
        id: `service:${service.id}`,
        kind: "service",
        title: service.title,
        text: `${service.summary} ${service.bullets.join(". ")}`,
        to: sectionPath(paths.whatWeDo, service.id),
      }),
    ),
    ...industries.map(
      (industry): SearchEntry => ({
        id: `industry:${industry.id}`,
        kind: "industry",
        title: industry.name,
        text: industry.description,
        to: sectionPath(paths.industries, industry.id),
      }),
    ),
    ...impactFigures.map(
      (figure): SearchEntry => ({
        id: `impact:${figure.id}`,
        kind: "impact",
        title: figure.label,
        text: figure.value,
        to: sectionPath(paths.impact, impactPage.anchor),
      }),
    ),
    ...caseStudies.map(
      (study): SearchEntry => ({
        id: `case-study:${study.id}`,
        kind: "caseStudy",
        title: study.title,
        text: `${study.sector}. ${study.client}. ${study.result}`,
        to: sectionPath(paths.impact, study.id),
      }),
    ),
    ...newsItems.map(
      (item): SearchEntry => ({
        id: `news:${item.id}`,
        kind: "news",
        title: item.title,
        text: item.excerpt,
        to: paths.newsBlogs,
      }),
    ),
    ...blogPosts.map(
      (post): SearchEntry => ({
        id: `blog:${post.id}`,
        kind: "blog",
        title: post.title,
        text: post.excerpt,
        to: sectionPath(paths.blog, post.id),
      }),
    ),
  ];
}
