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
/** Anchor of the impact figures on /impact; the search links to it. */
export const impactFiguresAnchor = "impact-figures";

export const developerPages: readonly PagePath[] = [paths.testPreloader, paths.testCarousel];

export const prerenderedPaths: string[] = Object.values(paths);

/** The blog's Atom feed: a file, not a page, so it stays out of `paths` (which page tests walk). */
export const blogFeed = "/blog/feed.xml";

/** A blog post's own page; its slug is the post's file name in content/posts/. */
export function blogPostPath(slug: string): string {
  return `${paths.blog}/${slug}`;
}

/** Page `page` of the blog's list: /blog for the first, then /blog/page/2, /blog/page/3 … */
export function blogListPath(page: number): string {
  return page <= 1 ? paths.blog : `${paths.blog}/page/${page}`;
}
