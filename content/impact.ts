// The impact figures, shown on the home and impact pages and found by the search.
export interface ImpactFigure {
  id: string;
  value: string;
  label: string;
}

export const impactFigures: readonly ImpactFigure[] = [
  { id: "factory-workers", value: "90000+", label: "Factory workers trained" },
  { id: "middle-management", value: "5000+", label: "Middle management trained" },
  { id: "leadership", value: "250+", label: "Leadership training" },
  { id: "feasibility", value: "15+", label: "Feasibility studies" },
  { id: "esg", value: "30+", label: "ESG certifications" },
  { id: "training-centres", value: "18", label: "Captive vocational training centres" },
  { id: "financial-literacy", value: "30000+", label: "Financial literacy" },
  { id: "posh-gvvh", value: "3000+", label: "POSH and GVVH training for women" },
  { id: "welfare-officers", value: "150+", label: "Welfare officer capability building" },
];

export const impactPage = {
  /** Anchor of the figures on /impact; the search links to it. */
  anchor: "impact-figures",
  heading: "Our impact in numbers",
  intro: "Nine figures from our programmes with clients, workers and communities.",
} as const;
