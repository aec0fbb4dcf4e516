import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { translator } from "../../../common/ui-plural-messages.ts";
import { siteData } from "../../../tests/support/site-data.ts";
import { SiteDataContext } from "../../hooks/use-site-data.ts";
import type { LeafletMapHandle, LeafletMapOptions } from "./leaflet-map.client.ts";
import { WorldMapSection } from "./world-map-section.tsx";

// Only the Leaflet boundary is replaced (jsdom has no layout for a real map); the state machine,
// the location service and the section are the real ones.
const leaflet = vi.hoisted(() => ({ fail: false, mounted: [] as LeafletMapOptions[] }));
const handle: LeafletMapHandle = {
  fitToMarkers: vi.fn(),
  clearMarkers: vi.fn(),
  setTheme: vi.fn(),
  invalidateSize: vi.fn(),
  markerCount: () => locations.length,
  destroy: vi.fn(),
};
vi.mock("./leaflet-map.client.ts", () => ({
  leafletVersion: "1.9.4",
  mountLeafletMap: async (_container: HTMLElement, options: LeafletMapOptions) => {
    if (leaflet.fail) throw new Error("Leaflet failed");
    leaflet.mounted.push(options);
    options.onMarkersChange?.(options.locations.length);
    return handle;
  },
}));

const { offices: locations, worldMap: text } = siteData;
const withSiteData = (element: ReactElement) => (
  <SiteDataContext value={siteData}>{element}</SiteDataContext>
);

const section = () => screen.getByRole("region", { name: text.heading });
const waitFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("WorldMapSection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    leaflet.fail = false;
    leaflet.mounted = [];
  });
  afterEach(() => vi.useRealTimers());

  it("renders the loading overlay, controls and the list of locations before the map", () => {
    render(withSiteData(<WorldMapSection variant="home" />));
    const map = within(section());
    expect(map.getByText(text.loading.title)).toBeTruthy();
    expect(map.getByText(text.loading.subtitle)).toBeTruthy();
    expect((map.getByLabelText(text.themeLabel) as HTMLSelectElement).value).toBe("light");
    expect(map.getAllByRole("option")).toHaveLength(8);
    expect(map.getByText(text.listSummary)).toBeTruthy();
    expect(map.getByText("Addis Ababa, Ethiopia")).toBeTruthy();
    expect(map.queryByRole("list", { name: text.legendTitle })).toBeNull();
    expect(
      (map.getByRole("button", { name: text.buttons.fitToMarkers }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("shows the legend on the contact page", () => {
    render(withSiteData(<WorldMapSection variant="contact" />));
    const legend = within(section()).getByRole("list", { name: text.legendTitle });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Office", "Partner", "Client", "Project"]);
  });

  it("becomes ready with the locations loaded in 1 s, in the light theme", async () => {
    render(withSiteData(<WorldMapSection variant="home" />));
    await waitFor(999);
    expect(screen.queryByText(text.ready)).toBeNull();
    await waitFor(1);
    expect(screen.getByText(text.ready)).toBeTruthy();
    expect(screen.queryByText(text.loading.title)).toBeNull();
    expect(leaflet.mounted[0]?.locations).toHaveLength(17);
    expect(leaflet.mounted[0]?.theme).toBe("light");
  });

  it("says whether Leaflet is loaded, and its version", async () => {
    render(withSiteData(<WorldMapSection variant="home" />));
    const check = screen.getByRole("button", { name: text.buttons.checkLeaflet });
    fireEvent.click(check);
    await waitFor(50);
    expect(within(section()).getByText(text.leafletNotLoaded).getAttribute("role")).toBe("status");
    await waitFor(1000);
    fireEvent.click(check);
    await waitFor(50);
    expect(
      within(section()).getByText(
        translator(
          "en",
          "latin",
          siteData.messages,
        )("worldMap.leafletLoaded", { version: "1.9.4" }),
      ),
    ).toBeTruthy();
  });

  it("wires Fit to Markers, Clear All, the theme and the Debug panel to the map", async () => {
    render(withSiteData(<WorldMapSection variant="home" />));
    await waitFor(1000);
    const map = within(section());
    fireEvent.click(map.getByRole("button", { name: text.buttons.clearAll }));
    expect(handle.clearMarkers).toHaveBeenCalled();
    fireEvent.click(map.getByRole("button", { name: text.buttons.fitToMarkers }));
    expect(handle.fitToMarkers).toHaveBeenCalled();
    fireEvent.change(map.getByLabelText(text.themeLabel), { target: { value: "dark" } });
    expect(handle.setTheme).toHaveBeenLastCalledWith("dark");

    const debug = map.getByRole("button", { name: text.buttons.debug });
    expect(map.queryByRole("region", { name: text.debug.title })).toBeNull();
    fireEvent.click(debug);
    expect(debug.getAttribute("aria-expanded")).toBe("true");
    const panel = within(map.getByRole("region", { name: text.debug.title }));
    expect(panel.getByText("ready")).toBeTruthy();
    expect(panel.getByText("1.9.4")).toBeTruthy();
  });

  it("shows the error overlay when initialisation keeps failing, and Retry recovers", async () => {
    leaflet.fail = true;
    render(withSiteData(<WorldMapSection variant="contact" />));
    await waitFor(1000 + 5 * 200);
    const failure = within(screen.getByRole("region", { name: text.error.title }));
    expect(failure.getByText(text.error.message)).toBeTruthy();
    expect(failure.getByText(text.error.hint)).toBeTruthy();
    expect(failure.getByRole("button", { name: text.buttons.injectLeaflet })).toBeTruthy();

    leaflet.fail = false;
    fireEvent.click(failure.getByRole("button", { name: text.buttons.retry }));
    await waitFor(0);
    expect(screen.getByText(text.ready)).toBeTruthy();
    expect(screen.queryByText(text.error.title)).toBeNull();
  });
});
