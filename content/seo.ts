// Search and sharing facts: the public base URL, the share card and the web app manifest's words.
// The per-page title and description live in pages.ts.
import { imageUrl, shareImage } from "./images.ts";
import { site } from "./site.ts";

// The base URL and head files moved to common/site-url.ts; re-exported for the modules not yet moved.
export { absoluteUrl, headFiles, siteUrl } from "../common/site-url.ts";

export const seo = {
  locale: "en_GB",
  language: "en",
  twitterCard: "summary_large_image",
  shareImage: {
    path: imageUrl(shareImage, shareImage.width, "jpg"),
    alt: shareImage.alt,
    width: shareImage.width,
    height: shareImage.height,
    type: "image/jpeg",
  },
} as const;

/** The web app manifest's texts and colours (scripts/generate-icons.ts writes the file). */
export const manifestText = {
  name: site.name,
  shortName: site.shortName,
  description: site.description,
  themeColor: "#8b1a1a",
  backgroundColor: "#ffffff",
} as const;

/** The opening of llms.txt: what the site is, for AI agents (scripts/seo-files.ts adds the rest). */
export const llmsSummary = {
  intro:
    "The public website of a group of business-consulting companies. It describes the group's services, the industries it serves, its impact figures and offices, and offers a contact form.",
  notes: [
    "All pages are static HTML and readable without JavaScript.",
    "Enquiries are sent through the contact form on the contact page; there is no public API for reading data.",
    "Company names, people, addresses and figures marked as samples on the site are placeholders.",
  ],
} as const;
