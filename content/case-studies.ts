// Case studies on /impact: short, plausible stories rather than the filler text the page first had.
// SAMPLE DATA: every client, place and figure below is invented for the business to replace with
// real, approved case studies. Clients are described, never named.
export interface CaseStudy {
  id: string;
  title: string;
  client: string;
  sector: string;
  challenge: string;
  approach: string;
  result: string;
}

export const caseStudiesSection = {
  heading: "Case studies",
  intro: "Sample stories: how the figures above were made, one programme at a time.",
  sampleNote: "Sample case studies: clients are anonymised and details are illustrative.",
  labels: { challenge: "Challenge", approach: "What we did", result: "Result" },
} as const;

export const caseStudies: readonly CaseStudy[] = [
  {
    id: "knitwear-productivity",
    title: "Twelve per cent more output without overtime",
    client: "A knitwear exporter with four factories", // sample
    sector: "Textile and Apparel",
    challenge:
      "Orders were growing faster than capacity, and overtime was driving up costs and staff turnover.",
    approach:
      "Line balancing, supervisor coaching and a simple daily performance board, run with the client's own industrial engineers.",
    result:
      "Output per operator rose by twelve per cent in six months and monthly overtime hours halved.",
  },
  {
    id: "esg-certification-programme",
    title: "From first audit to certification in nine months",
    client: "A group of leather and footwear suppliers", // sample
    sector: "ESG and Sustainability",
    challenge:
      "A major buyer required recognised social and environmental certification before renewing contracts.",
    approach:
      "Gap assessments, corrective-action plans, worker-welfare committees and mock audits for each site.",
    result:
      "All six sites were certified on the first attempt and the buyer extended its contracts for three years.",
  },
  {
    id: "vocational-centre",
    title: "A training centre that feeds its own factory",
    client: "An electronics assembler opening a new plant", // sample
    sector: "Vocational Training",
    challenge:
      "The new plant needed three hundred skilled operators in a region with no technical institute.",
    approach:
      "We designed the curriculum, trained the trainers and set up a captive training centre beside the plant.",
    result:
      "Four cohorts graduated in the first year; nine in ten trainees joined the plant and stayed.",
  },
  {
    id: "financial-literacy",
    title: "Financial literacy for five thousand workers",
    client: "A not-for-profit partner and three garment factories", // sample
    sector: "People and Culture",
    challenge:
      "Workers were losing part of their wages to informal lenders and had no safe way to save.",
    approach:
      "Short sessions during paid hours on budgeting, savings and digital payments, led by trained peer educators.",
    result:
      "Over five thousand workers completed the course and a third opened their first savings account.",
  },
];
