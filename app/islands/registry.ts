import type { SiteData } from "../cms/model/types.ts";
// This module imports no component, so a page hydrated whole does not take every island's code.

/**
 * "visible": near the viewport; "idle": when the browser has nothing else to do; "soon": once the
 * page's first seconds are over (bootstrap.ts, soonAfterMs), or at once on a hover, focus, touch or
 * click; "interaction": on the first hover, focus, touch or click, and until then the page loads
 * no script for it.
 */
export type Hydrate = "visible" | "idle" | "soon" | "interaction";

export interface IslandEntry {
  hydrate: Hydrate;
  /** Only these words travel with the island (plus the page's language and digits). */
  site?: readonly (keyof SiteData)[];
}

const carousel = ["carousel", "messages"] as const;

export const islands = {
  // Its index comes as it wakes, from the URL the page gives (`fetch` on <Island>).
  search: { hydrate: "interaction" },
  // In the first view, it rotates, first 7 s after the page opened: until then it is a picture
  // and words, so its code (React's too) waits until the page has loaded, unless a visitor
  // reaches for it (docs/benchmarks.md).
  heroBanner: { hydrate: "soon", site: carousel },
  servicesCarousel: { hydrate: "visible", site: carousel },
  testimonials: { hydrate: "visible", site: carousel },
  clientLogos: { hydrate: "visible", site: carousel },
  counters: { hydrate: "visible" },
  missionTabs: { hydrate: "visible" },
  // The lightbox's code comes with the first hover, focus or press on a picture.
  gallery: { hydrate: "interaction", site: ["lightbox", "messages"] },
  worldMap: { hydrate: "visible", site: ["worldMap", "offices", "messages"] },
  // Near the foot of the home page; a page that shows it in the first view (the contact page)
  // wakes it on "interaction" instead.
  contactForm: { hydrate: "visible", site: ["contactForm", "messages"] },
  // Which office or service the contact page's enquiry reaches: read from the address when idle.
  contactDestination: { hydrate: "idle" },
} as const satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof islands;
