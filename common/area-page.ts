// Types only: an industry's or a service area's page, filled by app/cms/areas.server.ts.
import type { CaseStudyCard } from "./case-study-types.ts";
import type { CallToAction, PageContent } from "./content-types.ts";
import type { ImageAsset } from "./images.ts";
import type { InsightCardWords, InsightItem } from "./insights.ts";

export type AreaKind = "industry" | "service";

export interface AreaPageWords {
  breadcrumb: string;
  includes: string;
  caseStudies: string;
  result: string;
  people: string;
  insights: string;
}

/** A case study that names the area (app/cms/areas.server.ts's `gather`). */
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

/** A post that names the area. */
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
  /** Drawn with the cards the Impact page and News & Blogs draw them with. */
  caseStudies: CaseStudyCard[];
  people: AreaPerson[];
  insights: InsightItem[];
  cardWords: InsightCardWords;
  /** Other service areas, offered on an industry's page that gathers no case study or post. */
  services?: {
    heading: string;
    items: { id: string; title: string; summary: string; to: string }[];
  };
  callToAction: CallToAction;
  /** A service area's link to the contact page about it; none for an industry. */
  ask?: { label: string; to: string };
}
