// Where a list shows on several pages, the one it belongs to most; anything not named here goes
// to the home page.
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

/** Entries with a page of their own are previewed there, as the page kinds say which. */
export function pageOf(area: string | undefined, slug?: string): string {
  const own = area === undefined ? undefined : ownPageOf[area];
  if (own && slug) return own(slug);
  return (area && pageOfArea[area]) || paths.home;
}
