import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { siteUrl } from "./content/seo.ts";
import { chunkUrl } from "./scripts/vite-chunk-url.ts";

export default defineConfig({
  plugins: [reactRouter(), chunkUrl()],
  // content/seo.ts: canonical and share URLs name the public address the build was made for.
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  build: {
    // Inline nothing: every asset is a hashed file the CSP allows as 'self'.
    assetsInlineLimit: 0,
  },
});
