// Types only, besides the editor's choice lists: the words are data and reach a page in its HTML.
import type { CaptionedImage, ImageAsset } from "./images.ts";
import type { Location, NavLinkItem, SiteDetails, SocialLink } from "./site-data-types.ts";

export type LinkItem = NavLinkItem;

export interface PageContent {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
}

// biome-ignore lint/suspicious/noEmptyInterface: app/cms/pages.server.ts fills it in by declaration merging (common/ imports nothing from app/).
export interface ContentLists {}

export type ServiceArea = ContentLists["services"];
export type Industry = ContentLists["industries"];
export type CounterItem = ContentLists["counters"];
export type Testimonial = ContentLists["testimonials"];
export type GroupCompany = ContentLists["companies"];
export type ValueItem = ContentLists["values"];
export type CaseStudy = ContentLists["caseStudies"];
export type Person = ContentLists["people"];

export interface PersonPageWords {
  breadcrumb: string;
  office: string;
  focusAreas: string;
  services: string;
  industries: string;
  languages: string;
  bio: string;
  profiles: string;
  posts: string;
  caseStudies: string;
}

export interface PersonPageData {
  page: PageContent;
  person: Person;
  officeTo?: string;
  words: PersonPageWords;
  breadcrumb: { name: string; path: string }[];
  posts: { slug: string; title: string; to: string; lang?: "en" }[];
  caseStudies: { id: string; title: string; to: string }[];
}

export interface SectionText {
  heading: string;
  intro?: string;
}

export interface CallToAction {
  heading: string;
  text: string;
  link: LinkItem;
}

export const industryIcons = [
  "textile-apparel",
  "merchandising",
  "machinery-equipment",
  "agriculture-dairy",
  "packaged-food-beverages",
  "mining",
  "infrastructure",
  "vertical-transportation-mechatronics",
  "logistics",
  "information-technology",
  "vocational-training",
  "electronics",
] as const;
export type IndustryIconName = (typeof industryIcons)[number];

export interface ImpactFigure {
  id: string;
  value: string;
  label: string;
}

export interface ClientLogo {
  id: string;
  name: string;
  logo: ImageAsset;
}

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  office: string;
  portrait: ImageAsset;
  social: SocialLink[];
}

export interface TabItem {
  id: string;
  label: string;
  heading: string;
  body: string;
}

export interface NewsItem {
  id: string;
  lang?: "en";
  title: string;
  date: string;
  excerpt: string;
  network: string;
  href: string;
  image: ImageAsset;
}

export interface NewsText {
  readOn: string;
  newTab: string;
}

export interface BannerSlide {
  id: string;
  heading: string;
  text: string;
  image: ImageAsset;
  primaryLink: LinkItem;
  secondaryLink: LinkItem;
}

export type GalleryImage = CaptionedImage;

export interface LlmsContent {
  site: SiteDetails & { description: string };
  intro: string;
  notes: readonly string[];
  pages: readonly PageContent[];
  services: readonly ServiceArea[];
  figures: readonly ImpactFigure[];
  offices: readonly Location[];
}
