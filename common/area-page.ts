// Types only: an industry's or a service area's page, filled by app/cms/areas.server.ts.
import type { CallToAction, PageContent } from "./content-types.ts";
import type { ImageAsset } from "./images.ts";

export type AreaKind = "industry" | "service";

export interface AreaPageWords {
  breadcrumb: string;
  includes: string;
  caseStudies: string;
  result: string;
  people: string;
  insights: string;
}

export interface AreaCaseStudy {
  id: string;
  title: string;
  client: string;
  result: string;
  to: string;
}

export interface AreaPerson {
  id: string;
  name: string;
  role: string;
  portrait: ImageAsset;
  to: string;
}

export interface AreaInsight {
  slug: string;
  title: string;
  date: string;
  summary: string;
  to: string;
  lang?: "en";
}

export interface AreaPageData {
  page: PageContent;
  kind: AreaKind;
  words: AreaPageWords;
  breadcrumb: { name: string; path: string }[];
  /** A service area's points; none for an industry. */
  includes: string[];
  caseStudies: AreaCaseStudy[];
  people: AreaPerson[];
  insights: AreaInsight[];
  callToAction: CallToAction;
  /** A service area's link to the contact page about it; none for an industry. */
  ask?: { label: string; to: string };
}
