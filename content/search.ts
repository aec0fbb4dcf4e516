export const searchText = {
  label: "Search the site",
  placeholder: "Search services, industries, pages…",
  close: "Close search",
  noResults: "No results",
} as const;
