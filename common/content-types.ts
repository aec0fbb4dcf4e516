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
  /** Set where the page's entry says how it is shared or listed; most pages have none. */
  sharing?: PageSharing;
}

/**
 * An entry's "Sharing and search engines" (app/cms/schema/fields.ts, sharing), in the page's
 * language, with the entry's own cover: app/seo/head.ts picks the picture shared from these.
 */
export interface PageSharing {
  /** Its "Share picture", when one is chosen. */
  picture?: ImageAsset;
  /** The entry's own picture: a post's or a case study's cover, a person's portrait. */
  cover?: ImageAsset;
  /** Ticked "Hide from search engines": noindex, and out of the sitemap and llms.txt. */
  hidden?: true;
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
