import { describe, expect, it } from "vitest";
import {
  defaultMapTheme,
  mapThemeNames,
  mapThemes,
  resolveMapTheme,
  tileOrigins,
} from "./map-themes.ts";

describe("map themes", () => {
  it("offers the eight themes, light by default", () => {
    expect([...mapThemeNames].sort()).toEqual([
      "dark",
      "light",
      "openstreetmap",
      "satellite",
      "streets",
      "terrain",
      "topo",
      "watercolor",
    ]);
    expect(defaultMapTheme).toBe("light");
  });

  it("resolves a known theme to its own tiles", () => {
    expect(resolveMapTheme("dark")).toBe(mapThemes.dark);
    expect(resolveMapTheme("satellite").url).toContain("World_Imagery");
  });

  it("falls back to openstreetmap for an unknown or missing name", () => {
    expect(resolveMapTheme("neon")).toBe(mapThemes.openstreetmap);
    expect(resolveMapTheme(undefined)).toBe(mapThemes.openstreetmap);
    expect(resolveMapTheme("toString")).toBe(mapThemes.openstreetmap);
  });

  it("gives every theme an attribution and allows each tile host in the CSP", () => {
    for (const theme of Object.values(mapThemes)) {
      expect(theme.attribution).not.toBe("");
      const host = new URL(theme.url.replace("{s}", "a")).origin;
      expect(tileOrigins).toContain(host);
    }
  });
});
