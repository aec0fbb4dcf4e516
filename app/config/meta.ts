import type { MetaDescriptor } from "react-router";
import { developerPages, type PagePath, paths } from "../../common/paths.ts";
import { locations } from "../../content/locations.ts";
import { pages } from "../../content/pages.ts";
import { absoluteUrl, headFiles, seo, siteUrl } from "../../content/seo.ts";
import { site } from "../../content/site.ts";

/** The group's offices (not partners, clients or projects) as schema.org Places. */
export function officePlaces() {
  return locations
    .filter((location) => location.type === "office")
    .map((office) => ({
      "@type": "Place",
      name: `${site.name}, ${office.city}`,
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
export function organizationJsonLd(base: string = siteUrl) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(paths.home, base)}#organization`,
    name: site.name,
    description: site.description,
    url: absoluteUrl(paths.home, base),
    logo: absoluteUrl(headFiles.icon512, base),
    image: absoluteUrl(seo.shareImage.path, base),
    email: site.email,
    telephone: site.phone,
    location: officePlaces(),
  };
}

/**
 * A page's <title>, description, canonical URL, Open Graph and Twitter card tags, robots tag and
 * JSON-LD, from the content folder. /home is the same page as /, so both name / as canonical.
 */
export function pageMeta(path: PagePath): MetaDescriptor[] {
  const page = pages[path];
  const title = `${page.title} | ${site.name}`;
  const canonical = absoluteUrl(path === paths.homeAlias ? paths.home : path);
  const image = absoluteUrl(seo.shareImage.path);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: seo.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:type", content: seo.shareImage.type },
    { property: "og:image:width", content: String(seo.shareImage.width) },
    { property: "og:image:height", content: String(seo.shareImage.height) },
    { property: "og:image:alt", content: seo.shareImage.alt },
    { name: "twitter:card", content: seo.twitterCard },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: seo.shareImage.alt },
    { "script:ld+json": organizationJsonLd() },
  ];
  if (developerPages.includes(path)) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
