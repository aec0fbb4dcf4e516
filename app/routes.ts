import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pageCount } from "../common/blog.ts";
import { arabicPrefix } from "../common/i18n.ts";
import {
  blogFeed,
  blogPostPath,
  caseStudyPath,
  industryPath,
  officePath,
  paths,
  personPath,
  servicePath,
} from "../common/paths.ts";
import { searchIndexUrl } from "../common/search.ts";
import { publishedPostSlugs } from "./cms/posts.server.ts";

const blogListPages = pageCount((await publishedPostSlugs()).length);

const at = (path: string) => path.slice(1);

const english: [path: string, file: string, id: string][] = [
  [paths.homeAlias, "routes/home.tsx", "home-alias"],
  [paths.about, "routes/about.tsx", "about"],
  [paths.whatWeDo, "routes/what-we-do.tsx", "what-we-do"],
  [paths.industries, "routes/industries.tsx", "industries"],
  [paths.impact, "routes/impact.tsx", "impact"],
  [paths.contact, "routes/contact.tsx", "contact"],
  [paths.gallery, "routes/gallery.tsx", "gallery"],
  [paths.newsBlogs, "routes/news-blogs.tsx", "news-blogs"],
  [`${paths.newsBlogs}/:filter/:slug`, "routes/news-blogs.tsx", "news-blogs-filter"],
  [paths.blog, "routes/blog.tsx", "blog"],
  // Only when the posts fill more than one page: a pre-rendered site has no page to give it else.
  ...(blogListPages > 1
    ? [
        [`${paths.blog}/page/:page`, "routes/blog.tsx", "blog-list-page"] as [
          string,
          string,
          string,
        ],
      ]
    : []),
  [blogFeed, "routes/blog-feed.ts", "blog-feed"],
  [searchIndexUrl, "routes/search-index.ts", "search-index"],
  [blogPostPath(":slug"), "routes/blog-post.tsx", "blog-post"],
  [personPath(":slug"), "routes/person.tsx", "person"],
  [caseStudyPath(":slug"), "routes/case-study.tsx", "case-study"],
  [caseStudyPath(":filter/:slug"), "routes/impact-filter.tsx", "impact-filter"],
  [officePath(":slug"), "routes/office.tsx", "office"],
  [`${officePath(":slug")}/map.svg`, "routes/office-map.ts", "office-map"],
  [industryPath(":slug"), "routes/industry.tsx", "industry"],
  [servicePath(":slug"), "routes/service.tsx", "service"],
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
