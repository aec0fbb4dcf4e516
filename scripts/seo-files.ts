// The text of sitemap.xml, robots.txt, llms.txt and the web app manifest, from common/paths.ts and
// the content (app/cms). scripts/generate-seo-files.ts writes them into the client build.
import type { LlmsContent } from "../common/content-types.ts";
import { type Language, languages, localizedPath, otherLanguage } from "../common/i18n.ts";
import { developerPages, type PagePath, paths } from "../common/paths.ts";
import { absoluteUrl, headFiles } from "../common/site-url.ts";

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

/**
 * Every indexable page dated `lastModified` (the build's day), then `dated` pages with theirs; each
 * in English and in Arabic, listing both addresses as alternates (and English as x-default).
 */
export function sitemapXml(
  base: string,
  lastModified: string,
  dated: readonly DatedPage[] = [],
): string {
  const entries = [...indexablePaths.map((path) => ({ path, lastModified })), ...dated];
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...languages.map((language) => [language, localizedPath(entry.path, language)]),
      ["x-default", entry.path],
    ]
      .map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(absoluteUrl(path ?? "/", base))}"/>`,
      )
      .join("\n");
    return languages.map(
      (language) =>
        `  <url>\n    <loc>${xmlEscape(absoluteUrl(localizedPath(entry.path, language), base))}</loc>\n    <lastmod>${entry.lastModified}</lastmod>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
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
/**
 * The headings of llms.txt in each language. llms.txt is read by language models, not shown on a
 * page, so its few structural words live here rather than in the editor.
 */
const llmsHeadings: Record<Language, Record<string, string>> = {
  en: {
    pages: "Pages",
    services: "Services",
    impact: "Impact",
    offices: "Offices",
    contact: "Contact",
    enquiries: "Enquiries",
    email: "E-mail",
    phone: "Phone",
    address: "Address",
    other: "The site in Arabic",
  },
  ar: {
    pages: "الصفحات",
    services: "الخدمات",
    impact: "الأثر",
    offices: "المكاتب",
    contact: "التواصل",
    enquiries: "الاستفسارات",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    address: "العنوان",
    other: "The site in English",
  },
};

/** llms.txt of one language: /llms.txt for English, /ar/llms.txt for Arabic, each naming the other. */
export function llmsTxt(base: string, content: LlmsContent, language: Language = "en"): string {
  const { site } = content;
  const words = llmsHeadings[language];
  const url = (path: string) => absoluteUrl(localizedPath(path, language), base);
  const lines = [`# ${site.name}`, "", `> ${site.description}`, "", content.intro, ""];
  for (const note of content.notes) lines.push(`- ${note}`);
  const other = otherLanguage(language);
  lines.push(`- ${words.other}: ${absoluteUrl(localizedPath("/llms.txt", other), base)}`);
  lines.push("", `## ${words.pages}`, "");
  for (const page of content.pages) {
    if (!indexablePaths.includes(page.path as PagePath)) continue;
    lines.push(`- [${page.title}](${url(page.path)}): ${page.description}`);
  }
  lines.push("", `## ${words.services}`, "");
  for (const service of content.services) lines.push(`- ${service.title}: ${service.summary}`);
  lines.push("", `## ${words.impact}`, "");
  for (const figure of content.figures) lines.push(`- ${figure.label}: ${figure.value}`);
  lines.push("", `## ${words.offices}`, "");
  for (const office of content.offices.filter((location) => location.type === "office")) {
    lines.push(
      `- ${office.city}, ${office.country}${office.description ? `: ${office.description}` : ""}`,
    );
  }
  lines.push(
    "",
    `## ${words.contact}`,
    "",
    `- ${words.enquiries}: ${url(paths.contact)}`,
    `- ${words.email}: ${site.email}`,
    `- ${words.phone}: ${site.phone}`,
    `- ${words.address}: ${site.address}`,
    "",
  );
  return lines.join("\n");
}

/** Colours of the installed web app: the brand red and a white splash screen. */
export const manifestColours = { theme: "#8b1a1a", background: "#ffffff" } as const;

/** The web app manifest (what a phone shows when the site is added to its home screen). */
export function webManifest(site: { name: string; shortName: string; description: string }) {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: "en",
    start_url: paths.home,
    scope: paths.home,
    display: "standalone",
    theme_color: manifestColours.theme,
    background_color: manifestColours.background,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: headFiles.icon192, sizes: "192x192", type: "image/png" },
      { src: headFiles.icon512, sizes: "512x512", type: "image/png" },
      { src: headFiles.maskableIcon, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
