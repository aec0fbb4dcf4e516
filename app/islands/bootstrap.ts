// Inline in each page, so a page whose islands stay asleep fetches no script file at all. It runs
// as `(${startIslands})(loaderUrl)`: it must stand alone and be plain browser JavaScript.

interface Loader {
  hydrateIsland(element: HTMLElement, held: () => Event[]): Promise<void>;
}

export const visibleMargin = "400px 0px";

/**
 * When a "soon" island wakes by itself, in ms after the page began to load: after a page's load on
 * a phone (its first paint, pictures and fonts), and 2 s before the banner's first turn at 7 s,
 * time enough for its code on a slow connection.
 */
export const soonAfterMs = 5000;

export function startIslands(loaderUrl: string, margin: string, soonMs: number): void {
  let loader: Promise<Loader> | undefined;
  const interactions = [
    "pointerover",
    "pointerdown",
    "focusin",
    "click",
    "submit",
    "keydown",
  ] as const;
  // Parts that only work with script (Search) are hidden in the HTML; the script is here now.
  for (const element of document.querySelectorAll<HTMLElement>("[data-needs-script]")) {
    element.hidden = false;
  }
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    let woken = false;
    // The presses that come while the code loads are held and handed to the loader, which plays
    // them again: a button's click, a form's submit (never sent natively, its fields in the URL),
    // a key on a tab (whose keys the browser would spend on scrolling).
    const held: Event[] = [];
    const wake = (event?: Event) => {
      const target = event?.target instanceof Element ? event.target : null;
      if (
        (event?.type === "click" && target?.closest("button, [role=tab]")) ||
        event?.type === "submit" ||
        (event?.type === "keydown" && target?.closest("[role=tab]"))
      ) {
        if (event.type !== "click") event.preventDefault();
        // A submit button's click is played again as the submit it caused, not twice.
        const form = event.type === "submit" ? target : null;
        const submitter = held.findLastIndex(
          (press) =>
            press.type === "click" && press.target instanceof Node && form?.contains(press.target),
        );
        if (submitter >= 0) held.splice(submitter, 1);
        held.push(event);
      }
      if (woken) return;
      woken = true;
      // Data the island needs on its first use (Search's index) comes beside its code, not after
      // it: the component takes the response from window.islandData (site-search.ts).
      const data = element.dataset.fetch;
      if (data) {
        const store = window as unknown as { islandData?: Record<string, Promise<Response>> };
        store.islandData = { ...store.islandData, [data]: fetch(data) };
      }
      loader ??= import(/* @vite-ignore */ loaderUrl) as Promise<Loader>;
      // Listening until the island is live: a press while its code loads is held, not lost.
      loader
        .then((islands) => islands.hydrateIsland(element, () => held))
        .then(() => {
          for (const type of interactions) element.removeEventListener(type, wake);
        });
    };
    // Each island listens from the start: whatever wakes it, a press may come before its code.
    for (const type of interactions) element.addEventListener(type, wake);
    const hydrate = element.dataset.hydrate;
    // Nothing loads before the first contentful paint (where the browser does not report it: a
    // task queued from a frame's rAF callback runs after that frame is painted).
    const afterFirstPaint = (start: () => void) => {
      const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
      if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
        requestAnimationFrame(() => setTimeout(start, 0));
      } else if (painted()) {
        start();
      } else {
        const observer = new PerformanceObserver(() => {
          if (!painted()) return;
          observer.disconnect();
          setTimeout(start, 0);
        });
        observer.observe({ type: "paint" });
      }
    };
    if (hydrate === "interaction") {
      // Woken by the listeners above only.
    } else if (hydrate === "visible" && "IntersectionObserver" in window) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          wake();
        },
        { rootMargin: margin },
      );
      // The island's element has no box of its own (display: contents): its children do.
      afterFirstPaint(() => {
        for (const child of element.children) observer.observe(child);
      });
    } else if (hydrate === "soon") {
      afterFirstPaint(() => setTimeout(wake, Math.max(0, soonMs - performance.now())));
    } else if (hydrate === "idle" && "requestIdleCallback" in window) {
      afterFirstPaint(() => requestIdleCallback(() => wake(), { timeout: 2000 }));
    } else {
      afterFirstPaint(() => wake());
    }
  }
}

export function islandsScript(loaderUrl: string): string {
  return `(${startIslands.toString()})(${JSON.stringify(loaderUrl)},${JSON.stringify(visibleMargin)},${soonAfterMs});`;
}
