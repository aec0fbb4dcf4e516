// Every internal URL of the site. routes.ts, the pre-render list, links and the sitemap derive from here.
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

/** The API's own paths, shared by the form and the server. */
export const apiPaths = {
  csrf: "/api/csrf",
  health: "/api/health",
} as const;

export type PageKey = keyof typeof paths;
export type PagePath = (typeof paths)[PageKey];

/** A link to a section of a page, e.g. a service on /what-we-do. */
export function sectionPath(page: PagePath, sectionId: string): string {
  return `${page}#${sectionId}`;
}

/** Pages that must not be indexed or listed in the sitemap. */
export const developerPages: readonly PagePath[] = [paths.testPreloader, paths.testCarousel];

export const prerenderedPaths: string[] = Object.values(paths);
