import type { PageContent } from "../../common/content-types.ts";
import { languages, localizedPath } from "../../common/i18n.ts";
import { developerPages, type PagePath, paths } from "../../common/paths.ts";
import { absoluteUrl } from "../../common/site-url.ts";
import { xmlAttribute, xmlText } from "./xml.ts";

export const indexablePaths: readonly PagePath[] = Object.values(paths).filter(
  (path) => path !== paths.homeAlias && !developerPages.includes(path),
);

export interface DatedPage {
  path: string;
  lastModified: string;
}

/** The fixed pages ticked "Hide from search engines", in English, from their heads. */
export function hiddenPagePaths(pages: readonly PageContent[]): Set<string> {
  return new Set(pages.filter((page) => page.sharing?.hidden).map((page) => page.path));
}

/** `hidden`: English paths left out, ticked "Hide from search engines" (their pages say noindex). */
export function sitemapXml(
  base: string,
  lastModified: string,
  dated: readonly DatedPage[] = [],
  hidden: ReadonlySet<string> = new Set(),
): string {
  const entries = [...indexablePaths.map((path) => ({ path, lastModified })), ...dated].filter(
    (entry) => !hidden.has(entry.path),
  );
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...languages.map((language) => [language, localizedPath(entry.path, language)]),
      ["x-default", entry.path],
    ]
      .map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlAttribute(absoluteUrl(path ?? "/", base))}"/>`,
      )
      .join("\n");
    return languages.map(
      (language) =>
        `  <url>\n    <loc>${xmlText(absoluteUrl(localizedPath(entry.path, language), base))}</loc>\n    <lastmod>${entry.lastModified}</lastmod>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: crawl everything but the API, and read the sitemap. The developer pages are not
 * disallowed: a crawler must fetch them to see their noindex tag. */
export function robotsTxt(base: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml", base)}`,
    "",
  ].join("\n");
}
