import type { Config } from "@react-router/dev/config";
import { allPagePaths } from "./app/cms/content-pages.server.ts";
import { languages, localizedPath } from "./common/i18n.ts";
import { blogFeed, prerenderedPaths } from "./common/paths.ts";
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
  // The fixed pages, the search index and the blog's feed, then every page that follows from
  // content: each kind of app/cms/page-kinds.ts (the blog's posts and further list pages, the
  // pages of people, case studies, offices, industries and service areas, the list pages'
  // filters, each office's map picture). Every one of them in English and in Arabic (under /ar).
  prerender: async () => {
    const english = [...prerenderedPaths, searchIndexUrl, blogFeed, ...(await allPagePaths())];
    return languages.flatMap((language) => english.map((path) => localizedPath(path, language)));
  },
} satisfies Config;
