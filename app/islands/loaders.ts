// An island's module is its own chunk, so a page downloads only the islands it shows, when they wake.
import type { ComponentProps, ComponentType } from "react";
import type { IslandName } from "./registry.ts";

export const loaders = {
  search: () => import("../features/search/search-button.tsx").then((m) => m.SearchButton),
  heroBanner: () => import("../sections/hero-banner.tsx").then((m) => m.HeroBanner),
  servicesCarousel: () =>
    import("../sections/services-carousel.tsx").then((m) => m.ServicesCarousel),
  testimonials: () => import("../sections/testimonials.tsx").then((m) => m.Testimonials),
  clientLogos: () => import("../sections/client-logos.tsx").then((m) => m.ClientLogos),
  counters: () => import("../sections/counter-strip.tsx").then((m) => m.CounterStrip),
  missionTabs: () => import("../sections/mission-tabs.tsx").then((m) => m.MissionTabs),
  gallery: () => import("../sections/gallery-grid.tsx").then((m) => m.GalleryGrid),
  worldMap: () =>
    import("../features/world-map/world-map-section.tsx").then((m) => m.WorldMapSection),
  contactForm: () =>
    import("../features/contact-form/deferred-contact-form.tsx").then((m) => m.DeferredContactForm),
  contactDestination: () =>
    import("../features/contact-form/contact-destination.tsx").then((m) => m.ContactDestination),
};

// One loader a name, each loading a component (checked apart from the literal, whose types it would
// otherwise widen).
loaders satisfies Record<IslandName, () => Promise<ComponentType<never>>>;

export type IslandProps<Name extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof loaders)[Name]>>
>;
