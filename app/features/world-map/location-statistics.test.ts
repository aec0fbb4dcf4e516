import { describe, expect, it } from "vitest";
import type { Location } from "../../../common/site-data-types.ts";
import { siteData } from "../../../tests/support/site-data.ts";

const locations = siteData.offices;

import { locationStatistics } from "./location-statistics.ts";

describe("location statistics", () => {
  it("counts the site's locations by type, country and employees", () => {
    expect(locations.length).toBeGreaterThan(0);
    const stats = locationStatistics(locations);
    expect(stats.totalLocations).toBe(locations.length);
    // A country is named the same however it is typed.
    const countries = new Set(locations.map((place) => place.country.trim().toLowerCase()));
    expect(stats.countries).toBe(countries.size);
    expect(stats.totalEmployees).toBe(locations.reduce((sum, place) => sum + place.employees, 0));
    expect(stats.offices + stats.partners + stats.clients + stats.projects).toBe(locations.length);
  });

  it("counts a country once however many locations it has, and sums employees", () => {
    const place = (id: string, country: string, employees: number, type?: Location["type"]) => ({
      id,
      city: id,
      country,
      latitude: 0,
      longitude: 0,
      type,
      established: 2020,
      employees,
    });
    expect(
      locationStatistics([
        place("a", "Egypt", 10, "office"),
        place("b", "Egypt", 5, "project"),
        place("c", "Kenya", 7),
      ]),
    ).toEqual({
      totalLocations: 3,
      offices: 1,
      partners: 0,
      clients: 0,
      projects: 1,
      countries: 2,
      totalEmployees: 22,
    });
  });

  it("gives zeros for no locations", () => {
    expect(locationStatistics([])).toMatchObject({
      totalLocations: 0,
      countries: 0,
      totalEmployees: 0,
    });
  });
});
