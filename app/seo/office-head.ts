// An office's page: the page's head, then the office as a local business of the group and the trail
// to it as structured data.
import type { MetaDescriptor } from "react-router";
import { localizedPath, withoutLanguage } from "../../common/i18n.ts";
import type { OfficePageData } from "../../common/office-types.ts";
import { absoluteUrl } from "../../common/site-url.ts";
import type { SiteData } from "../cms/model/types.ts";
import { pageMeta } from "./head.ts";
import { breadcrumbJsonLd, organizationId } from "./json-ld.ts";

function officeJsonLd(data: OfficePageData, url: string, groupName: string | undefined) {
  const { office } = data;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${url}#office`,
    name: groupName ? `${groupName}, ${office.city}` : data.page.title,
    url,
    mainEntityOfPage: url,
    description: office.description || undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: office.address || undefined,
      addressLocality: office.city,
      addressCountry: office.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude },
    hasMap: absoluteUrl(data.map.src),
    telephone: office.phone || undefined,
    email: office.email || undefined,
    openingHours: office.openingHours || undefined,
    parentOrganization: { "@id": organizationId() },
  };
}

export function officeMeta(
  data: OfficePageData | undefined,
  site: SiteData | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  const meta = pageMeta(data.page, site);
  const language = site?.language ?? "en";
  const url = absoluteUrl(localizedPath(withoutLanguage(data.page.path), language));
  meta.push(
    { "script:ld+json": officeJsonLd(data, url, site?.site.name) },
    {
      "script:ld+json": breadcrumbJsonLd(
        data.breadcrumb.map((step) => ({ name: step.name, url: absoluteUrl(step.path) })),
      ),
    },
  );
  return meta;
}
