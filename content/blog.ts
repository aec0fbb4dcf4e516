// Blog posts on /blog: placeholder posts dated 2024.
// SAMPLE DATA: titles, authors' roles and text are invented drafts for the business to replace.
import type { ImageAsset } from "./images.ts";
import { blogImages } from "./images.ts";

export interface BlogPost {
  id: string;
  title: string;
  date: string; // ISO date
  author: string;
  excerpt: string;
  paragraphs: readonly string[];
  image: ImageAsset | undefined;
}

const image = (id: string) => blogImages.find((candidate) => candidate.id === id);

export const blogSection = {
  heading: "Latest articles",
  sampleNote: "Sample posts: placeholders until the first articles are published.",
  byline: "By",
} as const;

export const blogPosts: readonly BlogPost[] = [
  {
    id: "operating-model-growth",
    title: "When growth outpaces your operating model",
    date: "2024-11-18",
    author: "Business Transformation team",
    excerpt: "Five signs that the way your company is organised is holding it back.",
    paragraphs: [
      "Fast-growing companies often keep the structure that served them when they were a third of the size. Decisions queue at the top, teams duplicate work and good people leave.",
      "We look at decision rights, spans of control and the handful of processes that matter most, then redesign them with the people who run them every day.",
    ],
    image: image("blog-operating-model"),
  },
  {
    id: "supply-chain-esg",
    title: "ESG in the supply chain: what buyers now ask for",
    date: "2024-08-06",
    author: "ESG & Sustainability team",
    excerpt:
      "Buyers are moving from questionnaires to evidence. Here is how suppliers can prepare.",
    paragraphs: [
      "Brands and retailers increasingly ask suppliers for audited data on working conditions, energy and water, not just signed codes of conduct.",
      "Suppliers who start with a clear gap assessment and a realistic plan find certification faster and cheaper than those who wait for the next audit.",
    ],
    image: image("blog-supply-chain-esg"),
  },
  {
    id: "closing-skills-gap",
    title: "Closing the skills gap on the factory floor",
    date: "2024-03-21",
    author: "People & Culture team",
    excerpt: "Why captive training centres pay for themselves within two years.",
    paragraphs: [
      "New plants often struggle to find skilled operators and supervisors nearby. Training them on the job slows the line and raises defects.",
      "A small captive training centre, with a curriculum built around the plant's real tasks, produces people who are productive from their first week.",
    ],
    image: image("blog-skills-gap"),
  },
];
