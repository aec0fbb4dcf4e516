// The first steps of a page's breadcrumb trail, named as the site's own links name those pages:
// the header's menu first (Home, About, What We Do, Industries, News & Blogs, Contact), then the
// footer's columns (Impact), so that a trail and the menus never call one page two things.
import type { Crumb } from "../../common/case-study-types.ts";
import { paths } from "../../common/paths.ts";
import { localize, readSingleton, type SingletonName } from "./reader.server.ts";
import type { Language } from "./schema/fields.ts";

/** The pages a trail passes through, and the entry whose title names one no menu links. */
const sections = {
  [paths.home]: "homePage",
  [paths.about]: "aboutPage",
  [paths.whatWeDo]: "whatWeDoPage",
  [paths.industries]: "industriesPage",
  [paths.impact]: "impactPage",
  [paths.newsBlogs]: "newsPage",
  [paths.contact]: "contactPage",
} as const satisfies Record<string, SingletonName>;

export type TrailSection = keyof typeof sections;

/** The name the site's links give a page: the header's, else the footer's, else the page's title. */
export async function linkName(path: TrailSection, language: Language): Promise<string> {
  const site = await readSingleton("site");
  const link = [...site.mainNav, ...site.footerCompany.links, ...site.footerPolicies.links].find(
    (item) => item.to === path,
  );
  if (link) return localize(link.label, language);
  const page = await readSingleton(sections[path]);
  return localize(page.head.title, language);
}

/** Home, then the section the page belongs to; English paths, which the loaders localise. */
export async function trailStart(language: Language, section?: TrailSection): Promise<Crumb[]> {
  const steps = section ? [paths.home, section] : [paths.home];
  return Promise.all(
    steps.map(async (path) => ({ name: await linkName(path, language), path: path as string })),
  );
}
