import { render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { FakeIntersectionObserver } from "../../tests/support/intersection-observer.ts";
import { useNearViewport } from "./use-near-viewport.ts";

function Watched({ onNear }: { onNear?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "100px", onNear);
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

const observer = () => {
  const [only] = FakeIntersectionObserver.instances;
  if (!only || FakeIntersectionObserver.instances.length !== 1)
    throw new Error("Expected one observer");
  return only;
};

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

it("stays near once the element has come near", () => {
  render(<Watched />);
  expect(screen.getByText("far")).toBeTruthy();
  observer().intersect(true);
  expect(screen.getByText("near")).toBeTruthy();
  observer().intersect(false);
  expect(screen.getByText("near")).toBeTruthy();
});

it("calls onNear each time the element comes near, however quick the scroll", () => {
  const onNear = vi.fn();
  render(<Watched onNear={onNear} />);
  expect(onNear).not.toHaveBeenCalled();
  observer().intersect(true);
  observer().intersect(false);
  observer().intersect(true);
  expect(onNear).toHaveBeenCalledTimes(2);
  expect(screen.getByText("near")).toBeTruthy();
});

it("is near at once where the browser cannot tell", () => {
  vi.stubGlobal("IntersectionObserver", undefined);
  render(<Watched />);
  expect(screen.getByText("near")).toBeTruthy();
});
