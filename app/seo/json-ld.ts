import { languageSettings, languages } from "../../common/i18n.ts";
import { paths } from "../../common/paths.ts";
import type { SiteData } from "../../common/site-data-types.ts";
import { absoluteUrl, headFiles, siteUrl } from "../../common/site-url.ts";

const organizationId = () => `${absoluteUrl(paths.home)}#organization`;

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

export interface ArticleFacts {
  image: { url: string; alt: string; width: number; height: number; type: string };
  published: string;
  author: { name: string; role: string };
  headline: string;
  tags: string[];
  lang?: string;
}

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
