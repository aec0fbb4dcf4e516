// The page data the content layer hands on, declared once from the content schema. Types only:
// every importer uses `import type` (tests/architecture.test.ts), so no reader reaches a page.
import type { CaseStudyCard } from "../../../common/case-study-types.ts";
import type { ImpactFigure, PageContent, PersonPageWords } from "../../../common/content-types.ts";
import type { Digits } from "../../../common/format.ts";
import type { Language } from "../../../common/i18n.ts";
import type { ImageAsset } from "../../../common/images.ts";
import type { InsightCardWords, InsightItem } from "../../../common/insights.ts";
import type {
  FooterGroup,
  HeaderText,
  Location,
  NavLinkItem,
  SeoFacts,
  SiteDetails,
  SocialLink,
  WorldMapText,
} from "../../../common/site-data-types.ts";
import type { Catalog } from "../../../common/ui-messages.ts";
import type { InLanguage, ListItem, SingletonEntry, SingletonName } from "../reader.server.ts";

type Resolved<T, K extends keyof T> = Omit<T, K> & Record<K, string>;

/** A service or industry a person works in, linked to its own page. */
export interface FocusArea {
  id: string;
  title: string;
  to: string;
}

export type ServiceArea = ListItem<"services">;
export type Industry = ListItem<"industries">;
export type CounterItem = Resolved<ListItem<"counters">, "label"> & { value: number };
export type Testimonial = ListItem<"testimonials">;
export type GroupCompany = { id: string; name: string } & Omit<
  ListItem<"companies">,
  "id" | "title"
>;
export type ValueItem = ListItem<"values">;
/** A case study as lists name it; its own page's data is CaseStudy (common/case-study-types.ts). */
export type CaseStudyItem = Omit<Resolved<ListItem<"caseStudies">, "industry">, "services"> & {
  /** The service areas' titles. */
  services: string[];
};
export type Person = Omit<
  ListItem<"team">,
  "nameAr" | "office" | "portrait" | "social" | "focusServices" | "focusIndustries"
> & {
  name: string;
  office: string;
  portrait: ImageAsset;
  social: SocialLink[];
  services: FocusArea[];
  industries: FocusArea[];
};

type Words<N extends SingletonName> = InLanguage<SingletonEntry<N>>;
type Interface = Words<"interfaceText">;
type Form = Words<"contactForm">;

// The texts that take a value are messages (app/cms/ui-messages.server.ts), so they are left out.
export type CarouselText = Omit<Interface["carousel"], "slideLabel" | "goToSlide">;
export type LightboxText = Omit<Interface["lightbox"], "position">;
export type SearchText = Omit<Interface["search"], "resultCount">;
export type ContactFormText = Omit<Form, "errors"> & {
  errors: Omit<Form["errors"], "emailLocalPart" | "tooLong">;
};
export type ErrorPageText = Words<"site">["errorPage"];

export interface SiteData {
  language: Language;
  /** Always Latin on English pages. */
  digits: Digits;
  site: SiteDetails;
  mainNav: NavLinkItem[];
  discoveryCall: NavLinkItem;
  footerNav: FooterGroup[];
  socialLinks: SocialLink[];
  header: HeaderText;
  errorPage: ErrorPageText;
  carousel: CarouselText;
  lightbox: LightboxText;
  search: SearchText;
  contactForm: ContactFormText;
  worldMap: WorldMapText;
  offices: Location[];
  seo: SeoFacts;
  messages: Catalog;
  feed: { title: string; href: string };
}

export interface PersonPageData {
  page: PageContent;
  person: Person;
  officeTo?: string;
  words: PersonPageWords;
  breadcrumb: { name: string; path: string }[];
  posts: InsightItem[];
  caseStudies: CaseStudyCard[];
  cardWords: InsightCardWords;
}

export interface LlmsContent {
  site: SiteDetails & { description: string };
  intro: string;
  notes: readonly string[];
  pages: readonly PageContent[];
  services: readonly ServiceArea[];
  figures: readonly ImpactFigure[];
  offices: readonly Location[];
}
