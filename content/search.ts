// Words of the header's Search dialog.
export const searchText = {
  label: "Search the site",
  placeholder: "Search services, industries, pages…",
  close: "Close search",
  noResults: "No results",
  /** Accessible name of the results list. */
  results: "Search results",
  resultCount: (count: number) => (count === 1 ? "1 result" : `${count} results`),
  hint: "Type to search pages, services, industries, impact figures and news.",
  kinds: {
    page: "Page",
    service: "Service",
    industry: "Industry",
    impact: "Impact figure",
    caseStudy: "Case study",
    news: "News",
    blog: "Blog post",
  },
} as const;

export type SearchKind = keyof typeof searchText.kinds;
