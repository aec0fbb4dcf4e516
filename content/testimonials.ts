// Client testimonials (home and about pages).
// SAMPLE DATA: the quotes and the organisations are invented and name no real person or company;
// replace them with real, approved testimonials before going live.
export interface Testimonial {
  id: string;
  quote: string;
  /** The speaker's role; no personal names are shown. */
  role: string;
  organisation: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: "apparel-exporter",
    quote:
      "Their ESG team took three of our factories through certification in under a year, and our buyers noticed.",
    role: "Head of Compliance",
    organisation: "Tallowmere Textiles", // sample
  },
  {
    id: "mining-group",
    quote:
      "The feasibility study was rigorous and honest. It changed the way our board looked at the investment.",
    role: "Chief Financial Officer",
    organisation: "Cobaltridge Mining", // sample
  },
  {
    id: "logistics-company",
    quote:
      "Our supervisors came back from the leadership programme with a plan, and productivity followed within months.",
    role: "Operations Director",
    organisation: "Quayvale Logistics", // sample
  },
  {
    id: "agri-cooperative",
    quote:
      "Financial literacy training for our members was practical, local and delivered in their own language.",
    role: "Programme Manager",
    organisation: "Fernhollow Agro", // sample
  },
];
