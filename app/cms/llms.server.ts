import { paths } from "../../common/paths.ts";
import type { LlmsContent } from "./model/types.ts";
import { loadImpactFigures, loadPageHeads, loadServices, pageContent } from "./pages.server.ts";
import { localizeEntry, readSingleton } from "./reader.server.ts";
import type { Language } from "./schema/fields.ts";
import { loadSiteData } from "./site.server.ts";

export async function loadLlmsContent(language: Language = "en"): Promise<LlmsContent> {
  const [siteData, site, pages, blogPage, services, figures] = await Promise.all([
    loadSiteData(language),
    readSingleton("site"),
    loadPageHeads(language),
    readSingleton("blogPage"),
    loadServices(language),
    loadImpactFigures(language),
  ]);
  const { llms } = localizeEntry(site, language);
  return {
    site: { ...siteData.site, description: siteData.seo.description },
    intro: llms.intro,
    notes: llms.notes,
    pages: [...pages, pageContent(paths.blog, blogPage, language, blogPage.sharing)],
    services,
    figures,
    offices: siteData.offices,
  };
}
