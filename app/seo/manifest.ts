import { paths } from "../../common/paths.ts";
import { headFiles } from "../../common/site-url.ts";

export const manifestColours = { theme: "#8b1a1a", background: "#ffffff" } as const;

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
