// The real site-wide words from content/, for unit tests that render components needing them.
import { loadSiteData } from "../../app/cms/site.server.ts";
import type { SiteData } from "../../common/site-data-types.ts";

export const siteData: SiteData = await loadSiteData();
