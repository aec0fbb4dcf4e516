// The about page's words: the group, mission, vision and values.
// SAMPLE DATA: the wording is a plausible draft for the business to replace.
export interface TabItem {
  id: string;
  label: string;
  heading: string;
  body: string;
}

export interface ValueItem {
  title: string;
  description: string;
}

export const aboutGroup = {
  heading: "Who we are",
  paragraphs: [
    "We are a group of consulting companies with offices and partners in Asia, Africa, the Middle East and North America. Since 2019 we have helped corporate, government, small-business and not-for-profit clients grow, modernise and take care of the people who make their results possible.",
    "Each company in the group has its own focus, and together they cover strategy, operations, sustainability, technology and skills: one team from the first feasibility study to the last training session.",
  ],
} as const;

export const aboutCompanies = {
  heading: "Our group companies",
  intro: "Three companies, one way of working.",
} as const;

export const aboutTabs = {
  heading: "Mission, vision and values",
  /** Accessible name of the tab list. */
  label: "Mission, vision and values",
  items: [
    {
      id: "mission",
      label: "Our Mission",
      heading: "Our mission",
      body: "To help organisations grow in ways that last: better run, more competitive and fairer to the people who work in them and live around them.",
    },
    {
      id: "vision",
      label: "Our Vision",
      heading: "Our vision",
      body: "A world where every factory, office and public service is productive, sustainable and a good place to work, wherever it is.",
    },
    {
      id: "values",
      label: "Our Values",
      heading: "Our values",
      body: "We are honest about what will work, we measure what we promise, and we leave our clients' teams able to carry on without us.",
    },
  ] satisfies TabItem[],
} as const;

export const aboutValues = {
  heading: "What we value",
  items: [
    {
      title: "Integrity",
      description: "We give straight advice, even when it is not what a client hoped to hear.",
    },
    {
      title: "Measurable results",
      description: "Every engagement starts with the numbers we will be judged by.",
    },
    {
      title: "People first",
      description: "Lasting change comes from skilled, respected and safe workers and managers.",
    },
    {
      title: "Sustainability",
      description: "Good business and a healthy environment are goals that support each other.",
    },
    {
      title: "Partnership",
      description: "We work alongside our clients' teams and hand over what we build.",
    },
  ] satisfies ValueItem[],
} as const;

export const aboutTeam = {
  heading: "Our team",
  intro: "The people who lead our work.",
} as const;

export const aboutTestimonials = {
  heading: "What our clients say",
  carouselLabel: "Client testimonials",
} as const;
