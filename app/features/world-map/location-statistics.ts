import type { Location } from "../../../common/site-data-types.ts";

export interface LocationStatistics {
  totalLocations: number;
  offices: number;
  partners: number;
  clients: number;
  projects: number;
  countries: number;
  totalEmployees: number;
}

export function locationStatistics(places: readonly Location[]): LocationStatistics {
  const ofType = (type: Location["type"]) => places.filter((place) => place.type === type).length;
  return {
    totalLocations: places.length,
    offices: ofType("office"),
    partners: ofType("partner"),
    clients: ofType("client"),
    projects: ofType("project"),
    countries: new Set(places.map((place) => place.country.trim().toLowerCase())).size,
    totalEmployees: places.reduce((sum, place) => sum + place.employees, 0),
  };
}
