import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { servicePath } from "../../common/paths.ts";
import { renderWithSiteData } from "../../tests/support/with-site-data.tsx";
import {
  loadCompanies,
  loadImpactFigures,
  loadNews,
  loadServices,
  loadTestimonials,
} from "../cms/pages.server.ts";
import { GroupCompanies } from "./group-companies.tsx";
import { ImpactFigures } from "./impact-figures.tsx";
import { LatestNews } from "./latest-news.tsx";
import { ServicesCarousel } from "./services-carousel.tsx";
import { Testimonials } from "./testimonials.tsx";

// The real content, as the pages' loaders read it at build time.
const [groupCompanies, impactFigures, newsItems, serviceAreas, testimonials] = await Promise.all([
  loadCompanies(),
  loadImpactFigures(),
  loadNews(),
  loadServices(),
  loadTestimonials(),
]);

beforeEach(() => {
  // jsdom has neither matchMedia nor the observers Embla uses; the carousel itself is tested apart.
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

/** Renders inside a router, as links need one. */
function renderRouted(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderWithSiteData(<Stub initialEntries={["/"]} />);
}

describe("reusable sections", () => {
  it("ImpactFigures lists every figure under its heading", () => {
    expect(impactFigures.length).toBeGreaterThan(0);
    render(<ImpactFigures heading="Impact" figures={impactFigures} />);
    const section = screen.getByRole("region", { name: "Impact" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(impactFigures.length);
    expect(items[0]?.textContent).toContain(impactFigures[0]?.value);
  });

  it("GroupCompanies shows each company as a card with its name", () => {
    expect(groupCompanies.length).toBeGreaterThan(0);
    render(<GroupCompanies heading="Companies" companies={groupCompanies} />);
    for (const company of groupCompanies)
      expect(screen.getByRole("heading", { name: company.name, level: 3 })).toBeTruthy();
  });

  it("Testimonials puts each quote in a slide of a named carousel", () => {
    expect(testimonials.length).toBeGreaterThan(0);
    renderWithSiteData(
      <Testimonials heading="Clients" carouselLabel="Quotes" testimonials={testimonials} />,
    );
    const carousel = screen.getByRole("region", { name: "Quotes" });
    const slides = within(carousel).getAllByRole("group");
    expect(slides).toHaveLength(testimonials.length);
    expect(slides[0]?.textContent).toContain(testimonials[0]?.quote);
  });

  it("ServicesCarousel links each card to its service area's own page", async () => {
    const featured = serviceAreas
      .filter((service) => service.featured)
      .map((service) => ({ ...service, to: servicePath(service.id) }));
    expect(featured.length).toBeGreaterThan(0);
    renderRouted(
      <ServicesCarousel heading="Services" carouselLabel="Featured services" services={featured} />,
    );
    for (const service of featured) {
      const link = await screen.findByRole("link", { name: service.title });
      expect(link.getAttribute("href")).toBe(`/what-we-do/${service.id}`);
    }
  });

  it("LatestNews opens each post in a new tab without giving it the opener", () => {
    expect(newsItems.length).toBeGreaterThan(0);
    renderWithSiteData(
      <LatestNews
        heading="News"
        items={newsItems}
        text={{ readOn: "Read on {network}", newTab: "(opens in a new tab)" }}
      />,
    );
    for (const item of newsItems) {
      const link = screen.getByRole("link", { name: `${item.title} (opens in a new tab)` });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.getAttribute("href")).toBe(item.href);
      const card = link.closest("li") as HTMLElement;
      expect(within(card).getByText(`Read on ${item.network}`)).toBeTruthy();
      expect(within(card).getByRole("img", { name: item.image.alt })).toBeTruthy();
    }
  });
});
