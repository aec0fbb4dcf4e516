// A filter page of News & Blogs names its trail (Home › News & Blogs › the filter) as structured data.
import type { MetaDescriptor } from "react-router";
import type { PageContent } from "../../common/content-types.ts";
import { absoluteUrl } from "../../common/site-url.ts";
import type { SiteData } from "../cms/model/types.ts";
import { pageMeta } from "./head.ts";
import { breadcrumbJsonLd } from "./json-ld.ts";

export function insightsMeta(
  data:
    | { page: PageContent; breadcrumb: { name: string; path: string }[]; current: unknown }
    | undefined,
  site: SiteData | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  const meta = pageMeta(data.page, site);
  if (data.current !== null) {
    meta.push({
      "script:ld+json": breadcrumbJsonLd(
        data.breadcrumb.map((step) => ({ name: step.name, url: absoluteUrl(step.path) })),
      ),
    });
  }
  return meta;
}
