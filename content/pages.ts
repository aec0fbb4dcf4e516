// Per-page title, description and heading. Route modules read their meta and <h1> from here.
import type { PagePath } from "../common/paths.ts";
import { paths } from "../common/paths.ts";
import { site } from "./site.ts";

export interface PageContent {
  /** The document <title> (the site name is appended). */
  title: string;
  description: string;
  /** The page's single <h1>. */
  heading: string;
  intro: string;
}

const homePage: PageContent = {
  title: "Business consulting worldwide",
  description: site.description,
  heading: "Redefining how organisations grow",
  intro:
    "Strategy, operations and people development for corporate, government, small-business and not-for-profit clients.",
};

export const pages = {
  [paths.home]: homePage,
  [paths.homeAlias]: homePage,
  [paths.about]: {
    title: "About us",
    description:
      "Who we are: a group of consulting companies, our mission, vision, values and team.",
    heading: "About us",
    intro: "A group of consulting companies working with clients across four continents.",
  },
  [paths.whatWeDo]: {
    title: "What we do",
    description:
      "Our services: business transformation, market access, digital and technology, manufacturing excellence, ESG, people and culture, infrastructure, communication and branding.",
    heading: "What we do",
    intro: "Seven service areas, one aim: measurable, lasting improvement.",
  },
  [paths.industries]: {
    title: "Industries",
    description: "The twelve industries we serve, from textiles and apparel to IT and electronics.",
    heading: "Industries we serve",
    intro: "Deep sector experience across manufacturing, services and infrastructure.",
  },
  [paths.impact]: {
    title: "Impact",
    description: "Case studies and the figures behind our work with clients.",
    heading: "Our impact",
    intro: "What our programmes have achieved, in numbers and in stories.",
  },
  [paths.contact]: {
    title: "Contact us",
    description: "Send us an enquiry, find our offices, or follow us.",
    heading: "Contact us",
    intro: "Tell us about your organisation and we will get back to you within two working days.",
  },
  [paths.gallery]: {
    title: "Gallery",
    description: "Pictures from our programmes, trainings and events.",
    heading: "Gallery",
    intro: "Moments from our work with clients and communities.",
  },
  [paths.newsBlogs]: {
    title: "News & Blogs",
    description: "Latest news from the group, as posted on our social channels.",
    heading: "News & Blogs",
    intro: "The latest from our teams around the world.",
  },
  [paths.blog]: {
    title: "Blog",
    description: "Articles and insights from our consultants.",
    heading: "Blog",
    intro: "Insights from our consultants.",
  },
  [paths.privacy]: {
    title: "Privacy notice",
    description:
      "What the contact form collects, why, where it is kept and how to ask for deletion.",
    heading: "Privacy notice",
    intro: "How we handle the information you send us.",
  },
  [paths.testPreloader]: {
    title: "Preloader test",
    description: "Developer test page for the preloader.",
    heading: "Preloader test",
    intro: "Show the preloader on demand.",
  },
  [paths.testCarousel]: {
    title: "Carousel test",
    description: "Developer test page showing every carousel with its settings.",
    heading: "Carousel test",
    intro: "Every carousel of the site with its settings.",
  },
} satisfies Record<PagePath, PageContent>;
