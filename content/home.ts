// Home page words (docs/product.md#home-page). Lists shared with other pages (services, impact
// figures, companies, news, testimonials, logos) live in their own modules and are only named here.
import { paths } from "../common/paths.ts";
import { bannerImages, type ImageAsset } from "./images.ts";
import { pages } from "./pages.ts";

export interface LinkItem {
  label: string;
  to: string;
}

export interface BannerSlide {
  id: string;
  heading: string;
  text: string;
  image: ImageAsset;
  primaryLink: LinkItem;
  secondaryLink: LinkItem;
}

export interface FeatureTeaser {
  id: string;
  title: string;
  text: string;
}

export interface CounterItem {
  id: string;
  value: number;
  suffix: string;
  label: string;
}

export interface SectionText {
  heading: string;
  intro?: string;
}

export const homeBanner = {
  label: "Highlights",
  slides: [
    {
      id: "transformation",
      // The first slide's heading is the page's single <h1>.
      heading: pages[paths.home].heading,
      text: pages[paths.home].intro,
      image: bannerImages[0],
      primaryLink: { label: "Explore Our Services", to: paths.whatWeDo },
      secondaryLink: { label: "Book a Discovery Call", to: paths.contact },
    },
    {
      id: "global",
      heading: "Global reach, local expertise",
      text: "Offices and partners in Asia, Africa, the Middle East and the Americas, with teams that know your market.",
      image: bannerImages[1],
      primaryLink: { label: "About Our Group", to: paths.about },
      secondaryLink: { label: "See Our Impact", to: paths.impact },
    },
  ],
} as const satisfies { label: string; slides: readonly BannerSlide[] };

export const featureTeasers = {
  heading: "Why clients choose us",
  items: [
    {
      id: "strategy",
      title: "Strategy that delivers",
      text: "From feasibility studies to operating models, we turn plans into measurable results.",
    },
    {
      id: "sustainability",
      title: "Sustainability you can certify",
      text: "ESG audits, certifications and welfare programmes that buyers and investors trust.",
    },
    {
      id: "skills",
      title: "Skills that stay",
      text: "Training from the factory floor to the boardroom, backed by our own vocational centres.",
    },
  ],
} as const satisfies SectionText & { items: readonly FeatureTeaser[] };

export const aboutSummary = {
  heading: "Who we are",
  paragraphs: [
    "We are a group of business-consulting companies working with corporate, government, small-business and not-for-profit clients.",
    "Our consultants, trainers and engineers combine strategy with hands-on delivery, so that change lasts after we leave.",
  ],
  link: { label: "More about us", to: paths.about },
} as const satisfies SectionText & { paragraphs: readonly string[]; link: LinkItem };

export const homeServices = {
  heading: "What we do",
  intro: "Five of our service areas; each leads to its details on our services page.",
  carouselLabel: "Featured services",
  more: "Read more",
} as const;

export const homeTestimonials = {
  heading: "What our clients say",
  carouselLabel: "Client testimonials",
} as const;

export const homeClients = {
  heading: "Trusted by organisations worldwide",
  carouselLabel: "Client logos",
} as const;

export const homeImpact = {
  heading: "Our impact in numbers",
  intro: "What our programmes have achieved with clients and communities so far.",
} as const satisfies SectionText;

// docs/product.md#counters: the fourth value was left open by the brief, so it counts countries.
export const homeCounters = {
  heading: "The group at a glance",
  durationMs: 4000,
  items: [
    { id: "clients", value: 400, suffix: "+", label: "Clients served" },
    { id: "experts", value: 100, suffix: "+", label: "Consultants and trainers" },
    { id: "projects", value: 250, suffix: "+", label: "Projects delivered" },
    // The eleven countries of the seventeen locations in content/locations.ts.
    { id: "countries", value: 11, suffix: "", label: "Countries with offices and partners" },
  ],
} as const satisfies SectionText & { durationMs: number; items: readonly CounterItem[] };

export const homeCompanies = {
  heading: "Our group companies",
  intro: "Three companies, one team: each brings its own specialism to your project.",
} as const satisfies SectionText;

export const homeContact = {
  heading: "Send us an enquiry",
  intro: "Tell us about your organisation and we will get back to you within two working days.",
} as const satisfies SectionText;

export const homeNews = {
  heading: "Latest news",
  readOn: (network: string) => `Read on ${network}`,
  newTab: "(opens in a new tab)",
} as const;
