import { languageSettings, languages } from "../../common/i18n.ts";
import { paths } from "../../common/paths.ts";
import { absoluteUrl, headFiles, siteUrl } from "../../common/site-url.ts";
import type { SiteData } from "../cms/model/types.ts";

export const organizationId = () => `${absoluteUrl(paths.home)}#organization`;

function officePlaces(site: SiteData) {
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
  /** The author's own page, whose Person data carries the same @id. */
  authorUrl?: string;
  /** The author's file name in the team: their page is /people/<id>. */
  authorId?: string;
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
      ...(article.authorUrl ? { "@id": personId(article.authorUrl), url: article.authorUrl } : {}),
      name: article.author.name,
      jobTitle: article.author.role || undefined,
    },
    publisher: { "@id": organizationId() },
    inLanguage: article.lang ?? post.lang,
  };
}

export interface PersonFacts {
  url: string;
  name: string;
  jobTitle: string;
  description: string;
  image: string;
  workLocation: string;
  knowsAbout: string[];
  knowsLanguage: string[];
  sameAs: string[];
}

/** One person, one id: the blog's posts name their author by the @id of the author's page. */
function personId(url: string): string {
  return `${url}#person`;
}

export function personJsonLd(person: PersonFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": personId(person.url),
    url: person.url,
    mainEntityOfPage: person.url,
    name: person.name,
    jobTitle: person.jobTitle || undefined,
    description: person.description || undefined,
    image: person.image,
    worksFor: { "@id": organizationId() },
    workLocation: person.workLocation
      ? {
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: person.workLocation },
        }
      : undefined,
    knowsAbout: person.knowsAbout.length > 0 ? person.knowsAbout : undefined,
    knowsLanguage: person.knowsLanguage.length > 0 ? person.knowsLanguage : undefined,
    sameAs: person.sameAs.length > 0 ? person.sameAs : undefined,
  };
}

/** The trail from the home page to a nested page, each step an absolute address. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
