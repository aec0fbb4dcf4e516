import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockReducedMotion } from "../../../tests/support/reduced-motion.ts";
import {
  renderWithSiteData as render,
  SiteDataWrapper,
} from "../../../tests/support/with-site-data.tsx";
import { Carousel } from "./carousel.tsx";
import {
  aboutTestimonialsSetupMs,
  type CarouselVariant,
  carouselSettings,
} from "./carousel-settings.ts";

// Embla needs real layout, which jsdom lacks: a stand-in API records what the carousel asks of it.
// The real library is exercised by the end-to-end tests in Chromium.
const embla = vi.hoisted(() => {
  const handlers = new Map<string, Set<() => void>>();
  const autoplay = { play: vi.fn(), stop: vi.fn() };
  const state = { selected: 0, snaps: 3, plugins: [] as unknown[] };
  const api = {
    on(event: string, handler: () => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return api;
    },
    off(event: string, handler: () => void) {
      handlers.get(event)?.delete(handler);
      return api;
    },
    emit(event: string) {
      for (const handler of handlers.get(event) ?? []) handler();
    },
    selectedScrollSnap: () => state.selected,
    scrollSnapList: () => Array.from({ length: state.snaps }, (_, i) => i / state.snaps),
    scrollNext: vi.fn(),
    scrollPrev: vi.fn(),
    scrollTo: vi.fn(),
    plugins: () => (state.plugins.length > 0 ? { autoplay } : {}),
  };
  const useEmblaCarousel = vi.fn((_options: unknown, plugins: unknown[] = []) => {
    state.plugins = plugins;
    return [() => {}, api] as const;
  });
  return { api, autoplay, state, handlers, useEmblaCarousel };
});

vi.mock("embla-carousel-react", () => ({ default: embla.useEmblaCarousel }));
vi.mock("embla-carousel-autoplay", () => ({
  default: vi.fn((options: unknown) => ({ name: "autoplay", options })),
}));

const slideNumbers = [1, 2, 3, 4, 5, 6];

function renderCarousel(variant: CarouselVariant, count = 3) {
  return render(
    <Carousel variant={variant} label="Demo carousel">
      {slideNumbers.slice(0, count).map((number) => (
        <p key={number}>Slide content {number}</p>
      ))}
    </Carousel>,
  );
}

function lastEmblaCall() {
  const call = embla.useEmblaCarousel.mock.calls.at(-1);
  const [options, plugins = []] = call ?? [];
  return {
    options: options as Record<string, unknown>,
    autoplay: (plugins as { options: Record<string, unknown> }[])[0]?.options,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  embla.handlers.clear();
  embla.state.selected = 0;
  embla.state.snaps = 3;
  mockReducedMotion(false);
});

describe("Carousel settings", () => {
  it("runs the banner at 7000 ms, one item per view", () => {
    renderCarousel("banner", 2);
    expect(lastEmblaCall().autoplay).toMatchObject({ delay: 7000 });
    const region = screen.getByRole("region", { name: "Demo carousel" });
    expect(region.style.getPropertyValue("--carousel-per-view-wide")).toBe("1");
  });

  it("shows three services at wide width, fewer on narrow, autoplay 5000 ms", () => {
    renderCarousel("services", 5);
    expect(lastEmblaCall().autoplay).toMatchObject({ delay: 5000 });
    const region = screen.getByRole("region", { name: "Demo carousel" });
    expect(region.style.getPropertyValue("--carousel-per-view-wide")).toBe("3");
    expect(Number(region.style.getPropertyValue("--carousel-per-view-narrow"))).toBeLessThan(3);
  });

  it("loops testimonials one per view at 5000 ms, 30px apart, 700 ms speed, arrows and dots", () => {
    renderCarousel("testimonials", 4);
    const { options, autoplay } = lastEmblaCall();
    expect(options).toMatchObject({ loop: true, duration: 25 });
    expect(autoplay).toMatchObject({ delay: 5000 });
    const region = screen.getByRole("region", { name: "Demo carousel" });
    expect(region.style.getPropertyValue("--carousel-gap")).toBe("30px");
    expect(region.style.getPropertyValue("--carousel-per-view-wide")).toBe("1");
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Go to slide \d$/ })).toHaveLength(3);
  });

  it("sets the about page's testimonials up 500 ms after mount, the others at once", () => {
    vi.useFakeTimers();
    try {
      renderCarousel("banner", 2);
      expect(lastEmblaCall().options).toMatchObject({ active: true });
      render(
        <Carousel
          variant="testimonials"
          label="About quotes"
          setupDelayMs={aboutTestimonialsSetupMs}
        >
          <p>One</p>
          <p>Two</p>
        </Carousel>,
      );
      expect(lastEmblaCall().options).toMatchObject({ active: false });
      act(() => vi.advanceTimersByTime(aboutTestimonialsSetupMs - 1));
      expect(lastEmblaCall().options).toMatchObject({ active: false });
      act(() => vi.advanceTimersByTime(1));
      expect(lastEmblaCall().options).toMatchObject({ active: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts Embla only once the carousel nears the viewport; a control used before acts then", async () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const observed: { rootMargin?: string }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof notify, options: { rootMargin?: string }) {
          notify = callback;
          observed.push(options);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderCarousel("services", 5);
      expect(lastEmblaCall().options).toMatchObject({ active: false });
      expect(observed).toEqual([{ rootMargin: "50% 0px" }]);

      await userEvent.click(screen.getByRole("button", { name: "Next slide" }));
      expect(embla.api.scrollNext).not.toHaveBeenCalled();

      act(() => notify([{ isIntersecting: false }]));
      expect(lastEmblaCall().options).toMatchObject({ active: false });
      act(() => notify([{ isIntersecting: true }]));
      expect(lastEmblaCall().options).toMatchObject({ active: true });
      expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows up to four projects, without autoplay", () => {
    renderCarousel("projects", 6);
    expect(screen.getByRole("region").style.getPropertyValue("--carousel-per-view-wide")).toBe("4");
    expect(lastEmblaCall().autoplay).toBeUndefined();
    expect(screen.queryByRole("button", { name: /Pause|Play/ })).toBeNull();
  });

  it("shows up to five sponsors", () => {
    renderCarousel("sponsors", 6);
    expect(screen.getByRole("region").style.getPropertyValue("--carousel-per-view-wide")).toBe("5");
  });

  it.each(Object.keys(carouselSettings) as CarouselVariant[])(
    "%s: controls follow its settings",
    (variant) => {
      const settings = carouselSettings[variant];
      renderCarousel(variant, 4);
      expect(screen.queryAllByRole("button", { name: /slide$/ }).length > 0).toBe(settings.arrows);
      expect(screen.queryAllByRole("button", { name: /^Go to slide/ }).length > 0).toBe(
        settings.dots,
      );
      expect(screen.queryByRole("button", { name: "Pause" }) !== null).toBe(
        settings.autoplayMs !== null,
      );
      expect(lastEmblaCall().options).toMatchObject({ loop: settings.loop });
    },
  );
});

describe("Carousel accessibility and controls", () => {
  it("is a named carousel region of labelled slide groups", () => {
    renderCarousel("testimonials", 3);
    const region = screen.getByRole("region", { name: "Demo carousel" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = within(region).getAllByRole("group");
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 3",
      "2 of 3",
      "3 of 3",
    ]);
    for (const slide of slides) expect(slide.getAttribute("aria-roledescription")).toBe("slide");
  });

  it("moves with the arrows and the dots, and marks the current dot", async () => {
    const user = userEvent.setup();
    renderCarousel("testimonials", 3);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(embla.api.scrollPrev).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Go to slide 3" }));
    expect(embla.api.scrollTo).toHaveBeenCalledWith(2, false);

    expect(screen.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current")).toBe(
      "true",
    );
    embla.state.selected = 2;
    act(() => embla.api.emit("select"));
    expect(screen.getByRole("button", { name: "Go to slide 3" }).getAttribute("aria-current")).toBe(
      "true",
    );
    expect(screen.getByRole("button", { name: "Go to slide 1" }).hasAttribute("aria-current")).toBe(
      false,
    );
  });

  it("autoplays, and Pause / Play stop and restart it", async () => {
    const user = userEvent.setup();
    renderCarousel("services", 5);
    expect(embla.autoplay.play).toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Pause" }));
    await user.unhover(screen.getByRole("region"));
    expect(embla.autoplay.stop).toHaveBeenCalled();
    expect(embla.autoplay.play).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Play" }));
    await user.unhover(screen.getByRole("region"));
    expect(screen.getByRole("button", { name: "Pause" })).toBeTruthy();
    expect(embla.autoplay.play).toHaveBeenCalledTimes(2);
  });

  it("stops while the mouse is over it and resumes when it leaves", async () => {
    const user = userEvent.setup();
    renderCarousel("testimonials", 3);
    embla.autoplay.play.mockClear();
    await user.hover(screen.getByText("Slide content 1"));
    expect(embla.autoplay.stop).toHaveBeenCalledTimes(1);
    await user.unhover(screen.getByRole("region"));
    expect(embla.autoplay.play).toHaveBeenCalledTimes(1);
  });

  it("stops while keyboard focus is inside, but not on the Pause button", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Carousel variant="testimonials" label="Demo carousel">
          <a key="one" href="#one">
            First link
          </a>
          <a key="two" href="#two">
            Second link
          </a>
        </Carousel>
        <button type="button">Elsewhere</button>
      </>,
    );
    embla.autoplay.play.mockClear();
    await user.tab();
    expect(document.activeElement?.textContent).toBe("First link");
    expect(embla.autoplay.stop).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Pause" }));
    expect(embla.autoplay.play).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(embla.autoplay.stop).toHaveBeenCalledTimes(2);
    screen.getByRole("button", { name: "Elsewhere" }).focus();
    await act(async () => {});
    expect(embla.autoplay.play).toHaveBeenCalledTimes(2);
  });

  it("stops for good when the visitor swipes", () => {
    renderCarousel("banner", 2);
    act(() => embla.api.emit("pointerDown"));
    expect(embla.autoplay.stop).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
  });

  it("does not autoplay under prefers-reduced-motion, and jumps without animation", async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    renderCarousel("banner", 2);
    expect(embla.autoplay.play).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(embla.api.scrollNext).toHaveBeenCalledWith(true);
    // The visitor may still start it deliberately.
    await user.click(screen.getByRole("button", { name: "Play" }));
    await user.unhover(screen.getByRole("region"));
    expect(embla.autoplay.play).toHaveBeenCalledTimes(1);
  });

  it("hides its controls when there is nothing to scroll, without moving the layout", () => {
    embla.state.snaps = 1;
    renderCarousel("sponsors", 3);
    expect(screen.queryByRole("button", { name: "Next slide" })).toBeTruthy();
    const controls = screen.getByRole("button", { name: "Next slide" }).parentElement;
    expect(controls?.hasAttribute("data-inactive")).toBe(true);
    expect(embla.autoplay.play).not.toHaveBeenCalled();
  });

  it("pre-renders every slide in place, before any script runs", () => {
    const html = renderToString(
      <SiteDataWrapper>
        <Carousel variant="services" label="Our services">
          <p key="a">First service</p>
          <p key="b">Second service</p>
        </Carousel>
      </SiteDataWrapper>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("First service");
    expect(html).toContain("Second service");
    expect(html).toContain("--carousel-per-view-wide:3");
  });
});
