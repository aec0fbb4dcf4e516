// The islands: every part of a page that needs React in the browser, by name, with when it wakes
// and the site-wide words it takes. The wrapper (island.tsx) reads an island's entry where a page
// places it, so a page names only the island and its props. Each island's code is in loaders.ts
// under the same name; this module imports no component, so a page's own script (when a page is
// hydrated whole) does not take every island's code and styles with it.
import type { SiteData } from "../../common/site-data-types.ts";

/**
 * When an island's code loads and hydrates (bootstrap.ts wires each):
 * - "visible": as it comes near the viewport (carousels, counters, the map, the form);
 * - "idle": once the browser has nothing else to do (small parts above the fold);
 * - "interaction": on the first hover, focus, touch or click on it (search): until then the page
 *   has loaded no script for it at all.
 */
export type Hydrate = "visible" | "idle" | "interaction";

export interface IslandEntry {
  hydrate: Hydrate;
  /**
   * The site-wide words the component reads with useSiteData(): they travel with the island, and
   * only they. The page's language and digits always come along.
   */
  site?: readonly (keyof SiteData)[];
}

const carousel = ["carousel", "messages"] as const;

export const islands = {
  // Its index comes as it wakes, from the URL the page gives (`fetch` on <Island>).
  search: { hydrate: "interaction" },
  // In the first view, it rotates: its code comes when the browser is idle.
  heroBanner: { hydrate: "idle", site: carousel },
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
} as const satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof islands;
