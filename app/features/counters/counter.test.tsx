import { act, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver } from "../../../tests/support/intersection-observer.ts";
import { mockReducedMotion } from "../../../tests/support/reduced-motion.ts";
import { siteData } from "../../../tests/support/site-data.ts";
import {
  renderWithSiteData as render,
  SiteDataWrapper,
} from "../../../tests/support/with-site-data.tsx";
import { SiteDataContext } from "../../hooks/use-site-data.ts";
import { Counter } from "./counter.tsx";

function scrollNear() {
  for (const observer of FakeIntersectionObserver.instances)
    if (observer.rootMargin !== "0px") observer.intersect();
}
function scrollIntoView() {
  for (const observer of FakeIntersectionObserver.instances)
    if (observer.rootMargin === "0px") observer.intersect();
}

const seen = (container: HTMLElement) =>
  container.querySelector("[aria-hidden='true']")?.textContent;

describe("Counter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("has the final value in the pre-rendered markup", () => {
    const html = renderToString(
      <SiteDataWrapper>
        <Counter value={400} suffix="+" durationMs={4000} />
      </SiteDataWrapper>,
    );
    expect(html).toContain("400<!-- -->+");
    expect(html).not.toMatch(/>0</);
  });

  it("shows the final value until the counter nears the viewport", () => {
    const { container } = render(<Counter value={250} suffix="+" durationMs={4000} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(seen(container)).toBe("250+");
    scrollNear();
    expect(seen(container)).toBe("0+");
  });

  it("counts up once in view and ends at the target after the duration", () => {
    const { container } = render(<Counter value={400} durationMs={4000} />);
    scrollNear();
    scrollIntoView();
    act(() => vi.advanceTimersByTime(1000));
    const early = Number(seen(container));
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(400);
    act(() => vi.advanceTimersByTime(2000));
    expect(Number(seen(container))).toBeGreaterThan(early);
    expect(Number(seen(container))).toBeLessThan(400);
    act(() => vi.advanceTimersByTime(1100));
    expect(seen(container)).toBe("400");
  });

  it("takes 2000 ms by default", () => {
    const { container } = render(<Counter value={100} />);
    scrollIntoView();
    act(() => vi.advanceTimersByTime(1500));
    expect(Number(seen(container))).toBeLessThan(100);
    act(() => vi.advanceTimersByTime(600));
    expect(seen(container)).toBe("100");
  });

  it("shows the final value at once under reduced motion", () => {
    mockReducedMotion(true);
    const { container } = render(<Counter value={400} durationMs={4000} />);
    scrollNear();
    scrollIntoView();
    expect(seen(container)).toBe("400");
    act(() => vi.advanceTimersByTime(100));
    expect(seen(container)).toBe("400");
  });

  it("gives screen readers the final value only", () => {
    render(<Counter value={400} suffix="+" durationMs={4000} />);
    scrollIntoView();
    act(() => vi.advanceTimersByTime(500));
    // The accessible text is the hidden final value; the moving digits are aria-hidden.
    expect(screen.getByText("400+")).toHaveProperty("className", "visually-hidden");
  });

  it("counts in the digits chosen for an Arabic page", () => {
    const arabic = { ...siteData, language: "ar" as const, digits: "arabic" as const };
    const html = renderToString(
      <SiteDataContext value={arabic}>
        <Counter value={1200} suffix="+" durationMs={4000} />
      </SiteDataContext>,
    );
    expect(html).toContain("١٬٢٠٠");
    expect(html).not.toContain("1,200");
  });
});
