import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { paths } from "../common/paths.ts";

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
  route(at(paths.privacy), "routes/privacy.tsx"),
  route(at(paths.testPreloader), "routes/test-preloader.tsx"),
  route(at(paths.testCarousel), "routes/test-carousel.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
