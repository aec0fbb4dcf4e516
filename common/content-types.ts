// The shapes of the content pages receive from their route loaders (app/cms/pages.server.ts reads
// them from content/ at build time). Types only, besides the short lists the editor offers as
// choices: the words themselves are data and reach a page in its HTML, never in a script.
import type { CaptionedImage, ImageAsset } from "./images.ts";
import type { Location, NavLinkItem, SiteDetails, SocialLink } from "./site-data-types.ts";

export type LinkItem = NavLinkItem;

/** A page's head and top: <title> (the site's name is added), description, <h1> and intro. */
export interface PageContent {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
}

/**
 * The lists as pages take them, typed off the content schema. common/ may import nothing from
 * app/cms, so app/cms/pages.server.ts fills this in by declaration merging.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging.
export interface ContentLists {}

export type ServiceArea = ContentLists["services"];
export type Industry = ContentLists["industries"];
export type CounterItem = ContentLists["counters"];
export type Testimonial = ContentLists["testimonials"];
export type GroupCompany = ContentLists["companies"];
export type ValueItem = ContentLists["values"];
export type CaseStudy = ContentLists["caseStudies"];

export interface SectionText {
  heading: string;
  intro?: string;
}

export interface CallToAction {
  heading: string;
  text: string;
  link: LinkItem;
}

/** The pictogram an industry's card shows (app/sections/industry-icons.tsx draws each). */
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
  /** The city of the office the person works from. */
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
  /** Set when its words are in another language than the page's (ticked "English only"). */
  lang?: "en";
  title: string;
  /** ISO date. */
  date: string;
  excerpt: string;
  network: string;
  href: string;
  image: ImageAsset;
}

/** Words around news cards: "Read on {network}", and what screen readers hear after the link. */
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

/** What llms.txt summarises, read from content/ by the build. */
export interface LlmsContent {
  site: SiteDetails & { description: string };
  intro: string;
  notes: readonly string[];
  pages: readonly PageContent[];
  services: readonly ServiceArea[];
  figures: readonly ImpactFigure[];
  offices: readonly Location[];
}
