// Search and sharing facts: the public base URL, the share card and the web app manifest's words.
// The per-page title and description live in pages.ts.
import { imageUrl, shareImage } from "./images.ts";
import { site } from "./site.ts";

const defaultSiteUrl = "http://127.0.0.1:3000";

/** Set by vite.config.ts to the SITE_URL of the build; undefined where Node runs this file itself. */
declare const __SITE_URL__: string | undefined;

/**
 * The public base URL, without a trailing slash. The build (pre-render and browser bundle alike)
 * carries the SITE_URL it was made with, so the head the browser renders matches the pre-rendered
 * one whatever address the page was loaded from; build scripts run in Node and read SITE_URL.
 */
export const siteUrl: string = (
  (typeof __SITE_URL__ !== "undefined" ? __SITE_URL__ : undefined) ||
  (typeof process !== "undefined" ? process.env?.SITE_URL : undefined) ||
  defaultSiteUrl
).replace(/\/+$/, "");

/** An absolute URL on the public site for a path such as "/about". */
export function absoluteUrl(path: string, base: string = siteUrl): string {
  return new URL(path, `${base}/`).href;
}

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

/** Files the document head links to; scripts/generate-icons.ts writes them into public/. */
export const headFiles = {
  manifest: "/manifest.webmanifest",
  appleTouchIcon: "/icons/apple-touch-icon.png",
  icon192: "/icons/icon-192.png",
  icon512: "/icons/icon-512.png",
  maskableIcon: "/icons/icon-maskable-512.png",
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
