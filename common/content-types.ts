// Types only, besides the editor's choice lists: the words are data and reach a page in its HTML.
import type { CaptionedImage, ImageAsset } from "./images.ts";
import type { NavLinkItem, SocialLink } from "./site-data-types.ts";

export type LinkItem = NavLinkItem;

export interface PageContent {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
}

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
