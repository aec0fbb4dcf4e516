// The land under each office's map picture: Natural Earth's 1:50m data
// (public domain), as the world-atlas package ships it in TopoJSON, read at build only.
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Geography } from "./static-map.server.ts";

type World = Topology<{ land: GeometryCollection; countries: GeometryCollection }>;

let loaded: Promise<Geography> | undefined;

/** Read once per build, on the first picture; the pages that have no picture never load it. */
export function loadGeography(): Promise<Geography> {
  loaded ??= (async () => {
    const { default: json } = await import("world-atlas/countries-50m.json", {
      with: { type: "json" },
    });
    const world = json as unknown as World;
    const land = feature(world, world.objects.land).features.flatMap(({ geometry }) =>
      geometry.type === "Polygon"
        ? [geometry.coordinates]
        : geometry.type === "MultiPolygon"
          ? geometry.coordinates
          : [],
    );
    return { land };
  })();
  return loaded;
}
