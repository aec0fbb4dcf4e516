// The group companies (home and about pages).
// SAMPLE DATA: names and descriptions are invented placeholders; replace with the real companies.
export interface GroupCompany {
  name: string;
  focus: string;
  description: string;
}

export const groupCompanies: readonly GroupCompany[] = [
  {
    name: "Redefine Consulting", // sample
    focus: "Strategy and transformation",
    description:
      "Advises boards and leadership teams on growth, operating models and large-scale change.",
  },
  {
    name: "Redefine Sustainability Services", // sample
    focus: "ESG and compliance",
    description:
      "Helps manufacturers and exporters meet buyer, investor and regulatory standards on ESG.",
  },
  {
    name: "Redefine Skills Foundation", // sample
    focus: "Training and vocational skills",
    description:
      "Runs training programmes and vocational centres for workers, supervisors and managers.",
  },
];
