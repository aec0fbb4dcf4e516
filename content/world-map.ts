// Every visible text of the world-map section; tests find its parts by them (docs/product.md).
import type { LocationType } from "./locations.ts";

export const worldMapText = {
  heading: "Our Global Presence",
  intro:
    "Offices, partners, clients and projects across Asia, the Middle East, Africa and the Americas.",
  mapLabel: "Interactive world map",
  loading: {
    title: "Loading World Map...",
    subtitle: "Interactive map will be available in browser",
  },
  error: {
    title: "Map Loading Failed",
    message: "Unable to load the interactive world map",
    hint: "If the problem persists, please refresh the page",
  },
  ready: "Map Ready",
  buttons: {
    retry: "Retry",
    checkLeaflet: "Check Leaflet",
    injectLeaflet: "Inject Leaflet",
    fitToMarkers: "Fit to Markers",
    clearAll: "Clear All",
    debug: "Debug",
  },
  controlsLabel: "Map controls",
  themeLabel: "Map style",
  leafletLoaded: (version: string) => `Leaflet is loaded (version ${version}).`,
  leafletNotLoaded: "Leaflet is not loaded.",
  legendTitle: "Legend",
  types: {
    office: "Office",
    partner: "Partner",
    client: "Client",
    project: "Project",
  } satisfies Record<LocationType, string>,
  popup: {
    established: "Established",
    employees: "Employees",
  },
  statistics: {
    label: "Our presence in figures",
    totalLocations: "Locations",
    countries: "Countries",
    totalEmployees: "People",
    offices: "Offices",
    partners: "Partners",
    clients: "Clients",
    projects: "Projects",
  },
  debug: {
    title: "Debug information",
    state: "State",
    markers: "Markers on the map",
    leafletVersion: "Leaflet version",
    notLoaded: "not loaded",
  },
  listSummary: (count: number) => `All ${count} locations as a list`,
} as const;
