// Each page's head tags: <title>, description, canonical URL, Open Graph and Twitter card, robots
// and the group's JSON-LD. Built from the page's own words (its route loader's `page`) and the
// site-wide facts of the root loader, so the head is the same when pre-rendered and in the browser.
import type { MetaDescriptor } from "react-router";
import type { PageContent } from "../../common/content-types.ts";
import {
  languageSettings,
  languages,
  localizedPath,
  otherLanguage,
  withoutLanguage,
} from "../../common/i18n.ts";
import { developerPages, type PagePath, paths } from "../../common/paths.ts";
import type { SiteData } from "../../common/site-data-types.ts";
import { absoluteUrl, headFiles, siteUrl } from "../../common/site-url.ts";

const twitterCard = "summary_large_image";

/** The site-wide words of the root route, as a route's meta function receives them. */
export function siteDataOf(matches: readonly unknown[]): SiteData | undefined {
  for (const match of matches) {
    const { id, loaderData } = (match ?? {}) as { id?: string; loaderData?: unknown };
    if (id === "root") return loaderData as SiteData | undefined;
  }
  return undefined;
}

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

/**
 * A page's head tags. /home is the same page as /, so both name / as canonical. Without the root's
 * data (its loader failed) the page still gets its title and description.
 */
export function pageMeta(page: PageContent, site: SiteData | undefined): MetaDescriptor[] {
  const name = site?.site.name;
  const title = name ? `${page.title} | ${name}` : page.title;
  const language = site?.language ?? "en";
  // The page's address in English: /home is / again, in either language.
  const english =
    withoutLanguage(page.path) === paths.homeAlias ? paths.home : withoutLanguage(page.path);
  const canonical = absoluteUrl(localizedPath(english, language));
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    // The same page in each language; x-default is the English one.
    ...languages.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: other,
      href: absoluteUrl(localizedPath(english, other)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(english) },
  ];
  if (site) {
    const share = site.seo.shareImage;
    const image = absoluteUrl(share.path);
    meta.push(
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: site.site.name },
      { property: "og:locale", content: languageSettings[language].locale },
      {
        property: "og:locale:alternate",
        content: languageSettings[otherLanguage(language)].locale,
      },
      { property: "og:title", content: title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: canonical },
      { property: "og:image", content: image },
      { property: "og:image:type", content: share.type },
      { property: "og:image:width", content: String(share.width) },
      { property: "og:image:height", content: String(share.height) },
      { property: "og:image:alt", content: share.alt },
      { name: "twitter:card", content: twitterCard },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: page.description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: share.alt },
      { "script:ld+json": organizationJsonLd(site) },
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "WebPage",
          "@id": canonical,
          url: canonical,
          name: title,
          description: page.description,
          inLanguage: languageSettings[language].lang,
          publisher: { "@id": `${absoluteUrl(paths.home)}#organization` },
        },
      },
    );
  }
  if (developerPages.includes(english as PagePath)) {
    meta.push({ name: "robots", content: "noindex" });
  }
  return meta;
}

/** A route's meta function: its loader's `page` and the root's site-wide facts. */
export function routeMeta({
  loaderData,
  matches,
}: {
  loaderData: { page: PageContent } | undefined;
  matches: readonly unknown[];
}): MetaDescriptor[] {
  if (!loaderData) return [];
  return pageMeta(loaderData.page, siteDataOf(matches));
}
