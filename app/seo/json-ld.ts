// The pages' structured data (schema.org JSON-LD): the group as an Organization with its offices on
// every page, each page as a WebPage, and each blog post as a BlogPosting. Pages refer to the
// Organization by its @id, so it is described once a page.
import { languageSettings, languages } from "../../common/i18n.ts";
import { paths } from "../../common/paths.ts";
import type { SiteData } from "../../common/site-data-types.ts";
import { absoluteUrl, headFiles, siteUrl } from "../../common/site-url.ts";

/** The @id by which pages and posts name the group as their publisher. */
const organizationId = () => `${absoluteUrl(paths.home)}#organization`;

/** The group's offices (not partners, clients or projects) as schema.org Places. */
export function officePlaces(site: SiteData) {
  return site.offices
    .filter((location) => location.type === "office")
    .map((office) => ({
      "@type": "Place",
      name: `${site.site.name}, ${office.city}`,
      ...(office.description ? { description: office.description } : {}),
      address: {
        "@type": "PostalAddress",
        addressLocality: office.city,
        addressCountry: office.country,
      },
      geo: { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude },
    }));
}

/** The schema.org Organization of the group with its offices, for the JSON-LD of every page. */
export function organizationJsonLd(site: SiteData, base: string = siteUrl) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(paths.home, base)}#organization`,
    knowsLanguage: languages.map((language) => languageSettings[language].lang),
    name: site.site.name,
    description: site.seo.description,
    url: absoluteUrl(paths.home, base),
    logo: absoluteUrl(headFiles.icon512, base),
    image: absoluteUrl(site.seo.shareImage.path, base),
    email: site.site.email,
    telephone: site.site.phone,
    location: officePlaces(site),
  };
}

/** One page of the site, published by the group. */
export function webPageJsonLd(page: {
  url: string;
  title: string;
  description: string;
  lang: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": page.url,
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: page.lang,
    publisher: { "@id": organizationId() },
  };
}

/** A blog post's facts, as its page's head receives them. */
export interface ArticleFacts {
  image: { url: string; alt: string; width: number; height: number; type: string };
  published: string;
  author: { name: string; role: string };
  headline: string;
  tags: string[];
  /** The article's own language when it is not the page's (an English-only post). */
  lang?: string;
}

/** A blog post at `url`, written by its author and published by the group. */
export function blogPostingJsonLd(
  article: ArticleFacts,
  post: { url: string; description: string; imageUrl: string; lang: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${post.url}#post`,
    headline: article.headline,
    description: post.description,
    datePublished: article.published,
    url: post.url,
    mainEntityOfPage: post.url,
    image: post.imageUrl,
    keywords: article.tags.join(", ") || undefined,
    author: {
      "@type": "Person",
      name: article.author.name,
      jobTitle: article.author.role || undefined,
    },
    publisher: { "@id": organizationId() },
    inLanguage: article.lang ?? post.lang,
  };
}
