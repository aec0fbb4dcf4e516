// The group's seventeen locations on the world map. Cities, countries and coordinates are
// real; types, descriptions, founding years and head counts are SAMPLE DATA, invented because the
// business has not supplied them yet; replace them with the real ones before going live.
export const locationTypes = ["office", "partner", "client", "project"] as const;

export type LocationType = (typeof locationTypes)[number];

export interface Location {
  id: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  type?: LocationType;
  description?: string;
  established: number;
  employees: number;
}

export const locations: readonly Location[] = [
  {
    id: "delhi",
    city: "Delhi",
    country: "India",
    latitude: 28.6139,
    longitude: 77.209,
    type: "office",
    description: "Group head office: strategy, transformation and ESG advisory.", // sample
    established: 2009, // sample
    employees: 120, // sample
  },
  {
    id: "trivandrum",
    city: "Trivandrum",
    country: "India",
    latitude: 8.5241,
    longitude: 76.9366,
    type: "partner",
    description: "Technology partner for digital solutions and software delivery.", // sample
    established: 2016, // sample
    employees: 35, // sample
  },
  {
    id: "bangalore",
    city: "Bangalore",
    country: "India",
    latitude: 12.9716,
    longitude: 77.5946,
    type: "office",
    description: "Digital and technology practice.", // sample
    established: 2012, // sample
    employees: 60, // sample
  },
  {
    id: "mumbai",
    city: "Mumbai",
    country: "India",
    latitude: 19.076,
    longitude: 72.8777,
    type: "office",
    description: "Market access and investment advisory for western India.", // sample
    established: 2011, // sample
    employees: 45, // sample
  },
  {
    id: "chennai",
    city: "Chennai",
    country: "India",
    latitude: 13.0827,
    longitude: 80.2707,
    type: "client",
    description: "Manufacturing-excellence programme with an apparel exporter.", // sample
    established: 2018, // sample
    employees: 12, // sample
  },
  {
    id: "hyderabad",
    city: "Hyderabad",
    country: "India",
    latitude: 17.385,
    longitude: 78.4867,
    type: "project",
    description: "Vocational training centre roll-out.", // sample
    established: 2020, // sample
    employees: 18, // sample
  },
  {
    id: "dhaka",
    city: "Dhaka",
    country: "Bangladesh",
    latitude: 23.8103,
    longitude: 90.4125,
    type: "office",
    description: "Factory worker training and welfare programmes for the garment sector.", // sample
    established: 2014, // sample
    employees: 55, // sample
  },
  {
    id: "amman",
    city: "Amman",
    country: "Jordan",
    latitude: 31.9454,
    longitude: 35.9284,
    type: "partner",
    description: "Partner for textile and apparel sourcing in the Levant.", // sample
    established: 2019, // sample
    employees: 10, // sample
  },
  {
    id: "dubai",
    city: "Dubai",
    country: "UAE",
    latitude: 25.2048,
    longitude: 55.2708,
    type: "office",
    description: "Regional office for the Middle East and Africa.", // sample
    established: 2015, // sample
    employees: 25, // sample
  },
  {
    id: "abuja",
    city: "Abuja",
    country: "Nigeria",
    latitude: 9.0765,
    longitude: 7.3986,
    type: "client",
    description: "Feasibility studies for agro-processing clusters.", // sample
    established: 2021, // sample
    employees: 8, // sample
  },
  {
    id: "port-louis",
    city: "Port Louis",
    country: "Mauritius",
    latitude: -20.1609,
    longitude: 57.5012,
    type: "partner",
    description: "Partner for market access into African and Indian Ocean markets.", // sample
    established: 2017, // sample
    employees: 6, // sample
  },
  {
    id: "jakarta",
    city: "Jakarta",
    country: "Indonesia",
    latitude: -6.2088,
    longitude: 106.8456,
    type: "partner",
    description: "Partner for manufacturing and ESG certification in South-East Asia.", // sample
    established: 2019, // sample
    employees: 14, // sample
  },
  {
    id: "new-york",
    city: "New York",
    country: "USA",
    latitude: 40.7128,
    longitude: -74.006,
    type: "partner",
    description: "Partner for brand and buyer relations in North America.", // sample
    established: 2018, // sample
    employees: 9, // sample
  },
  {
    id: "cairo-downtown",
    city: "Cairo",
    country: "Egypt",
    latitude: 30.0444,
    longitude: 31.2357,
    type: "client",
    description: "Leadership and middle-management training for a textile group.", // sample
    established: 2020, // sample
    employees: 11, // sample
  },
  {
    id: "cairo-nasr-city",
    city: "Cairo",
    country: "Egypt",
    latitude: 30.0566,
    longitude: 31.3301,
    type: "project",
    description: "Industrial-zone infrastructure project in Nasr City.", // sample
    established: 2022, // sample
    employees: 7, // sample
  },
  {
    id: "nairobi",
    city: "Nairobi",
    country: "Kenya",
    latitude: -1.2921,
    longitude: 36.8219,
    type: "office",
    description: "East Africa office: people and culture development.", // sample
    established: 2017, // sample
    employees: 20, // sample
  },
  {
    id: "addis-ababa",
    city: "Addis Ababa",
    country: "Ethiopia",
    latitude: 8.9806,
    longitude: 38.7578,
    type: "project",
    description: "Industrial-park worker training and financial literacy.", // sample
    established: 2021, // sample
    employees: 15, // sample
  },
];
