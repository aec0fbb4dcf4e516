// The text of sitemap.xml, robots.txt and llms.txt, built from app/config/paths.ts and content/.
// scripts/generate-seo-files.ts writes them into the client build.
import { developerPages, type PagePath, paths } from "../common/paths.ts";
import { impactFigures } from "../content/impact.ts";
import { locations } from "../content/locations.ts";
import { pages } from "../content/pages.ts";
import { absoluteUrl, llmsSummary } from "../content/seo.ts";
import { serviceAreas } from "../content/services.ts";
import { site } from "../content/site.ts";

/** Pages for search engines: every page but the developer test pages and /home (a copy of /). */
export const indexablePaths: readonly PagePath[] = Object.values(paths).filter(
  (path) => path !== paths.homeAlias && !developerPages.includes(path),
);

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page the sitemap lists with its own date, such as a blog post with its publication date. */
export interface DatedPage {
  path: string;
  /** ISO date, "2024-11-18". */
  lastModified: string;
}

/** Every indexable page dated `lastModified` (the build's day), then `dated` pages with theirs. */
export function sitemapXml(
  base: string,
  lastModified: string,
  dated: readonly DatedPage[] = [],
): string {
  const entries = [...indexablePaths.map((path) => ({ path, lastModified })), ...dated];
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${xmlEscape(absoluteUrl(entry.path, base))}</loc>\n    <lastmod>${entry.lastModified}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

// The developer pages are not disallowed here: a crawler must fetch them to see their noindex tag.
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

/** A Markdown summary of the site for AI agents, in the llms.txt format (https://llmstxt.org). */
export function llmsTxt(base: string): string {
  const lines = [`# ${site.name}`, "", `> ${site.description}`, "", llmsSummary.intro, ""];
  for (const note of llmsSummary.notes) lines.push(`- ${note}`);
  lines.push("", "## Pages", "");
  for (const path of indexablePaths) {
    const page = pages[path];
    lines.push(`- [${page.title}](${absoluteUrl(path, base)}): ${page.description}`);
  }
  lines.push("", "## Services", "");
  for (const service of serviceAreas) lines.push(`- ${service.title}: ${service.summary}`);
  lines.push("", "## Impact", "");
  for (const figure of impactFigures) lines.push(`- ${figure.label}: ${figure.value}`);
  lines.push("", "## Offices", "");
  for (const office of locations.filter((location) => location.type === "office")) {
    lines.push(
      `- ${office.city}, ${office.country}${office.description ? `: ${office.description}` : ""}`,
    );
  }
  lines.push(
    "",
    "## Contact",
    "",
    `- Enquiries: ${absoluteUrl(paths.contact, base)}`,
    `- E-mail: ${site.email}`,
    `- Phone: ${site.phone}`,
    `- Address: ${site.address}`,
    "",
  );
  return lines.join("\n");
}
