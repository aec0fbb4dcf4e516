// Types only: what an office's page shows, handed from the content layer to the page.

import type { CaseStudyCard } from "./case-study-types.ts";
import type { PageContent } from "./content-types.ts";
import type { ImageAsset } from "./images.ts";

export interface OfficePageWords {
  breadcrumb: string;
  details: {
    heading: string;
    address: string;
    phone: string;
    email: string;
    hours: string;
    timeZone: string;
    contactLink: string;
  };
  map: { heading: string; interactive: string };
  people: string;
  caseStudies: string;
}

export interface OfficeDetails {
  id: string;
  city: string;
  country: string;
  description: string;
  address: string;
  /** Empty when the office has no number of its own: the page leaves the line out. */
  phone: string;
  email: string;
  openingHours: string;
  latitude: number;
  longitude: number;
  timeZone: { id: string; name: string; offset: string };
}

export interface OfficePageData {
  page: PageContent;
  office: OfficeDetails;
  words: OfficePageWords;
  breadcrumb: { name: string; path: string }[];
  people: { id: string; name: string; role: string; to: string; portrait: ImageAsset }[];
  /** Drawn with the Impact page's cards. */
  caseStudies: CaseStudyCard[];
  map: { src: string; width: number; height: number; alt: string; to: string };
  /** The contact page about this office. */
  contact: { to: string };
}

export interface OfficeLink {
  id: string;
  city: string;
  country: string;
  to: string;
}
