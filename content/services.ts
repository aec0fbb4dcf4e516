// The service areas of /what-we-do. Each id anchors its section there; home's cards link to it.
import { paths } from "../common/paths.ts";

export interface ServiceArea {
  id: string;
  title: string;
  summary: string;
  bullets: string[];
  /** Shown among the five services on the home page. */
  featured: boolean;
}

export const serviceAreas: readonly ServiceArea[] = [
  {
    id: "business-transformation",
    title: "Business Transformation",
    summary: "Strategy, operating models and change programmes that turn plans into results.",
    bullets: [
      "Growth strategy and business planning",
      "Operating model and organisation design",
      "Process re-engineering and cost optimisation",
      "Feasibility studies and investment cases",
      "Programme management for large-scale change",
    ],
    featured: true,
  },
  {
    id: "market-access",
    title: "Market Access, Communication & Branding",
    summary: "Entering new markets and telling your story so that buyers and partners listen.",
    bullets: [
      "Market research and entry strategy",
      "Buyer and partner matchmaking",
      "Brand strategy and corporate identity",
      "Communication campaigns and content",
    ],
    featured: true,
  },
  {
    id: "digital-technology",
    title: "Digital & Technology Solutions",
    summary: "Practical digital tools for factories, offices and field teams.",
    bullets: [
      "Digital transformation road maps",
      "ERP, HR and workforce management systems",
      "Biometric time-clock systems: up to 500 employees per clock",
      "Networked attendance: up to 32 time clocks connectable in one system",
      "Data dashboards and reporting",
    ],
    featured: true,
  },
  {
    id: "manufacturing-excellence",
    title: "Manufacturing Excellence",
    summary: "Lean, quality and productivity programmes on the factory floor.",
    bullets: [
      "Lean manufacturing and industrial engineering",
      "Quality management systems",
      "Productivity and efficiency improvement",
      "Factory worker and supervisor training",
    ],
    featured: true,
  },
  {
    id: "esg-sustainability",
    title: "ESG & Sustainability",
    summary: "Compliance, certification and social programmes that buyers and investors trust.",
    bullets: [
      "ESG strategy, audits and reporting",
      "Social and environmental certifications",
      "Worker welfare and grievance systems",
      "Energy, water and waste reduction",
      "Gender equality and POSH programmes",
    ],
    featured: true,
  },
  {
    id: "people-culture",
    title: "People & Culture Development",
    summary: "Training and leadership development from the shop floor to the boardroom.",
    bullets: [
      "Leadership and middle-management training",
      "Vocational training centres",
      "Financial literacy programmes",
      "Welfare officer capability building",
    ],
    featured: false,
  },
  {
    id: "infrastructure-projects",
    title: "Infrastructure Projects",
    summary: "Planning and delivery support for industrial and public infrastructure.",
    bullets: [
      "Project feasibility and planning",
      "Industrial park and facility development",
      "Project management and supervision",
      "Public-private partnership advisory",
    ],
    featured: false,
  },
];

export const timeClock = {
  heading: "Time-clock systems",
  bullets: [
    "Up to 500 employees per clock",
    "Up to 32 clocks connectable in one network",
    "Fingerprint, card and face recognition",
    "Reports ready for payroll",
  ],
} as const;

export const servicesSection = {
  /** Visually hidden heading of the service-areas list (each area has its own h2). */
  intro: "Our service areas",
} as const;

export const servicesCallToAction = {
  heading: "Ready to start?",
  text: "Book a discovery call and we will map out where our services can make the biggest difference for you.",
  link: { label: "Book a Discovery Call", to: paths.contact },
} as const;
