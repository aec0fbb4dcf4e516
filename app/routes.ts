import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { blogFeed, blogPostPath, paths } from "../common/paths.ts";
import { searchIndexUrl } from "../common/search.ts";
import { publishedPostSlugs } from "./cms/posts.server.ts";
import { pageCount } from "./features/blog/paging.ts";

const blogListPages = pageCount((await publishedPostSlugs()).length);

/** Route path without its leading slash, as React Router's config wants it. */
const at = (path: string) => path.slice(1);

export default [
  index("routes/home.tsx"),
  route(at(paths.homeAlias), "routes/home.tsx", { id: "home-alias" }),
  route(at(paths.about), "routes/about.tsx"),
  route(at(paths.whatWeDo), "routes/what-we-do.tsx"),
  route(at(paths.industries), "routes/industries.tsx"),
  route(at(paths.impact), "routes/impact.tsx"),
  route(at(paths.contact), "routes/contact.tsx"),
  route(at(paths.gallery), "routes/gallery.tsx"),
  route(at(paths.newsBlogs), "routes/news-blogs.tsx"),
  route(at(paths.blog), "routes/blog.tsx"),
  // Only when the posts fill more than one page: a pre-rendered site has no page to give it else.
  ...(blogListPages > 1
    ? [route(at(`${paths.blog}/page/:page`), "routes/blog.tsx", { id: "blog-list-page" })]
    : []),
  route(at(blogFeed), "routes/blog-feed.ts"),
  route(at(searchIndexUrl), "routes/search-index.ts"),
  route(at(blogPostPath(":slug")), "routes/blog-post.tsx"),
  route(at(paths.privacy), "routes/privacy.tsx"),
  route(at(paths.testPreloader), "routes/test-preloader.tsx"),
  route(at(paths.testCarousel), "routes/test-carousel.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
