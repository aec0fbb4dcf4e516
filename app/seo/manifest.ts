// The web app manifest: what a phone shows when the site is added to its home screen.
// scripts/generate-seo-files.ts writes it into the client build; scripts/generate-icons.ts draws
// the icons in its colours.
import { paths } from "../../common/paths.ts";
import { headFiles } from "../../common/site-url.ts";

/** Colours of the installed web app: the brand red and a white splash screen. */
export const manifestColours = { theme: "#8b1a1a", background: "#ffffff" } as const;

/** The web app manifest (what a phone shows when the site is added to its home screen). */
export function webManifest(site: { name: string; shortName: string; description: string }) {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: "en",
    start_url: paths.home,
    scope: paths.home,
    display: "standalone",
    theme_color: manifestColours.theme,
    background_color: manifestColours.background,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: headFiles.icon192, sizes: "192x192", type: "image/png" },
      { src: headFiles.icon512, sizes: "512x512", type: "image/png" },
      { src: headFiles.maskableIcon, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
