// A stand-in IntersectionObserver for unit tests (jsdom has none): the test says when the observed
// elements come within an observer's margin of the viewport, or leave it.
import { act } from "@testing-library/react";

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly rootMargin: string;
  private readonly callback: IntersectionObserverCallback;
  private targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.rootMargin = options.rootMargin ?? "0px";
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  intersect(isIntersecting = true) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }));
    if (entries.length === 0) return;
    act(() => this.callback(entries as unknown as IntersectionObserverEntry[], this as never));
  }
}
