// Types only: the words are data, so they reach the page in its HTML, never in a script.

import type { MapThemeName } from "./map-themes.ts";

export interface NavLinkItem {
  label: string;
  to: string;
}

export type SocialIcon = "linkedin" | "x" | "facebook" | "instagram" | "youtube";

export interface SocialLink {
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

export const searchKinds = [
  "page",
  "service",
  "industry",
  "impact",
  "caseStudy",
  "person",
  "office",
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
  /** An office's own page and its link's words, in the page's language; other places have none. */
  page?: { to: string; label: string };
}

export interface WorldMapText {
  heading: string;
  intro: string;
  mapLabel: string;
  loading: { title: string; subtitle: string };
  error: { title: string; message: string; hint: string };
  ready: string;
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

export interface SeoFacts {
  description: string;
  /** JPEG: the one format every site that shows shares reads. */
  shareImage: { path: string; alt: string; width: number; height: number; type: string };
}

/** A text with "{name}" placeholders, filled in: fill("{count} results", { count: "3" }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
