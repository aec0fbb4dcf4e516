import type { SiteData } from "../../app/cms/model/types.ts";
import { loadSiteData } from "../../app/cms/site.server.ts";

export const siteData: SiteData = await loadSiteData();
