// The three news cards of /news-blogs, linking to the group's social posts.
// SAMPLE DATA: headlines and dates are invented; the links point at the networks' home pages until
// the business supplies the real post addresses.
export interface NewsItem {
  id: string;
  title: string;
  date: string; // ISO date
  excerpt: string;
  network: string;
  href: string;
}

export const newsItems: readonly NewsItem[] = [
  {
    id: "esg-certifications",
    title: "Thirty factories certified on ESG standards",
    date: "2025-03-12",
    excerpt: "Our sustainability team celebrates a milestone with partners in Dhaka and Delhi.",
    network: "LinkedIn",
    href: "https://www.linkedin.com/",
  },
  {
    id: "training-centre-nairobi",
    title: "New vocational training centre opens in Nairobi",
    date: "2025-02-03",
    excerpt: "Our eighteenth captive training centre welcomes its first two hundred trainees.",
    network: "Facebook",
    href: "https://www.facebook.com/",
  },
  {
    id: "market-access-jordan",
    title: "Market access mission to Amman",
    date: "2025-01-20",
    excerpt: "Apparel exporters meet buyers at a matchmaking week organised with local partners.",
    network: "X",
    href: "https://x.com/",
  },
];

export const newsPage = {
  heading: "From our social channels",
  readOn: (network: string) => `Read on ${network}`,
  /** Told to screen readers after each link, which opens a new tab. */
  newTab: "(opens in a new tab)",
} as const;
