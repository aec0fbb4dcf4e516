// The public base URL of the build, and the files the document head links to.

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

/** Files the document head links to; scripts/generate-icons.ts writes them into public/. */
export const headFiles = {
  manifest: "/manifest.webmanifest",
  appleTouchIcon: "/icons/apple-touch-icon.png",
  icon192: "/icons/icon-192.png",
  icon512: "/icons/icon-512.png",
  maskableIcon: "/icons/icon-maskable-512.png",
} as const;
