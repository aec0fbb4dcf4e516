import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "../../common/paths.ts";
import { groupCompanies } from "../../content/companies.ts";
import { newsImages } from "../../content/images.ts";
import { impactFigures } from "../../content/impact.ts";
import { newsItems } from "../../content/news.ts";
import { serviceAreas } from "../../content/services.ts";
import { testimonials } from "../../content/testimonials.ts";
import { GroupCompanies } from "./group-companies.tsx";
import { ImpactFigures } from "./impact-figures.tsx";
import { LatestNews } from "./latest-news.tsx";
import { ServicesCarousel } from "./services-carousel.tsx";
import { Testimonials } from "./testimonials.tsx";

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
  return render(<Stub initialEntries={["/"]} />);
}

describe("reusable sections", () => {
  it("ImpactFigures lists every figure under its heading", () => {
    render(<ImpactFigures heading="Impact" figures={impactFigures} />);
    const section = screen.getByRole("region", { name: "Impact" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(9);
    expect(items[0]?.textContent).toContain("90000+");
  });

  it("GroupCompanies shows each company as a card with its name", () => {
    render(<GroupCompanies heading="Companies" companies={groupCompanies} />);
    for (const company of groupCompanies)
      expect(screen.getByRole("heading", { name: company.name, level: 3 })).toBeTruthy();
  });

  it("Testimonials puts each quote in a slide of a named carousel", () => {
    render(<Testimonials heading="Clients" carouselLabel="Quotes" testimonials={testimonials} />);
    const carousel = screen.getByRole("region", { name: "Quotes" });
    const slides = within(carousel).getAllByRole("group");
    expect(slides).toHaveLength(testimonials.length);
    expect(slides[0]?.textContent).toContain(testimonials[0]?.quote);
  });

  it("ServicesCarousel links each card to its section of the services page", async () => {
    const featured = serviceAreas.filter((service) => service.featured);
    renderRouted(
      <ServicesCarousel
        heading="Services"
        carouselLabel="Featured services"
        services={featured}
        servicesPage={paths.whatWeDo}
      />,
    );
    for (const service of featured) {
      const link = await screen.findByRole("link", { name: service.title });
      expect(link.getAttribute("href")).toBe(`/what-we-do#${service.id}`);
    }
  });

  it("LatestNews opens each post in a new tab without giving it the opener", () => {
    render(
      <LatestNews
        heading="News"
        items={newsItems}
        images={newsImages}
        readOn={(network) => `Read on ${network}`}
        newTab="(opens in a new tab)"
      />,
    );
    for (const item of newsItems) {
      const link = screen.getByRole("link", { name: `${item.title} (opens in a new tab)` });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.getAttribute("href")).toBe(item.href);
    }
  });
});
