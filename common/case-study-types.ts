// Types only: a case study's page, its card and the filters of the Impact page, as loaders hand them on.
import type { PageContent } from "./content-types.ts";
import type { ImageAsset } from "./images.ts";
import type { ListFilter } from "./paths.ts";

export type ImpactFilter = Exclude<ListFilter, "topic">;

export interface LinkedName {
  id: string;
  name: string;
  to: string;
}

/** A result as a number: the number and its sign already written in the page's digits. */
export interface CaseStudyFigure {
  value: string;
  label: string;
}

export interface CaseStudyCard {
  id: string;
  title: string;
  client: string;
  industry: LinkedName;
  services: LinkedName[];
  /** Every study has at least one figure: the build refuses one without. */
  figures: CaseStudyFigure[];
  cover: ImageAsset;
  to: string;
}

export interface CaseStudyQuote {
  quote: string;
  role: string;
  organisation: string;
  lang?: "en";
}

export interface CaseStudy extends CaseStudyCard {
  challenge: string;
  approach: string;
  result: string;
  office?: LinkedName;
  quote?: CaseStudyQuote;
  people: (LinkedName & { role: string; portrait: ImageAsset })[];
}

export interface CaseStudyPageWords {
  breadcrumb: string;
  client: string;
  sector: string;
  services: string;
  office: string;
  challenge: string;
  approach: string;
  results: string;
  quote: string;
  people: string;
}

export interface Crumb {
  name: string;
  path: string;
}

export interface CaseStudyPageData {
  page: PageContent;
  study: CaseStudy;
  words: CaseStudyPageWords;
  note: string;
  breadcrumb: Crumb[];
}

export interface FilterLink {
  name: string;
  count: string;
  to: string;
  current: boolean;
}

export interface CaseStudyFilters {
  label: string;
  all: FilterLink;
  groups: { id: ImpactFilter; label: string; links: FilterLink[] }[];
}

export interface CaseStudyList {
  heading: string;
  intro?: string;
  note: string;
  filters: CaseStudyFilters;
  studies: CaseStudyCard[];
}
