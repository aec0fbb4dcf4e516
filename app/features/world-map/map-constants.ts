import { markerColour } from "../../../common/map-marker.ts";

export const MAP_CENTER: [number, number] = [35, 70];
export const MAP_START_ZOOM = 2;
export const TILE_MIN_ZOOM = 3;
export const TILE_MAX_ZOOM = 18;
export const FIT_BOUNDS_PADDING = 0.1;
export const POPUP_MAX_WIDTH = 300;
/** The least room, in px, between an open popup and the map's edges (world-map.css says the same). */
export const POPUP_INSET = 12;
export const BRAND_RED = markerColour;

export type WorldMapVariant = "home" | "contact";

export function mapHeight(variant: WorldMapVariant): number {
  return variant === "home" ? 600 : 500;
}

export function showsLegend(variant: WorldMapVariant): boolean {
  return variant !== "home";
}
