const defaultSiteUrl = "http://127.0.0.1:3000";

declare const __SITE_URL__: string | undefined;

/** The build carries its SITE_URL, so the head the browser renders matches the pre-rendered one. */
export const siteUrl: string = (
  (typeof __SITE_URL__ !== "undefined" ? __SITE_URL__ : undefined) ||
  (typeof process !== "undefined" ? process.env?.SITE_URL : undefined) ||
  defaultSiteUrl
).replace(/\/+$/, "");

export function absoluteUrl(path: string, base: string = siteUrl): string {
  return new URL(path, `${base}/`).href;
}

export const headFiles = {
  manifest: "/manifest.webmanifest",
  appleTouchIcon: "/icons/apple-touch-icon.png",
  icon192: "/icons/icon-192.png",
  icon512: "/icons/icon-512.png",
  maskableIcon: "/icons/icon-maskable-512.png",
} as const;
