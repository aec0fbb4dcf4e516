// The twelve industries served, in the order the pages show them. Each id is the
// anchor of its card on /industries and picks the card's icon.
import { paths } from "../common/paths.ts";

export const industryIds = [
  "textile-apparel",
  "merchandising",
  "machinery-equipment",
  "agriculture-dairy",
  "packaged-food-beverages",
  "mining",
  "infrastructure",
  "vertical-transportation-mechatronics",
  "logistics",
  "information-technology",
  "vocational-training",
  "electronics",
] as const;

export type IndustryId = (typeof industryIds)[number];

export interface Industry {
  id: IndustryId;
  name: string;
  description: string;
}

export const industries: readonly Industry[] = [
  {
    id: "textile-apparel",
    name: "Textile and Apparel",
    description:
      "Productivity, compliance and worker-welfare programmes for spinning, weaving, knitting and garment factories.",
  },
  {
    id: "merchandising",
    name: "Merchandising",
    description:
      "Sourcing, buyer relations and order-to-delivery processes for buying houses and brands.",
  },
  {
    id: "machinery-equipment",
    name: "Machinery and Equipment",
    description:
      "Lean production, quality systems and market entry for manufacturers of industrial machinery.",
  },
  {
    id: "agriculture-dairy",
    name: "Agriculture and Dairy",
    description:
      "Value-chain studies, cooperative development and food-safety standards from farm to chilling centre.",
  },
  {
    id: "packaged-food-beverages",
    name: "Packaged Food and Beverages",
    description:
      "Plant efficiency, hygiene certification and distribution strategy for food and drink producers.",
  },
  {
    id: "mining",
    name: "Mining",
    description:
      "Safety culture, community engagement and ESG reporting for mining and quarrying operations.",
  },
  {
    id: "infrastructure",
    name: "Infrastructure",
    description:
      "Feasibility, planning and project supervision for industrial parks, utilities and public works.",
  },
  {
    id: "vertical-transportation-mechatronics",
    name: "Vertical Transportation and Mechatronics",
    description:
      "Service operations, technician training and quality programmes for lift, escalator and automation firms.",
  },
  {
    id: "logistics",
    name: "Logistics",
    description:
      "Warehouse design, fleet performance and digital tracking for freight and logistics providers.",
  },
  {
    id: "information-technology",
    name: "IT",
    description:
      "Growth strategy, delivery processes and people development for software and IT service companies.",
  },
  {
    id: "vocational-training",
    name: "Vocational Training",
    description:
      "Curriculum design, trainer development and centre management for technical and vocational institutes.",
  },
  {
    id: "electronics",
    name: "Electronics",
    description:
      "Assembly-line efficiency, quality assurance and supplier development for electronics manufacturers.",
  },
];

export const industriesSection = {
  heading: "Sectors we know from the inside",
  intro:
    "Twelve industries where our consultants have run programmes on the factory floor, in the field and in the boardroom.",
} as const;

export const industriesCallToAction = {
  heading: "Is your industry facing a change?",
  text: "Tell us where you want to be in three years. We will show you how we would get there together.",
  link: { label: "Talk to our industry experts", to: paths.contact },
} as const;
