import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { siteUrl } from "./content/seo.ts";

export default defineConfig({
  plugins: [reactRouter()],
  // content/seo.ts: canonical and share URLs name the public address the build was made for.
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  build: {
    // Inline nothing: every asset is a hashed file the CSP allows as 'self'.
    assetsInlineLimit: 0,
  },
});
