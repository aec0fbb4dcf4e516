// An industry's or a service area's own page: what it is, then the work, people and writing that
// name it. Types only; app/cms/areas.server.ts fills them from content/.
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
  /** Home › Industries (or What we do) › this one, for the visible trail and its BreadcrumbList. */
  breadcrumb: { name: string; path: string }[];
  /** A service area's points; none for an industry. */
  includes: string[];
  caseStudies: AreaCaseStudy[];
  people: AreaPerson[];
  /** Newest first. */
  insights: AreaInsight[];
  callToAction: CallToAction;
}
