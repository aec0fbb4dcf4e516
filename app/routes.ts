import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { arabicPrefix } from "../common/i18n.ts";
import { blogFeed, paths } from "../common/paths.ts";
import { searchIndexUrl } from "../common/search.ts";
import { pagePaths } from "./cms/content-pages.server.ts";
import { pageKindList } from "./cms/page-kinds.ts";

const at = (path: string) => path.slice(1);

// The pages that follow from content, one route per kind; a kind that has a page only when its
// list gives it one (the blog's further list pages) has none else.
const kinds: [path: string, file: string, id: string][] = [];
for (const kind of pageKindList) {
  if (kind.routeOnlyWithPages && (await pagePaths(kind.name)).length === 0) continue;
  kinds.push([kind.route.path, kind.route.module, kind.route.id]);
}

const english: [path: string, file: string, id: string][] = [
  [paths.homeAlias, "routes/home.tsx", "home-alias"],
  [paths.about, "routes/about.tsx", "about"],
  [paths.whatWeDo, "routes/what-we-do.tsx", "what-we-do"],
  [paths.industries, "routes/industries.tsx", "industries"],
  [paths.impact, "routes/impact.tsx", "impact"],
  [paths.contact, "routes/contact.tsx", "contact"],
  [paths.gallery, "routes/gallery.tsx", "gallery"],
  [paths.newsBlogs, "routes/news-blogs.tsx", "news-blogs"],
  [paths.blog, "routes/blog.tsx", "blog"],
  [blogFeed, "routes/blog-feed.ts", "blog-feed"],
  [searchIndexUrl, "routes/search-index.ts", "search-index"],
  ...kinds,
  [paths.privacy, "routes/privacy.tsx", "privacy"],
  [paths.testPreloader, "routes/test-preloader.tsx", "test-preloader"],
  [paths.testCarousel, "routes/test-carousel.tsx", "test-carousel"],
];

export default [
  index("routes/home.tsx", { id: "home" }),
  ...english.map(([path, file, id]) => route(at(path), file, { id })),
  route(at(arabicPrefix), "routes/home.tsx", { id: "ar-home" }),
  ...english.map(([path, file, id]) =>
    route(at(`${arabicPrefix}${path}`), file, { id: `ar-${id}` }),
  ),
  route(`${at(arabicPrefix)}/*`, "routes/not-found.tsx", { id: "ar-not-found" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
