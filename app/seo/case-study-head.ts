// Case studies' pages and the Impact page's filter pages: the page's head and the trail to it.
import type { MetaDescriptor } from "react-router";
import type { Crumb } from "../../common/case-study-types.ts";
import type { PageContent } from "../../common/content-types.ts";
import { absoluteUrl } from "../../common/site-url.ts";
import type { SiteData } from "../cms/model/types.ts";
import { pageMeta } from "./head.ts";
import { breadcrumbJsonLd } from "./json-ld.ts";

export function pageWithTrailMeta(
  data: { page: PageContent; breadcrumb?: Crumb[] } | null | undefined,
  site: SiteData | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  const meta = pageMeta(data.page, site);
  if (data.breadcrumb) {
    meta.push({
      "script:ld+json": breadcrumbJsonLd(
        data.breadcrumb.map((step) => ({ name: step.name, url: absoluteUrl(step.path) })),
      ),
    });
  }
  return meta;
}
