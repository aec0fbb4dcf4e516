// Where a change is previewed. An entry with a page of its own (a post, a person, an office, a
// case study, an industry, a service area: app/cms/page-kinds.ts says which) on that page; any
// other entry, a singleton, or an entry removed, on the page its list shows on most; anything not
// named here on the home page.
import { ownPageOf } from "../../app/cms/page-kinds.ts";
import { paths } from "../../common/paths.ts";

export const pageOfArea: Record<string, string> = {
  bannerSlides: paths.home,
  counters: paths.home,
  clients: paths.home,
  testimonials: paths.home,
  services: paths.whatWeDo,
  industries: paths.industries,
  impactFigures: paths.impact,
  caseStudies: paths.impact,
  companies: paths.about,
  team: paths.about,
  values: paths.about,
  newsItems: paths.newsBlogs,
  galleryImages: paths.gallery,
  offices: paths.contact,
  posts: paths.blog,
  homePage: paths.home,
  aboutPage: paths.about,
  whatWeDoPage: paths.whatWeDo,
  industriesPage: paths.industries,
  areaPages: paths.industries,
  impactPage: paths.impact,
  contactPage: paths.contact,
  officePage: paths.contact,
  contactForm: paths.contact,
  worldMap: paths.contact,
  galleryPage: paths.gallery,
  newsPage: paths.newsBlogs,
  blogPage: paths.blog,
  privacy: paths.privacy,
  testPages: paths.testPreloader,
  site: paths.home,
  interfaceText: paths.home,
  // Redirects have no page of their own; most lead to the blog.
  redirects: paths.blog,
  // An e-mail, not a page: the contact page, whose form sends the enquiry it acknowledges.
  acknowledgement: paths.contact,
};

/**
 * The page a change to an entry of `area` (a collection or a singleton) is previewed on. `slug`:
 * the entry, unless it was removed; `entry`: its fields as saved, which tell whether an entry of a
 * list where only some have a page (an office, not a partner) has one. Without them, its list's page.
 */
export function pageOf(area: string | undefined, slug?: string, entry?: object): string {
  const own = area === undefined ? undefined : ownPageOf[area];
  if (own && slug && (!own.hasPage || (entry !== undefined && own.hasPage(entry)))) {
    return own.path(slug);
  }
  return (area && pageOfArea[area]) || paths.home;
}
