import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { MapThemeName } from "../../../common/map-themes.ts";
import type { Location } from "../../../common/site-data-types.ts";
import { useNearViewport } from "../../hooks/use-near-viewport.ts";
import type { LeafletMapHandle, LeafletMapLabels } from "./leaflet-map.client.ts";
import leafletChunkUrl from "./leaflet-map.client.ts?chunk-url";
import { createLocationService } from "./location-service.ts";
import { createMapMachine, type MapMachine, type MapState } from "./map-state-machine.ts";

type LeafletModule = typeof import("./leaflet-map.client.ts");

let leafletModule: LeafletModule | undefined;
let failedLoads = 0;

/** Retries load the same file at a new URL: Chromium before 156 caches a failed import() forever. */
async function importLeaflet(): Promise<LeafletModule> {
  if (leafletModule) return leafletModule;
  try {
    leafletModule = await (failedLoads > 0 && leafletChunkUrl
      ? (import(
          /* @vite-ignore */ `${leafletChunkUrl}?retry=${failedLoads}`
        ) as Promise<LeafletModule>)
      : import("./leaflet-map.client.ts"));
    return leafletModule;
  } catch (error) {
    failedLoads += 1;
    throw error;
  }
}

const NEAR_VIEWPORT_MARGIN = "200px";

export interface WorldMap {
  state: MapState;
  markerCount: number;
  leafletVersion: string | null;
  retry(): void;
  injectLeaflet(): void;
  fitToMarkers(): void;
  clearMarkers(): void;
}

export function useWorldMap({
  section,
  container,
  theme,
  labels,
  places: offices,
}: {
  section: RefObject<HTMLElement | null>;
  container: RefObject<HTMLElement | null>;
  theme: MapThemeName;
  labels: LeafletMapLabels;
  places: readonly Location[];
}): WorldMap {
  const [state, setState] = useState<MapState>({ status: "loading", attempts: 0 });
  const [markerCount, setMarkerCount] = useState(0);
  const [leafletVersion, setLeafletVersion] = useState<string | null>(null);
  const machine = useRef<MapMachine | null>(null);
  const handle = useRef<LeafletMapHandle | null>(null);
  // Read when an attempt mounts the map, so a theme or label change does not restart the machine.
  const settings = useRef({ theme, labels });
  settings.current = { theme, labels };
  const service = useRef<ReturnType<typeof createLocationService> | null>(null);
  service.current ??= createLocationService(offices);
  useEffect(() => {
    let places: Promise<Location[]> | undefined;
    const unmount = () => {
      handle.current?.destroy();
      handle.current = null;
      setMarkerCount(0);
    };
    const current = createMapMachine({
      async initialise(signal) {
        const element = container.current;
        if (!element) throw new Error("The map container is missing");
        places ??= service.current?.load() ?? Promise.resolve([]);
        const [leaflet, list] = await Promise.all([importLeaflet(), places]);
        if (signal.aborted) return;
        setLeafletVersion(leaflet.leafletVersion);
        unmount();
        const mounted = await leaflet.mountLeafletMap(element, {
          locations: list,
          theme: settings.current.theme,
          labels: settings.current.labels,
          reducedMotion: window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
          onMarkersChange: setMarkerCount,
        });
        if (signal.aborted) {
          mounted.destroy();
          return;
        }
        handle.current = mounted;
      },
      refresh: () => handle.current?.invalidateSize(),
    });
    machine.current = current;
    const unsubscribe = current.subscribe((next) => {
      if (next.status === "error") unmount();
      setState(next);
    });

    const onResize = () => current.requestRefresh("resize");
    const onVisibility = () => {
      if (document.visibilityState === "visible") current.requestRefresh("visible");
    };
    window.addEventListener("resize", onResize);
    document.addEventListener("visibilitychange", onVisibility);

    return () => {
      window.removeEventListener("resize", onResize);
      document.removeEventListener("visibilitychange", onVisibility);
      unsubscribe();
      current.dispose();
      unmount();
    };
  }, [container]);

  // Each time the section comes near (after the machine above exists): the first time it starts
  // loading, and later the map is fitted to its box again.
  useNearViewport(section, NEAR_VIEWPORT_MARGIN, () => {
    machine.current?.start();
    machine.current?.requestRefresh("in-view");
  });

  useEffect(() => {
    handle.current?.setTheme(theme);
  }, [theme]);

  const retry = useCallback(() => machine.current?.retry(), []);
  const injectLeaflet = useCallback(() => {
    handle.current?.destroy();
    handle.current = null;
    setLeafletVersion(null);
    machine.current?.retry();
  }, []);
  const fitToMarkers = useCallback(() => handle.current?.fitToMarkers(), []);
  const clearMarkers = useCallback(() => handle.current?.clearMarkers(), []);

  return { state, markerCount, leafletVersion, retry, injectLeaflet, fitToMarkers, clearMarkers };
}
