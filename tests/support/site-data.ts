import { loadSiteData } from "../../app/cms/site.server.ts";
import type { SiteData } from "../../common/site-data-types.ts";

export const siteData: SiteData = await loadSiteData();
