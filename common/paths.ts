export const paths = {
  home: "/",
  homeAlias: "/home",
  about: "/about",
  whatWeDo: "/what-we-do",
  industries: "/industries",
  impact: "/impact",
  contact: "/contact",
  gallery: "/gallery",
  newsBlogs: "/news-blogs",
  blog: "/blog",
  privacy: "/privacy",
  testPreloader: "/test-preloader",
  testCarousel: "/test-carousel",
} as const;

export const apiPaths = {
  csrf: "/api/csrf",
  health: "/api/health",
} as const;

export type PageKey = keyof typeof paths;
export type PagePath = (typeof paths)[PageKey];

export function sectionPath(page: PagePath, sectionId: string): string {
  return `${page}#${sectionId}`;
}

export const impactFiguresAnchor = "impact-figures";

/** Kept out of search engines and the sitemap. */
export const developerPages: readonly PagePath[] = [paths.testPreloader, paths.testCarousel];

export const prerenderedPaths: string[] = Object.values(paths);

/** The blog's Atom feed: a file, not a page, so it stays out of `paths` (which page tests walk). */
export const blogFeed = "/blog/feed.xml";

export function blogPostPath(slug: string): string {
  return `${paths.blog}/${slug}`;
}

export function blogListPath(page: number): string {
  return page <= 1 ? paths.blog : `${paths.blog}/page/${page}`;
}

/** People's pages sit under /people; there is no list page there, the team is on the About page. */
export const peoplePrefix = "/people";

export function personPath(slug: string): string {
  return `${peoplePrefix}/${slug}`;
}

export function caseStudyPath(slug: string): string {
  return `${paths.impact}/${slug}`;
}

/** Offices' pages sit under /offices; the list of every office is on the contact page. */
export const officesPrefix = "/offices";

export function officePath(slug: string): string {
  return `${officesPrefix}/${slug}`;
}

export function officeMapPath(slug: string): string {
  return `${officePath(slug)}/map.svg`;
}

/**
 * The contact page about one office or service: the enquiry sent from it is routed to that
 * office's or service's people (the back office's Routing rules), and the page says so.
 */
export function contactAboutPath(about: "office" | "service", slug: string): string {
  return `${paths.contact}?${about}=${encodeURIComponent(slug)}`;
}

export function industryPath(slug: string): string {
  return `${paths.industries}/${slug}`;
}

export function servicePath(slug: string): string {
  return `${paths.whatWeDo}/${slug}`;
}

/** What a list page (case studies, insights) can be narrowed to, one pre-rendered page each. */
export type ListFilter = "topic" | "industry" | "service";

export function impactFilterPath(filter: Exclude<ListFilter, "topic">, slug: string): string {
  return `${paths.impact}/${filter}/${slug}`;
}

export function insightsFilterPath(filter: ListFilter, slug: string): string {
  return `${paths.newsBlogs}/${filter}/${slug}`;
}

export const worldMapAnchor = "world-map";
