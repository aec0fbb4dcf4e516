import type { Config } from "@react-router/dev/config";
import { contentPagePaths } from "./app/cms/content-pages.server.ts";
import { officeMapPaths } from "./app/cms/offices.server.ts";
import { blogPrerenderPaths } from "./app/cms/posts.server.ts";
import { languages, localizedPath } from "./common/i18n.ts";
import { prerenderedPaths } from "./common/paths.ts";
import { searchIndexUrl } from "./common/search.ts";

// Static site: every page is pre-rendered to HTML at build time; in the browser only its interactive
// parts hydrate, each on its own (app/islands/).
export default {
  // BUILD_DIR lets parallel test runs build side by side; the server's STATIC_DIR follows it.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // The development server finds every dependency of the pages (entry and route modules) before
  // its first page, rather than on it: finding one late re-bundles them and reloads the page, and a
  // page caught between two bundles once failed with "Cannot read properties of null (reading
  // 'useContext')" (two copies of React).
  future: { unstable_optimizeDeps: true },
  // The blog's posts, its further list pages and its feed follow from content/posts/; the pages of
  // people, case studies, offices, industries and service areas and the list pages' filters from
  // their entries (app/cms/content-pages.server.ts); each office's map picture and the search index
  // are files. Every one of them in English and in Arabic (under /ar).
  prerender: async () => {
    const english = [
      ...prerenderedPaths,
      searchIndexUrl,
      ...(await blogPrerenderPaths()),
      ...(await contentPagePaths()),
      ...(await officeMapPaths()),
    ];
    return languages.flatMap((language) => english.map((path) => localizedPath(path, language)));
  },
} satisfies Config;
