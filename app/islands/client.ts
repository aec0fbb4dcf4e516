import { createElement, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { SiteData } from "../cms/model/types.ts";
import { SiteDataContext } from "../hooks/use-site-data.ts";
import { loaders } from "./loaders.ts";
import type { IslandName } from "./registry.ts";

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(loaders, name);
}

function Live({ children, onLive }: { children?: ReactNode; onLive: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island is first live.
  useEffect(onLive, []);
  return children;
}

function replay(event: Event) {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  // The press may have landed on a button's icon: the button is what is pressed again.
  const button = target.closest<HTMLElement>("button, [role=tab]");
  if (event.type === "click") button?.click();
  if (event.type === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
  if (event instanceof KeyboardEvent) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
    // Where the focus is now: the key before it may have moved it.
    (document.activeElement ?? target).dispatchEvent(new KeyboardEvent("keydown", init));
  }
}

/** Held presses are played once React holds the element and the island's listeners are in place. */
export async function hydrateIsland(element: HTMLElement, held: () => Event[]): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`No island named "${name}"`);
  const Component = (await loaders[name]()) as (props: object) => ReactNode;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const site = element.dataset.site;
  const island = createElement(Component, props);
  await new Promise<void>((live) => {
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser
    // between them, instead of one task as long as the island (docs/benchmarks.md).
    startTransition(() => {
      hydrateRoot(
        element,
        createElement(
          Live,
          {
            onLive: () => {
              // Marked for whoever needs to know the island answers now (the e2e tests wait on it).
              element.dataset.live = "";
              live();
              // After the start-up script has stopped listening (it resolves on `live`).
              setTimeout(() => {
                for (const event of held()) replay(event);
              });
            },
          },
          site === undefined
            ? island
            : // Only the words the island took with it (island.tsx): the rest stays in the HTML.
              createElement(SiteDataContext, { value: JSON.parse(site) as SiteData }, island),
        ),
      );
    });
  });
}
