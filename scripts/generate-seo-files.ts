import { access, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sitemapPages } from "../app/cms/content-pages.server.ts";
import { loadLlmsContent } from "../app/cms/llms.server.ts";
import { llmsTxt } from "../app/seo/llms.ts";
import { webManifest } from "../app/seo/manifest.ts";
import { hiddenPagePaths, indexablePaths, robotsTxt, sitemapXml } from "../app/seo/sitemap.ts";
import { languages, localizedPath } from "../common/i18n.ts";
import { headFiles, siteUrl } from "../common/site-url.ts";

const root = process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`;

const today = new Date().toISOString().slice(0, 10);
// The pages that follow from content (app/cms/page-kinds.ts): the blog's posts with their dates,
// the others with the build's; none ticked "Hide from search engines".
const contentPages = await sitemapPages(today);

// A page in the sitemap that was not pre-rendered would send crawlers to a redirect.
const pages = [...indexablePaths, ...contentPages.map((page) => page.path)];
for (const path of languages.flatMap((language) =>
  pages.map((page) => localizedPath(page, language)),
)) {
  const file = join(root, path, "index.html");
  await access(file).catch(() => {
    throw new Error(`seo: ${path} is indexable but ${file} was not built`);
  });
}

const content = await loadLlmsContent();
// The fixed pages ticked "Hide from search engines", from the heads llms.txt lists.
const hidden = hiddenPagePaths(content.pages);
const files = {
  "sitemap.xml": sitemapXml(siteUrl, today, contentPages, hidden),
  "robots.txt": robotsTxt(siteUrl),
  "llms.txt": llmsTxt(siteUrl, content),
  "ar/llms.txt": llmsTxt(siteUrl, await loadLlmsContent("ar"), "ar"),
  [headFiles.manifest.slice(1)]: `${JSON.stringify(webManifest(content.site), null, 2)}\n`,
};
for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
console.log(`seo: wrote ${Object.keys(files).join(", ")} for ${siteUrl} in ${root}`);
