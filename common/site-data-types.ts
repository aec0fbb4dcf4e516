// The shape of the site-wide words the root route's loader hands to the layout and the features
// (app/cms/site.server.ts reads them from content/ at build time). Types only: the words
// themselves are data, so they reach the page in its HTML, never in a script.

import type { Digits } from "./format.ts";
import type { Language } from "./i18n.ts";
import type { MapThemeName } from "./map-themes.ts";
import type { Catalog } from "./ui-messages.ts";

export interface NavLinkItem {
  label: string;
  to: string;
}

export type SocialIcon = "linkedin" | "x" | "facebook" | "instagram" | "youtube";

export interface SocialLink {
  /** Accessible name, e.g. "LinkedIn". */
  label: string;
  href: string;
  icon: SocialIcon;
}

export interface FooterGroup {
  heading: string;
  links: NavLinkItem[];
}

export interface SiteDetails {
  name: string;
  shortName: string;
  tagline: string;
  address: string;
  phone: string;
  email: string;
  copyright: string;
  rightsReserved: string;
  contactHeading: string;
}

export interface HeaderText {
  navigationLabel: string;
  search: string;
  skipLink: string;
  openMenu: string;
  closeMenu: string;
  menu: string;
}

/**
 * Site-wide words typed off the content schema. common/ may import nothing from app/cms, so
 * app/cms/site.server.ts fills this in by declaration merging.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging.
export interface SiteWords {}

export type CarouselText = SiteWords["carousel"];
export type LightboxText = SiteWords["lightbox"];
export type SearchText = SiteWords["search"];
export type ContactFormText = SiteWords["contactForm"];

export const searchKinds = [
  "page",
  "service",
  "industry",
  "impact",
  "caseStudy",
  "news",
  "blog",
] as const;
export type SearchKind = (typeof searchKinds)[number];

export const locationTypes = ["office", "partner", "client", "project"] as const;
export type LocationType = (typeof locationTypes)[number];

export interface Location {
  id: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  type?: LocationType;
  description?: string;
  established: number;
  employees: number;
}

export interface WorldMapText {
  heading: string;
  intro: string;
  mapLabel: string;
  loading: { title: string; subtitle: string };
  error: { title: string; message: string; hint: string };
  ready: string;
  /** The map's zoom buttons' names. */
  zoom: { in: string; out: string };
  buttons: {
    retry: string;
    checkLeaflet: string;
    injectLeaflet: string;
    fitToMarkers: string;
    clearAll: string;
    debug: string;
  };
  controlsLabel: string;
  themeLabel: string;
  /** The map styles' names, as the style menu shows them. */
  themes: Record<MapThemeName, string>;
  leafletNotLoaded: string;
  legendTitle: string;
  types: Record<LocationType, string>;
  popup: { established: string; employees: string; close: string };
  statistics: {
    label: string;
    totalLocations: string;
    countries: string;
    totalEmployees: string;
    offices: string;
    partners: string;
    clients: string;
    projects: string;
  };
  debug: {
    title: string;
    state: string;
    markers: string;
    leafletVersion: string;
    notLoaded: string;
  };
  /** "All 17 locations as a list": filled in at build time, as the number of places is known. */
  listSummary: string;
}

/** Everything the root loader returns. */
export interface SiteData {
  /** The page's language: its links, words and the document's lang and dir follow it. */
  language: Language;
  /** How the page writes numbers and dates: always Latin on English pages. */
  digits: Digits;
  site: SiteDetails;
  mainNav: NavLinkItem[];
  discoveryCall: NavLinkItem;
  footerNav: FooterGroup[];
  socialLinks: SocialLink[];
  header: HeaderText;
  errorPage: SiteWords["errorPage"];
  carousel: CarouselText;
  lightbox: LightboxText;
  search: SearchText;
  contactForm: ContactFormText;
  worldMap: WorldMapText;
  offices: Location[];
  /** What search engines and shares see of the group (app/seo/head.ts). */
  seo: SeoFacts;
  /** The interface's messages that take a value, compiled for this language (common/ui-messages.ts). */
  messages: Catalog;
  /** The blog's Atom feed, linked from every page's head. */
  feed: { title: string; href: string };
}

export interface SeoFacts {
  description: string;
  /** The picture shown when a page is shared (a JPEG rendition). */
  shareImage: { path: string; alt: string; width: number; height: number; type: string };
}

/** A text with "{name}" placeholders, filled in: fill("{count} results", { count: "3" }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
